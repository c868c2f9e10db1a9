import {
  LEAD_NOT_SENT_PATH,
  LEAD_SENT_PATH,
  leadSentPath,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../../supabase/functions/_shared/site-links.ts';

/**
 * Every path of the site, in one module. Screens link with these builders, never with hand-built strings,
 * and the router, the prerender step, the redirects and the sitemap read the route patterns from here
 * (`paths.blog.post.pattern` is `/blog/:slug`), so renaming a route is a one-line change.
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

/** Tag names become URL segments: lowercased, spaces turned into hyphens (docs/product/routes.md). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `/labs/:slug` with `{ slug: 'a b' }` is `/labs/a%20b`. */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A route with one parameter: call it for a path (`post('x')` is `/blog/x`); `.pattern` is the route's. */
function route<const Pattern extends `/${string}:${string}`>(
  pattern: Pattern,
  toSegment: (value: string) => string = (value) => value,
) {
  return Object.assign(
    (value: string) => pattern.replace(/:\w+/, () => encodeURIComponent(toSegment(value))),
    { pattern },
  );
}

export const paths = {
  home: '/',
  solutions: '/solutions',
  /** What is bought, how, and what it costs: a section of /solutions that the policies and service pages link to. */
  howEngagementsWork: '/solutions#how-engagements-work',
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
  bookCall: Object.assign(
    (options: { source?: BookingSource } = {}) => withQuery('/book-call', { source: options.source }),
    { pattern: '/book-call' as const },
  ),
  labs: {
    home: '/labs',
    mvps: '/labs/mvps',
    submitIdea: '/labs/submit-idea',
    earlyAccess: '/labs/early-access',
    subscribe: '/labs/subscribe',
    mvp: route('/labs/:slug'),
    betaAccess: route('/labs/:slug/beta-access'),
  },
  collective: {
    home: '/collective',
    // Founders ask to work with the Collective; experts apply to join it.
    founderInquiry: '/collective/apply',
    expertApplication: '/collective/join',
  },
  // Where the newsletter's mail links land (docs/product/forms.md#newsletter); kept out of the sitemap.
  newsletter: {
    confirm: NEWSLETTER_CONFIRM_PATH,
    unsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH,
  },
  // Where a lead form posted without scripts lands (the leads function's redirects); kept out of the sitemap.
  leads: {
    sent: route(`${LEAD_SENT_PATH}/:form`),
    /** Stored, but a limit skipped the visitor's own mail: a page of its own, whose words promise none. */
    sentNoMail: Object.assign((form: string) => leadSentPath(form, 'skipped'), {
      pattern: `${LEAD_SENT_PATH}/:form/:mail` as const,
    }),
    notSent: route(`${LEAD_NOT_SENT_PATH}/:form`),
    /** Past a limit (`busy`) or a failure (`failed`): pages of their own, which need no script to say so. */
    notSentBecause: Object.assign(
      (form: string, reason: 'busy' | 'failed') =>
        `${LEAD_NOT_SENT_PATH}/${encodeURIComponent(form)}/${reason}`,
      { pattern: `${LEAD_NOT_SENT_PATH}/:form/:reason` as const },
    ),
  },
  blog: {
    list: '/blog',
    post: route('/blog/:slug'),
    tag: route('/blog/tag/:tag', tagSlug),
    /** Page `n` of the list: /blog/page/2; page 1 is /blog itself. */
    page: Object.assign((n: number) => (n <= 1 ? '/blog' : `/blog/page/${n}`), {
      pattern: '/blog/page/:page' as const,
    }),
    /** Page `n` of a tag's list: /blog/tag/growth/page/2; page 1 is the tag page. */
    tagPage: Object.assign(
      (tag: string, n: number) =>
        `/blog/tag/${encodeURIComponent(tagSlug(tag))}${n <= 1 ? '' : `/page/${n}`}`,
      { pattern: '/blog/tag/:tag/page/:page' as const },
    ),
  },
  caseStudies: {
    list: '/case-studies',
    mvpValidation: '/case-studies/mvp-validation',
    productStrategy: '/case-studies/product-strategy',
    fundingReadiness: '/case-studies/funding-readiness',
    study: route('/case-studies/:slug'),
  },
  /** Private previews of unpublished rows; the token follows in the fragment (docs/owner.md). */
  preview: {
    post: route('/preview/blog/:slug'),
    mvp: route('/preview/labs/:slug'),
  },
} as const;
