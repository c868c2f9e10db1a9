import { paths, tagSlug } from '@/config/paths';
import { pageCount } from '../lib/posts';
import { listPostStamps, listTags, readPosts } from './posts';

/** How many list pages a tag (or, undefined, the whole blog) fills. */
async function pagesOf(tag?: string): Promise<number> {
  const found = await readPosts({ tag, offset: 0, limit: 1 });
  if (found.failed || found.total === null) throw new Error('The blog posts could not be counted.');
  return pageCount(found.total);
}

const laterPages = (count: number, toPath: (n: number) => string) =>
  Array.from({ length: Math.max(0, count - 1) }, (_, i) => toPath(i + 2));

/**
 * The blog's pages to prerender, read at build time: every article (from the stamps, read in batches), every
 * tag in use, and the later pages of the list and of each tag (from their counts, one small read each).
 */
export async function blogPagePaths(kind: 'posts' | 'tags' | 'pages' | 'tag-pages'): Promise<string[]> {
  try {
    if (kind === 'posts') return (await listPostStamps()).map((post) => paths.blog.post(post.slug));
    const tags = await listTags();
    if (!tags) throw new Error('The blog tags could not be read.');
    if (kind === 'tags') return tags.map(paths.blog.tag);
    if (kind === 'pages') return laterPages(await pagesOf(), paths.blog.page);
    const counts = await Promise.all(tags.map(async (tag) => [tag, await pagesOf(tagSlug(tag))] as const));
    return counts.flatMap(([tag, count]) => laterPages(count, (n) => paths.blog.tagPage(tag, n)));
  } catch (error) {
    throw new Error(
      `The blog's pages cannot be prerendered: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
