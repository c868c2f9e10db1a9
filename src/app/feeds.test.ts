import { describe, expect, it } from 'vitest';
import { renderRss } from '@/features/blog/feeds/rss';
import type { BlogCard } from '@/features/blog/lib/posts';
import { renderSitemaps } from './feeds';

const card = (n: number): BlogCard => ({
  id: String(n),
  slug: `post-${n}`,
  title: `Post ${n}`,
  summary: 'In short.',
  featuredImage: '/images/blog/default.webp',
  publishedDate: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString(),
  updatedAt: '2026-01-01T00:00:00Z',
  readTime: 3,
  tags: ['Growth'],
});

describe('the feeds at scale', () => {
  it('carries the newest 50 posts in the RSS feed', () => {
    const rss = renderRss(Array.from({ length: 60 }, (_, n) => card(n)));
    expect(rss.match(/<item>/g)).toHaveLength(50);
    expect(rss).toContain('/blog/post-49</link>');
    expect(rss).not.toContain('/blog/post-50</link>');
  });

  it('writes one sitemap up to the limit, then an index of sitemaps of at most the limit each', () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, n) => ({ path: `/blog/post-${n}`, lastmod: card(n).publishedDate }));
    expect(Object.keys(renderSitemaps(entries(3), 3))).toEqual(['sitemap.xml']);

    const files = renderSitemaps(entries(7), 3);
    expect(Object.keys(files).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(files['sitemap.xml']!.match(/<sitemap><loc>[^<]+\/sitemap-\d\.xml<\/loc><lastmod>/g)).toHaveLength(
      3,
    );
    expect(files['sitemap-1.xml']!.match(/<url>/g)).toHaveLength(3);
    expect(files['sitemap-3.xml']!.match(/<url>/g)).toHaveLength(1);
    expect(files['sitemap-3.xml']).toContain('/blog/post-6</loc>');
  });
});
