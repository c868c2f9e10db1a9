import type { ComponentType } from 'react';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fillPattern, paths } from '@/config/paths';
import type { PageData } from '@/lib/data-page';
import { RootLayout } from './layout/root-layout';
import { permanentRedirects } from './redirects';
import { nativeLeadForms } from './lead-pages';
import { RouteErrorScreen } from './route-error-screen';

/**
 * A page module (src/app/routes/, named after its address) exports its screen as `Component`, as React
 * Router's lazy route modules do; a page that reads data also exports `loader`, which the build runs to
 * prerender the page with its data (src/lib/data-page.tsx).
 */
type PageModule = {
  Component: ComponentType;
  loader?: (params: LoaderFunctionArgs['params']) => Promise<PageData<unknown>>;
};

/** What the build needs to know about a route beyond React Router's own fields. */
export type PageHandle = {
  /** For routes with parameters: the concrete paths to prerender. */
  prerender?: () => Promise<string[]>;
};

/** The id of the route every unknown address lands on; the prerenderer writes it as dist/404.html. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * One screen of the site, loaded on demand in its own chunk: `page(paths.about, () => import('./routes/about'))`.
 * Its errors show inside the layout. The page's `loader` runs only in the build: its answer reaches the
 * browser as the router's hydration data (src/app/hydration-data.ts), and a page reached by navigation reads
 * its own data (src/lib/data-page.tsx, docs/decisions/0011).
 */
function page(
  path: string,
  load: () => Promise<PageModule>,
  prerender?: () => Promise<string[]>,
  id = path,
): RouteObject & { path: string; handle: PageHandle } {
  return {
    id,
    path,
    handle: { prerender },
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      let module: PageModule;
      try {
        module = await load();
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
      const { Component, loader } = module;
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
  page(paths.home, () => import('./routes/home')),
  page(paths.about, () => import('./routes/about')),
  page(paths.solutions, () => import('./routes/solutions')),
  page(paths.strategy, () => import('./routes/strategy')),
  page(paths.mvp, () => import('./routes/mvp')),
  page(paths.growth, () => import('./routes/growth')),
  page(paths.policies, () => import('./routes/policies')),
  page(paths.privacy, () => import('./routes/privacy')),
  page(paths.terms, () => import('./routes/terms')),
  page(paths.caseStudies.list, () => import('./routes/case-studies')),
  page(
    paths.caseStudies.study.pattern,
    () => import('./routes/case-studies/study'),
    () =>
      import('@/content/case-studies').then(({ caseStudies }) =>
        caseStudies.map((study) => paths.caseStudies.study(study.slug)),
      ),
  ),
  page(paths.bookCall.pattern, () => import('./routes/book-call')),
  // The list pages are one screen (one module, one chunk).
  page(paths.blog.list, () => import('./routes/blog')),
  page(
    paths.blog.tag.pattern,
    () => import('./routes/blog'),
    () => blogPaths('tags'),
  ),
  page(
    paths.blog.page.pattern,
    () => import('./routes/blog'),
    () => blogPaths('pages'),
  ),
  page(
    paths.blog.tagPage.pattern,
    () => import('./routes/blog'),
    () => blogPaths('tag-pages'),
  ),
  page(
    paths.blog.post.pattern,
    () => import('./routes/blog/post'),
    () => blogPaths('posts'),
  ),
  page(paths.collective.home, () => import('./routes/collective')),
  page(paths.collective.founderInquiry, () => import('./routes/collective/apply')),
  page(paths.collective.expertApplication, () => import('./routes/collective/join')),
  page(paths.labs.home, () => import('./routes/labs')),
  page(paths.labs.mvps, () => import('./routes/labs/mvps')),
  page(paths.labs.submitIdea, () => import('./routes/labs/submit-idea')),
  page(paths.labs.earlyAccess, () => import('./routes/labs/early-access')),
  page(paths.labs.mvp.pattern, () => import('./routes/labs/mvp'), mvpPaths(paths.labs.mvp)),
  page(
    paths.labs.betaAccess.pattern,
    () => import('./routes/labs/beta-access'),
    mvpPaths(paths.labs.betaAccess),
  ),
  page(paths.growthDiagnostic, () => import('./routes/growth-check')),
  page(paths.growthPlaybook, () => import('./routes/growth-playbook')),
  page(paths.growthPlaybookFramework, () => import('./routes/growth-playbook/framework')),
  // Private previews: never prerendered (the host answers them with 404.html), read in the browser with
  // the token of the address's fragment (docs/owner.md).
  page(paths.preview.post.pattern, () => import('./routes/preview/blog-post')),
  page(paths.preview.mvp.pattern, () => import('./routes/preview/labs-mvp')),
  page(paths.newsletter.confirm, () => import('./routes/newsletter/confirm')),
  page(
    paths.leads.sent.pattern,
    () => import('./routes/thank-you'),
    async () => nativeLeadForms.map((form) => paths.leads.sent(form)),
  ),
  page(
    paths.leads.sentNoMail.pattern,
    () => import('./routes/thank-you'),
    async () => nativeLeadForms.map((form) => paths.leads.sentNoMail(form)),
  ),
  page(
    paths.leads.notSent.pattern,
    () => import('./routes/not-sent'),
    async () => nativeLeadForms.map((form) => paths.leads.notSent(form)),
  ),
  page(
    paths.leads.notSentBecause.pattern,
    () => import('./routes/not-sent'),
    async () =>
      nativeLeadForms.flatMap((form) =>
        (['busy', 'failed'] as const).map((reason) => paths.leads.notSentBecause(form, reason)),
      ),
  ),
  page(paths.newsletter.unsubscribe, () => import('./routes/newsletter/unsubscribe')),
];

/** Any path no page serves. */
const notFoundRoute = page('*', () => import('./routes/not-found'), undefined, NOT_FOUND_ROUTE_ID);

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
