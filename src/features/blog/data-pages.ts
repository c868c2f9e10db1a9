import { dataPage } from '@/lib/data-page';
import { getPost, listPosts, postsVersion } from './api/posts';
import { loadMarkdown, withRenderedContent } from './components/article-body';

/** /blog and /blog/tag/{tag}: every published post (the tag filter runs on the screen). */
export const postListPage = dataPage({
  read: listPosts,
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
