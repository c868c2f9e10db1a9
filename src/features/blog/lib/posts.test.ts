import { describe, expect, it } from 'vitest';
import { paths, tagSlug } from '@/config/paths';
import { blogPost } from '@/testing/blog';
import { distinctTags, filterPosts, longDate, readTime, relatedPosts, visibleTags } from './posts';

const posts = [
  blogPost({
    slug: 'pricing',
    title: 'Pricing your first product',
    tags: ['Pricing', 'Monetization'],
    publishedDate: '2026-03-01T00:00:00Z',
  }),
  blogPost({
    slug: 'retention',
    title: 'Retention first',
    summary: 'Why PRICING waits',
    tags: ['Retention', 'Growth'],
    publishedDate: '2026-05-01T00:00:00Z',
  }),
  blogPost({
    slug: 'stack',
    title: 'The no-code stack',
    content: 'Use Bubble for pricing pages.',
    tags: ['No-Code', 'MVP'],
    publishedDate: '2026-01-15T00:00:00Z',
  }),
  blogPost({
    slug: 'freemium',
    title: 'Freemium vs free trial',
    tags: ['Pricing', 'Growth'],
    publishedDate: '2026-04-01T00:00:00Z',
  }),
];
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe('readTime', () => {
  it('is words divided by 200, rounded up', () => {
    expect(readTime('word '.repeat(200))).toBe(1);
    expect(readTime('word '.repeat(201))).toBe(2);
    expect(readTime(`  ${'word\n'.repeat(1000)} `)).toBe(5);
  });
});

it('writes dates in the long US format', () => {
  expect(longDate('2026-11-05T23:30:00Z')).toBe('November 5, 2026');
});

describe('filterPosts', () => {
  it('matches title, summary or content, ignoring case, newest first (the first is the featured one)', () => {
    expect(slugs(filterPosts(posts, 'pricing', null))).toEqual(['retention', 'pricing', 'stack']);
  });

  it('needs the text AND the tag', () => {
    expect(slugs(filterPosts(posts, 'pricing', 'growth'))).toEqual(['retention']);
    expect(slugs(filterPosts(posts, 'free', 'pricing'))).toEqual(['freemium']);
    expect(slugs(filterPosts(posts, 'bubble', 'growth'))).toEqual([]);
    expect(slugs(filterPosts(posts, '', 'no-code'))).toEqual(['stack']);
  });

  it('shows everything, newest first, with neither', () => {
    expect(slugs(filterPosts(posts, '  ', null))).toEqual(['retention', 'freemium', 'pricing', 'stack']);
  });
});

it('lists each tag once, alphabetically', () => {
  expect(distinctTags(posts)).toEqual(['Growth', 'Monetization', 'MVP', 'No-Code', 'Pricing', 'Retention']);
});

it('makes tag addresses lowercase with hyphens', () => {
  expect(tagSlug('Customer Research')).toBe('customer-research');
  expect(paths.blog.tag('No-Code')).toBe('/blog/tag/no-code');
});

it('shows three tags on a card, then "+N more"', () => {
  expect(visibleTags(['A', 'B', 'C', 'D', 'E'])).toEqual({ tags: ['A', 'B', 'C'], more: 2 });
  expect(visibleTags(['A', 'B'])).toEqual({ tags: ['A', 'B'], more: 0 });
});

describe('relatedPosts', () => {
  it('gives up to 3 other posts sharing a tag, most shared first, never the post itself', () => {
    const post = blogPost({ slug: 'me', tags: ['Pricing', 'Growth'] });
    const candidates = [
      post,
      ...posts,
      blogPost({ slug: 'also-growth', tags: ['Growth'], publishedDate: '2026-06-01T00:00:00Z' }),
    ];
    expect(slugs(relatedPosts(post, candidates))).toEqual(['freemium', 'also-growth', 'retention']);
  });

  it('is empty when nothing shares a tag', () => {
    expect(relatedPosts(blogPost({ slug: 'me', tags: ['Fundraising'] }), posts)).toEqual([]);
  });
});
