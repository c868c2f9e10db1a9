import { use, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { fillPattern, paths } from '@/config/paths';
import type { PageData } from '@/lib/data-page';
import type { RouteParams } from '@/lib/route-params';
import { permanentRedirects } from './redirects';

/**
 * A page module exports its component under the name given to `page()`; a page that reads data also exports
 * `loader`, which the build runs to prerender the page with its data (src/lib/data-page.tsx).
 */
type PageModule = Record<string, unknown> & {
  loader?: (params: RouteParams) => Promise<PageData<unknown>>;
};

const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** One screen of the site, loaded on demand: its own chunk. */
export type PageRoute = {
  path: string;
  /** The page's source file, so the prerendered HTML can list its chunks (see scripts/prerender.ts). */
  module: string;
  /** Loads the page's module once; later calls answer the same promise. */
  load: () => Promise<LoadedPage>;
  /** Whether the module has loaded, so `Page` renders without suspending. */
  isLoaded: () => boolean;
  /** The page, rendering at once when loaded and suspending until then. */
  Page: ComponentType;
  /** For routes with parameters: the concrete paths to prerender. */
  prerender?: () => Promise<string[]>;
};

export type LoadedPage = { Component: ComponentType; loader?: PageModule['loader'] };

/** A page loaded on demand: `page('about', 'AboutRoute')` is the AboutRoute export of ./routes/about.tsx. */
function page(
  file: string,
  exportName: string,
  path: string,
  prerender?: () => Promise<string[]>,
): PageRoute {
  const key = `./routes/${file}.tsx`;
  const importModule = pageModules[key];
  if (!importModule) throw new Error(`No page module ${key}`);
  let loading: Promise<LoadedPage> | undefined;
  let loaded: LoadedPage | undefined;
  const load = () =>
    // A chunk that failed stays failed (React must see the same promise): the error screen reloads the
    // tab, which is what a stale tab after a deploy needs (docs/decisions/0010-stale-tab-reload.md).
    (loading ??= importModule().then((module) => {
      const Component = module[exportName] as ComponentType | undefined;
      if (!Component) throw new Error(`${key} has no export ${exportName}`);
      loaded = { Component, loader: module.loader };
      return loaded;
    }));
  function Page() {
    // Loaded before hydration and before each navigation (src/app/router.tsx), so this rarely suspends.
    if (loaded) return <loaded.Component />;
    return <Suspended load={load} />;
  }
  return {
    path,
    module: `src/app/routes/${file}.tsx`,
    load,
    isLoaded: () => loaded !== undefined,
    Page,
    prerender,
  };
}

/** Waits for a page's module (inside the router's Suspense boundary); once loaded, `Page` renders it. */
function Suspended({ load }: { load: PageRoute['load'] }) {
  const { Component } = use(load());
  return <Component />;
}

/** The MVP pages to prerender, read from labs_mvps at build time. */
function mvpPaths(toPath: (slug: string) => string): PageRoute['prerender'] {
  return async () => {
    const { listMvps } = await import('@/features/labs/api/mvps');
    const { mvps, failed } = await listMvps();
    // A site built without its MVP pages must not ship (the error itself is logged by listMvps).
    if (failed) throw new Error('The Labs MVPs could not be read, so their pages cannot be prerendered.');
    return mvps.map((mvp) => toPath(mvp.slug));
  };
}

/** The article and tag pages to prerender, read from the published posts at build time. */
async function blogPaths(kind: 'posts' | 'tags'): Promise<string[]> {
  const [{ listPosts }, { distinctTags }] = await Promise.all([
    import('@/features/blog/api/posts'),
    import('@/features/blog/lib/posts'),
  ]);
  const { posts, failed } = await listPosts();
  if (failed) throw new Error('The blog posts could not be read, so their pages cannot be prerendered.');
  if (kind === 'tags') return distinctTags(posts).map(paths.blog.tag);
  return posts.map((post) => paths.blog.post(post.slug));
}

/**
 * Every screen of the site, at the paths and patterns of src/config/paths.ts, in the order they are matched
 * (a fixed path before a pattern that would also match it). The prerender step renders every path here that
 * has no parameter, and for routes with parameters the paths their `prerender` lists.
 */
export const pageRoutes: PageRoute[] = [
  page('home', 'HomeRoute', paths.home),
  page('about', 'AboutRoute', paths.about),
  page('solutions', 'SolutionsRoute', paths.solutions),
  page('strategy', 'StrategyRoute', paths.strategy),
  page('mvp', 'MvpRoute', paths.mvp),
  page('growth', 'GrowthRoute', paths.growth),
  page('policies', 'PoliciesRoute', paths.policies),
  page('privacy', 'PrivacyRoute', paths.privacy),
  page('terms', 'TermsRoute', paths.terms),
  page('case-studies', 'CaseStudiesRoute', paths.caseStudies.list),
  page('case-study', 'CaseStudyRoute', paths.caseStudies.study.pattern, () =>
    import('@/content/case-studies').then(({ caseStudies }) =>
      caseStudies.map((study) => paths.caseStudies.study(study.slug)),
    ),
  ),
  page('book-call', 'BookCallRoute', paths.bookCall.pattern),
  page('blog', 'BlogRoute', paths.blog.list),
  page('blog-tag', 'BlogTagRoute', paths.blog.tag.pattern, () => blogPaths('tags')),
  page('blog-post', 'BlogPostRoute', paths.blog.post.pattern, () => blogPaths('posts')),
  page('collective', 'CollectiveRoute', paths.collective.home),
  page('collective-founder-inquiry', 'CollectiveFounderInquiryRoute', paths.collective.founderInquiry),
  page(
    'collective-expert-application',
    'CollectiveExpertApplicationRoute',
    paths.collective.expertApplication,
  ),
  page('labs', 'LabsRoute', paths.labs.home),
  page('labs-mvps', 'LabsMvpsRoute', paths.labs.mvps),
  page('labs-submit-idea', 'LabsSubmitIdeaRoute', paths.labs.submitIdea),
  page('labs-signup', 'LabsSignupRoute', paths.labs.earlyAccess),
  page('labs-mvp', 'LabsMvpRoute', paths.labs.mvp.pattern, mvpPaths(paths.labs.mvp)),
  page(
    'labs-beta-access',
    'LabsBetaAccessRoute',
    paths.labs.betaAccess.pattern,
    mvpPaths(paths.labs.betaAccess),
  ),
  page('growth-diagnostic', 'GrowthDiagnosticRoute', paths.growthDiagnostic),
  page('growth-playbook', 'GrowthPlaybookRoute', paths.growthPlaybook),
  page('growth-playbook-framework', 'GrowthPlaybookFrameworkRoute', paths.growthPlaybookFramework),
  // Private previews: never prerendered (the host answers them with 404.html), read in the browser with
  // the token of the address's fragment (docs/owner.md).
  page('preview-post', 'PreviewPostRoute', paths.preview.post.pattern),
  page('preview-mvp', 'PreviewMvpRoute', paths.preview.mvp.pattern),
  page('newsletter-confirm', 'NewsletterConfirmRoute', paths.newsletter.confirm),
  page('newsletter-unsubscribe', 'NewsletterUnsubscribeRoute', paths.newsletter.unsubscribe),
];

/** Any path no page serves. */
export const notFoundRoute: PageRoute = page('not-found', 'NotFoundRoute', '*');

export type RouteMatch =
  { kind: 'redirect'; to: string } | { kind: 'page'; route: PageRoute; params: RouteParams };

/**
 * What serves `pathname`: an old address's permanent redirect first (`/labs/subscribe` is not an MVP's
 * slug), then the first page whose pattern matches, then the 404 page.
 */
export function matchPath(pathname: string): RouteMatch {
  const match = (pattern: string) => matchPattern(pattern, pathname);
  for (const { from, to } of permanentRedirects) {
    const params = match(from);
    if (params) return { kind: 'redirect', to: fillPattern(to, params) };
  }
  for (const route of pageRoutes) {
    const params = match(route.path);
    if (params) return { kind: 'page', route, params };
  }
  return { kind: 'page', route: notFoundRoute, params: {} };
}

/** Loads the module of the page serving `pathname` (none for a redirect), so it renders without suspending. */
export async function loadPageAt(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind === 'page') await match.route.load();
}

/** The decoded parameters of `pathname` under a route pattern (`/blog/:slug`), if it matches. */
export function matchPattern(pattern: string, pathname: string): RouteParams | undefined {
  const [matched, params] = matchRoute(parse, pattern, pathname);
  return matched ? decodeParams(params) : undefined;
}

/** Segments arrive encoded (`a%20b`); pages read them as written. */
function decodeParams(params: Record<string, string | undefined>): RouteParams {
  const decoded: RouteParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (/^\d+$/.test(key) || value === undefined) continue;
    try {
      decoded[key] = decodeURIComponent(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}
