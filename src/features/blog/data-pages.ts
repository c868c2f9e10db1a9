import { tagSlug } from '@/config/paths';
import { dataPage } from '@/lib/data-page';
import { getPost, listPage, postsVersion } from './api/posts';
import { loadMarkdown, withRenderedContent } from './components/article-body';

/** A list page's number from its address: 1 without one; NaN for anything but a whole number from 2. */
export function listPageNumber(page: string | undefined): number {
  if (page === undefined) return 1;
  return /^[2-9]\d*$|^[1-9]\d+$/.test(page) ? Number(page) : Number.NaN;
}

/**
 * /blog, /blog/page/{n}, /blog/tag/{tag} and /blog/tag/{tag}/page/{n}: one page of cards, newest first,
 * and the tags in use (docs/product/content.md#the-blog-list).
 */
export const postListPage = dataPage({
  read: (params) =>
    listPage({ tag: params.tag ? tagSlug(params.tag) : undefined, page: listPageNumber(params.page) }),
  version: postsVersion,
  usable: (list) => !list.failed,
});

/**
 * /blog/{slug}: the post and its related posts. The build renders the text to HTML; in the browser the
 * markdown renderer loads alongside the read, so fresh content shows in one step.
 */
export const postPage = dataPage({
  read: async (params) => {
    const lookup = getPost(params.slug ?? '');
    if (import.meta.env.SSR) return withRenderedContent(await lookup);
    const [read] = await Promise.all([lookup, loadMarkdown()]);
    return read;
  },
  version: postsVersion,
  usable: (lookup) => lookup.status !== 'error',
});
