import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './route-error-screen';

type PageModule = Record<string, ComponentType>;

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
      const Component = (await load())[exportName];
      if (!Component) throw new Error(`${key} has no export ${exportName}`);
      return { Component };
    },
    handle,
  };
}

/**
 * Every screen of the site. Each page is its own chunk; the prerender step renders every path here that
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
          { path: 'about', ...page('about', 'AboutRoute') },
          { path: 'solutions', ...page('solutions', 'SolutionsRoute') },
          { path: 'strategy', ...page('strategy', 'StrategyRoute') },
          { path: 'mvp', ...page('mvp', 'MvpRoute') },
          { path: 'growth', ...page('growth', 'GrowthRoute') },
          { path: 'policies', ...page('policies', 'PoliciesRoute') },
          { path: 'privacy', ...page('privacy', 'PrivacyRoute') },
          { path: 'terms', ...page('terms', 'TermsRoute') },
          { path: 'case-studies', ...page('case-studies', 'CaseStudiesRoute') },
          {
            path: 'case-studies/:slug',
            ...page('case-study', 'CaseStudyRoute', () =>
              import('@/content/case-studies').then(({ caseStudies }) =>
                caseStudies.map((study) => paths.caseStudies.study(study.slug)),
              ),
            ),
          },
          { path: 'collective', ...page('collective', 'CollectiveRoute') },
          { path: 'collective/apply', ...page('collective-apply', 'CollectiveApplyRoute') },
          { path: 'collective/join', ...page('collective-join', 'CollectiveJoinRoute') },
          { path: 'labs/submit-idea', ...page('labs-submit-idea', 'LabsSubmitIdeaRoute') },
          { path: 'growth-playbook', ...page('growth-playbook', 'GrowthPlaybookRoute') },
          {
            path: 'growth-playbook/framework',
            ...page('growth-playbook-framework', 'GrowthPlaybookFrameworkRoute'),
          },
          // The free guide is the growth playbook (DECISIONS.md).
          { path: 'free-guide', loader: () => redirect(paths.growthPlaybook) },
          { path: '*', ...page('not-found', 'NotFoundRoute') },
        ],
      },
    ],
  },
];
