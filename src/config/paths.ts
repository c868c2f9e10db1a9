/**
 * Every path of the site, in one module. Screens link with these builders, never with hand-built strings,
 * so renaming a route is a one-line change.
 */

/** The `source` a call-to-action passes to /book-call; it picks the booking variant and reaches analytics. */
export type BookingSource =
  'strategy' | 'mvp' | 'monetization' | 'investor' | 'retention' | 'gtm' | 'scaling' | (string & {});

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Tag names become URL segments: lowercased, spaces turned into hyphens (spec point 2). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

export const paths = {
  home: '/',
  solutions: '/solutions',
  strategy: '/strategy',
  mvp: '/mvp',
  growth: '/growth',
  growthPlaybook: '/growth-playbook',
  growthPlaybookFramework: '/growth-playbook/framework',
  growthDiagnostic: '/growth-check',
  about: '/about',
  policies: '/policies',
  privacy: '/privacy',
  terms: '/terms',
  freeGuide: '/free-guide',
  bookCall: (options: { source?: BookingSource } = {}) => withQuery('/book-call', { source: options.source }),
  labs: {
    home: '/labs',
    mvps: '/labs/mvps',
    submitIdea: '/labs/submit-idea',
    earlyAccess: '/labs/early-access',
    subscribe: '/labs/subscribe',
    mvp: (slug: string) => `/labs/${encodeURIComponent(slug)}`,
    betaAccess: (slug: string) => `/labs/${encodeURIComponent(slug)}/beta-access`,
  },
  collective: {
    home: '/collective',
    // Founders ask to work with the Collective; experts apply to join it.
    founderInquiry: '/collective/apply',
    expertApplication: '/collective/join',
  },
  blog: {
    list: '/blog',
    post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    tag: (tag: string) => `/blog/tag/${encodeURIComponent(tagSlug(tag))}`,
  },
  caseStudies: {
    list: '/case-studies',
    mvpValidation: '/case-studies/mvp-validation',
    productStrategy: '/case-studies/product-strategy',
    fundingReadiness: '/case-studies/funding-readiness',
    study: (slug: string) => `/case-studies/${encodeURIComponent(slug)}`,
  },
} as const;
