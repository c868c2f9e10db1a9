import { describe, expect, it } from 'vitest';
import { toPost } from './posts';

const row = {
  id: '1',
  slug: 'a-post',
  title: 'A post',
  subtitle: '',
  summary: 'Summary',
  content: 'word '.repeat(450),
  featured_image: null,
  published_at: null,
  created_at: '2026-02-03T10:00:00Z',
  updated_at: '2026-02-04T10:00:00Z',
  read_time: 3,
  author: null,
  tags: ['Growth', 'Retention'],
};

describe('toPost', () => {
  it('derives the fields every blog screen uses, with the fallbacks for a missing author, image and publish date', () => {
    expect(toPost(row)).toEqual({
      id: '1',
      slug: 'a-post',
      title: 'A post',
      subtitle: null,
      summary: 'Summary',
      content: row.content,
      author: { name: 'The Foundercraft Team', avatar: null, title: 'Startup advisors' },
      publishedDate: '2026-02-03T10:00:00Z',
      updatedAt: '2026-02-04T10:00:00Z',
      readTime: 3,
      featuredImage: '/images/blog/default.webp',
      tags: ['Growth', 'Retention'],
    });
  });

  it('prefers published_at and the author row', () => {
    const post = toPost({
      ...row,
      published_at: '2026-03-01T00:00:00Z',
      author: { full_name: 'Maya Okafor', avatar_url: '/images/authors/maya-okafor.webp', title: null },
    });
    expect(post.publishedDate).toBe('2026-03-01T00:00:00Z');
    expect(post.author).toEqual({
      name: 'Maya Okafor',
      avatar: '/images/authors/maya-okafor.webp',
      title: 'Startup advisors',
    });
  });
});
