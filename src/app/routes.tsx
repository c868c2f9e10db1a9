import type { ComponentType } from 'react';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fillPattern, paths } from '@/config/paths';
import type { PageData } from '@/lib/data-page';
import { RootLayout } from './layout/root-layout';
import { permanentRedirects } from './redirects';
import { nativeLeadForms } from './lead-pages';
import { RouteErrorScreen } from './route-error-screen';

/**
 * A page module exports its component under the name given to `page()`; a page that reads data also exports
 * `loader`, which the build runs to prerender the page with its data (src/lib/data-page.tsx).
 */
type PageModule = Record<string, unknown> & {
  loader?: (params: LoaderFunctionArgs['params']) => Promise<PageData<unknown>>;
};

const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** What the build needs to know about a route beyond React Router's own fields. */
export type PageHandle = {
  /** The page's source file, so the prerendered HTML can list its chunks (see scripts/prerender.ts). */
  module: string;
  /** For routes with parameters: the concrete paths to prerender. */
  prerender?: () => Promise<string[]>;
};

/** The id of the route every unknown address lands on; the prerenderer writes it as dist/404.html. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * One screen of the site, loaded on demand: `page('about', 'AboutRoute', '/about')` is the AboutRoute export
 * of ./routes/about.tsx, in its own chunk. Its errors show inside the layout. The page's `loader` runs only
 * in the build: its answer reaches the browser as the router's hydration data (src/app/hydration-data.ts),
 * and a page reached by navigation reads its own data (src/lib/data-page.tsx, docs/decisions/0011).
 */
function page(
  file: string,
  exportName: string,
  path: string,
  prerender?: () => Promise<string[]>,
  id = file,
): RouteObject & { path: string; handle: PageHandle } {
  const key = `./routes/${file}.tsx`;
  const importModule = pageModules[key];
  if (!importModule) throw new Error(`No page module ${key}`);
  return {
    id,
    path,
    handle: { module: `src/app/routes/${file}.tsx`, prerender },
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      let module: PageModule;
      try {
        module = await importModule();
      } catch (error) {
        // A chunk that cannot load (most likely a deploy since this tab loaded) fails the route as a
        // loader would: React Router then shows its error screen, which reloads a stale tab once. (A
        // rejected `lazy` would leave the route unloaded, and the page blank.)
        return {
          loader: () => {
            throw error;
          },
        };
      }
      const Component = module[exportName] as ComponentType | undefined;
      if (!Component) throw new Error(`${key} has no export ${exportName}`);
      const { loader } = module;
      return {
        Component,
        loader:
          import.meta.env.SSR && loader ? ({ params }: LoaderFunctionArgs) => loader(params) : undefined,
      };
    },
  };
}

/** The MVP pages to prerender, read from labs_mvps at build time. */
function mvpPaths(toPath: (slug: string) => string): () => Promise<string[]> {
  return async () => {
    const { listMvps } = await import('@/features/labs/api/mvps');
    const { mvps, failed } = await listMvps();
    // A site built without its MVP pages must not ship (the error itself is logged by listMvps).
    if (failed) throw new Error('The Labs MVPs could not be read, so their pages cannot be prerendered.');
    return mvps.map((mvp) => toPath(mvp.slug));
  };
}

/** The article, tag and later list pages to prerender, read from the published posts at build time. */
async function blogPaths(kind: 'posts' | 'tags' | 'pages' | 'tag-pages'): Promise<string[]> {
  const { blogPagePaths } = await import('@/features/blog/api/page-paths');
  return blogPagePaths(kind);
}

/**
 * Every screen of the site, at the paths and patterns of src/config/paths.ts (React Router ranks them: a
 * fixed segment wins over a parameter). The prerender step renders every path here that has no parameter,
 * and for routes with parameters the paths their `prerender` lists.
 */
export const pageRoutes = [
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
  // The list pages are one screen (one module, one chunk), with an id each for their hydration data.
  page('blog', 'BlogRoute', paths.blog.list),
  page('blog', 'BlogTagRoute', paths.blog.tag.pattern, () => blogPaths('tags'), 'blog-tag'),
  page('blog', 'BlogRoute', paths.blog.page.pattern, () => blogPaths('pages'), 'blog-page'),
  page('blog', 'BlogTagRoute', paths.blog.tagPage.pattern, () => blogPaths('tag-pages'), 'blog-tag-page'),
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
  page('lead-sent', 'LeadSentRoute', paths.leads.sent.pattern, async () =>
    nativeLeadForms.map((form) => paths.leads.sent(form)),
  ),
  page('lead-not-sent', 'LeadNotSentRoute', paths.leads.notSent.pattern, async () =>
    nativeLeadForms.map((form) => paths.leads.notSent(form)),
  ),
  page(
    'lead-not-sent',
    'LeadNotSentRoute',
    paths.leads.notSentBecause.pattern,
    async () =>
      nativeLeadForms.flatMap((form) =>
        (['busy', 'failed'] as const).map((reason) => paths.leads.notSentBecause(form, reason)),
      ),
    'lead-not-sent-because',
  ),
  page('newsletter-unsubscribe', 'NewsletterUnsubscribeRoute', paths.newsletter.unsubscribe),
];

/** Any path no page serves. */
const notFoundRoute = page('not-found', 'NotFoundRoute', '*', undefined, NOT_FOUND_ROUTE_ID);

/**
 * Old addresses: a permanent redirect, with `:name` segments carried over. The host answers them with a
 * 301 before any page loads (dist/_redirects); this is for a link followed inside the site.
 */
const redirectRoutes: RouteObject[] = permanentRedirects.map(({ from, to }) => ({
  path: from,
  loader: ({ params }) => redirect(fillPattern(to, params), 301),
}));

/** The whole site: the layout, with every page (or the 404 page) inside it. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // An error in the layout itself: the error screen alone.
    errorElement: <RouteErrorScreen />,
    children: [...redirectRoutes, ...pageRoutes, notFoundRoute],
  },
];

/**
 * Loads the modules of the routes serving `pathname` and writes them into the route table, as React
 * Router's guide to hydrating lazy routes does: the router then starts with the page in hand, so the
 * first render is the prerendered page rather than a fallback.
 */
export async function loadRoutesAt(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const lazyMatches = (matchRoutes(table, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The route that serves `pathname` (the 404 route for an unknown one), without loading anything. */
export function routeAt(pathname: string): RouteObject | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}
