import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { LEAD_NOT_SENT_PATH, LEAD_SENT_PATH } from '../../supabase/functions/_shared/site-links.ts';
import { listPostStamps, readPosts, type PostStamp } from '@/features/blog/api/posts';
import { escapeXml, FEED_SIZE, renderRss } from '@/features/blog/feeds/rss';
import { hasTag } from '@/features/blog/lib/posts';
import { listMvps } from '@/features/labs/api/mvps';
import { absoluteUrl } from '@/lib/seo';

const latest = (dates: string[]) =>
  dates.length ? dates.reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b)) : undefined;

/**
 * When each page's content last changed, from the rows' updated_at: never the build time, which would
 * tell crawlers every page changed on every deploy. Pages written in code, and the later pages of a list
 * (whose posts move along as new ones arrive), get no date.
 */
export function lastModifiedDates(
  posts: readonly PostStamp[],
  mvps: readonly { slug: string; updatedAt: string }[],
): (pagePath: string) => string | undefined {
  const postDates = new Map(posts.map((post) => [paths.blog.post(post.slug), post.updatedAt]));
  return (pagePath) => {
    if (pagePath === paths.blog.list) return latest(posts.map((post) => post.updatedAt));
    const tag = matchPath(paths.blog.tag.pattern, pagePath)?.params.tag;
    if (tag) return latest(posts.filter((post) => hasTag(post, tag)).map((post) => post.updatedAt));
    const post = postDates.get(pagePath);
    if (post) return post;
    if (pagePath === paths.labs.mvps) return latest(mvps.map((mvp) => mvp.updatedAt));
    const mvp = mvps.find((candidate) => pagePath.startsWith(paths.labs.mvp(candidate.slug)));
    return mvp?.updatedAt;
  };
}

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

type SitemapEntry = { path: string; lastmod?: string };

const w3cDate = (iso: string) => new Date(iso).toISOString();

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${
        entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : ''
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

/**
 * Pages only a mail's link or a form's answer leads to: nothing for a search engine (they are noindex too).
 */
const unlisted = new Set<string>([paths.newsletter.confirm, paths.newsletter.unsubscribe]);
const unlistedUnder = [LEAD_SENT_PATH, LEAD_NOT_SENT_PATH].map((prefix) => `${prefix}/`);
const isUnlisted = (pagePath: string) =>
  unlisted.has(pagePath) || unlistedUnder.some((prefix) => pagePath.startsWith(prefix));

/**
 * sitemap.xml: the pages themselves, or, past `limit` URLs, an index of sitemap-1.xml, sitemap-2.xml, ...
 * of at most `limit` URLs each, as search engines require.
 */
export function renderSitemaps(
  entries: readonly SitemapEntry[],
  limit = SITEMAP_LIMIT,
): Record<string, string> {
  if (entries.length <= limit) return { 'sitemap.xml': renderSitemap(entries) };
  const files: Record<string, string> = {};
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const part = entries.slice(start, start + limit);
    const file = `sitemap-${parts.length + 1}.xml`;
    files[file] = renderSitemap(part);
    const newest = latest(part.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : [])));
    parts.push(
      `<sitemap><loc>${escapeXml(absoluteUrl(`/${file}`))}</loc>${
        newest ? `<lastmod>${w3cDate(newest)}</lastmod>` : ''
      }</sitemap>`,
    );
  }
  files['sitemap.xml'] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
  return files;
}

/** /rss.xml (the newest posts), /sitemap.xml (every prerendered page but the unlisted) and /robots.txt, written next to the pages. */
export async function renderFeeds(pagePaths: readonly string[]): Promise<Record<string, string>> {
  const [posts, newest, { mvps, failed }] = await Promise.all([
    listPostStamps(),
    readPosts({ offset: 0, limit: FEED_SIZE }),
    listMvps(),
  ]);
  if (newest.failed || failed)
    throw new Error('The feeds could not read the posts or MVPs (see the error above).');
  const lastModified = lastModifiedDates(posts, mvps);
  return {
    'rss.xml': renderRss(newest.posts),
    ...renderSitemaps(
      pagePaths
        .filter((pagePath) => !isUnlisted(pagePath))
        .map((pagePath) => ({ path: pagePath, lastmod: lastModified(pagePath) })),
    ),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
  };
}
