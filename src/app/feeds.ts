import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { listPosts } from '@/features/blog/api/posts';
import { escapeXml, renderRss } from '@/features/blog/feeds/rss';
import { hasTag, type BlogPost } from '@/features/blog/lib/posts';
import { listMvps } from '@/features/labs/api/mvps';
import { absoluteUrl } from '@/lib/seo';

const latest = (dates: string[]) =>
  dates.length ? dates.reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b)) : undefined;

/**
 * When each page's content last changed, from the rows' updated_at: never the build time, which would
 * tell crawlers every page changed on every deploy. Pages written in code get no date.
 */
export function lastModified(
  pagePath: string,
  posts: readonly BlogPost[],
  mvps: readonly { slug: string; updatedAt: string }[],
): string | undefined {
  if (pagePath === paths.blog.list) return latest(posts.map((post) => post.updatedAt));
  const tag = matchPath(paths.blog.tag.pattern, pagePath)?.params.tag;
  if (tag) return latest(posts.filter((post) => hasTag(post, tag)).map((post) => post.updatedAt));
  const post = posts.find((candidate) => paths.blog.post(candidate.slug) === pagePath);
  if (post) return post.updatedAt;
  if (pagePath === paths.labs.mvps) return latest(mvps.map((mvp) => mvp.updatedAt));
  const mvp = mvps.find((candidate) => pagePath.startsWith(paths.labs.mvp(candidate.slug)));
  return mvp?.updatedAt;
}

export function renderSitemap(entries: readonly { path: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${
        entry.lastmod ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages only a mail's link leads to: nothing for a search engine (they are noindex too). */
const unlisted = new Set<string>([paths.newsletter.confirm, paths.newsletter.unsubscribe]);

/** /rss.xml, /sitemap.xml (every prerendered page but the unlisted) and /robots.txt, written next to the pages. */
export async function renderFeeds(pagePaths: readonly string[]): Promise<Record<string, string>> {
  const [{ posts }, { mvps }] = await Promise.all([listPosts(), listMvps()]);
  return {
    'rss.xml': renderRss(posts),
    'sitemap.xml': renderSitemap(
      pagePaths
        .filter((pagePath) => !unlisted.has(pagePath))
        .map((pagePath) => ({ path: pagePath, lastmod: lastModified(pagePath, posts, mvps) })),
    ),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
  };
}
