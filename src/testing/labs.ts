import type { Mvp } from '@/features/labs/api/mvps';

/** An MVP for tests: a testing-phase MVP with nothing optional set, changed by `overrides`. */
export function mvp(overrides: Partial<Mvp>): Mvp {
  return {
    id: overrides.slug ?? 'id',
    slug: 'an-mvp',
    title: 'An MVP',
    summary: '',
    description: '',
    features: [],
    featuredImage: null,
    status: 'testing',
    featured: false,
    betaUsers: 0,
    githubUrl: null,
    liveUrl: null,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}
