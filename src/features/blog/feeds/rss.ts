import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { absoluteUrl } from '@/lib/seo';
import type { BlogCard } from '../lib/posts';

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 50;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** RSS 2.0 of the newest published posts, given newest first (at most FEED_SIZE). */
export function renderRss(posts: readonly BlogCard[]): string {
  const items = posts.slice(0, FEED_SIZE).map((post) => {
    const url = absoluteUrl(paths.blog.post(post.slug));
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(post.publishedDate).toUTCString()}</pubDate>`,
      `<description>${escapeXml(post.summary)}</description>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(`${site.name} Blog`)}</title>`,
    `<link>${escapeXml(absoluteUrl(paths.blog.list))}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl('/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Articles for early-stage founders from ${site.name}.`)}</description>`,
    '<language>en-us</language>',
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}
