import type { BlogPost } from '@/features/blog/lib/posts';

/** A published post for tests, changed by `overrides`. */
export function blogPost(overrides: Partial<BlogPost>): BlogPost {
  const slug = overrides.slug ?? 'a-post';
  return {
    id: slug,
    slug,
    title: 'A post',
    subtitle: null,
    summary: '',
    content: '',
    author: { name: 'Maya Okafor', avatar: null, title: 'Advisor' },
    publishedDate: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    readTime: 1,
    featuredImage: '/images/blog/default.webp',
    tags: [],
    ...overrides,
  };
}
