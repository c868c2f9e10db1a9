import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { fillPattern, paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { permanentRedirects } from './redirects';
import { RouteErrorScreen } from './route-error-screen';
import { PageLoading } from './page-loading';

/**
 * A page module exports its component under the name given to `page()`; a page that reads data also exports
 * `loader` (run at build time for the prerendered HTML, and on client navigation) and `HydrateFallback`
 * (shown when the browser renders the page without prerendered data).
 */
type PageModule = Record<string, unknown> & {
  loader?: LoaderFunction;
  HydrateFallback?: ComponentType;
};

const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** What the prerenderer reads off a matched route. */
export type RouteHandle = {
  /** The page's source file, so the prerendered HTML can preload its chunk (see scripts/prerender.ts). */
  module: string;
  /** For routes with parameters: the concrete paths to prerender. */
  prerender?: () => Promise<string[]>;
};

/** A page loaded on demand: `page('about', 'AboutRoute')` is the AboutRoute export of ./routes/about.tsx. */
function page(
  file: string,
  exportName: string,
  prerender?: RouteHandle['prerender'],
): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `./routes/${file}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  const handle: RouteHandle = { module: `src/app/routes/${file}.tsx`, prerender };
  return {
    lazy: async () => {
      const module = await load();
      const Component = module[exportName] as ComponentType | undefined;
      if (!Component) throw new Error(`${key} has no export ${exportName}`);
      const { loader, HydrateFallback } = module;
      // A page rendered in the browser without prerendered data waits for its loader behind a spinner.
      return { Component, ...(loader && { loader, HydrateFallback: HydrateFallback ?? PageLoading }) };
    },
    handle,
  };
}

/** The MVP pages to prerender, read from labs_mvps at build time. */
function mvpPaths(toPath: (slug: string) => string): RouteHandle['prerender'] {
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
 * Every screen of the site, at the paths and patterns of src/config/paths.ts. Each page is its own chunk; the prerender step renders every path here that
 * has no parameter (and, for routes with parameters, the paths their `handle.prerender` lists).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors inside a page render within the layout, so the visitor keeps the navigation.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...page('home', 'HomeRoute') },
          { path: paths.about, ...page('about', 'AboutRoute') },
          { path: paths.solutions, ...page('solutions', 'SolutionsRoute') },
          { path: paths.strategy, ...page('strategy', 'StrategyRoute') },
          { path: paths.mvp, ...page('mvp', 'MvpRoute') },
          { path: paths.growth, ...page('growth', 'GrowthRoute') },
          { path: paths.policies, ...page('policies', 'PoliciesRoute') },
          { path: paths.privacy, ...page('privacy', 'PrivacyRoute') },
          { path: paths.terms, ...page('terms', 'TermsRoute') },
          { path: paths.caseStudies.list, ...page('case-studies', 'CaseStudiesRoute') },
          {
            path: paths.caseStudies.study.pattern,
            ...page('case-study', 'CaseStudyRoute', () =>
              import('@/content/case-studies').then(({ caseStudies }) =>
                caseStudies.map((study) => paths.caseStudies.study(study.slug)),
              ),
            ),
          },
          { path: paths.bookCall.pattern, ...page('book-call', 'BookCallRoute') },
          { path: paths.blog.list, ...page('blog', 'BlogRoute') },
          { path: paths.blog.post.pattern, ...page('blog-post', 'BlogPostRoute', () => blogPaths('posts')) },
          { path: paths.blog.tag.pattern, ...page('blog-tag', 'BlogTagRoute', () => blogPaths('tags')) },
          { path: paths.collective.home, ...page('collective', 'CollectiveRoute') },
          {
            path: paths.collective.founderInquiry,
            ...page('collective-founder-inquiry', 'CollectiveFounderInquiryRoute'),
          },
          {
            path: paths.collective.expertApplication,
            ...page('collective-expert-application', 'CollectiveExpertApplicationRoute'),
          },
          { path: paths.labs.home, ...page('labs', 'LabsRoute') },
          { path: paths.labs.mvps, ...page('labs-mvps', 'LabsMvpsRoute') },
          { path: paths.labs.submitIdea, ...page('labs-submit-idea', 'LabsSubmitIdeaRoute') },
          { path: paths.labs.earlyAccess, ...page('labs-signup', 'LabsSignupRoute') },
          { path: paths.labs.mvp.pattern, ...page('labs-mvp', 'LabsMvpRoute', mvpPaths(paths.labs.mvp)) },
          {
            path: paths.labs.betaAccess.pattern,
            ...page('labs-beta-access', 'LabsBetaAccessRoute', mvpPaths(paths.labs.betaAccess)),
          },
          { path: paths.growthDiagnostic, ...page('growth-diagnostic', 'GrowthDiagnosticRoute') },
          { path: paths.growthPlaybook, ...page('growth-playbook', 'GrowthPlaybookRoute') },
          {
            path: paths.growthPlaybookFramework,
            ...page('growth-playbook-framework', 'GrowthPlaybookFrameworkRoute'),
          },
          ...permanentRedirects.map(({ from, to }) => ({
            path: from,
            loader: ({ params }: LoaderFunctionArgs) => redirect(fillPattern(to, params), 301),
          })),
          { path: '*', ...page('not-found', 'NotFoundRoute') },
        ],
      },
    ],
  },
];
