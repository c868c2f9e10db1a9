import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/app';
import { serializeHydrationData } from './app/hydration-data';
import { permanentRedirects } from './app/redirects';
import { routes, type RouteHandle } from './app/routes';
import { env } from './config/env';
import { site } from './config/site';
import { WIDGET_SCRIPT, WIDGET_STYLESHEET } from './features/booking/lib/widget';

export type RenderResult =
  | { kind: 'page'; status: number; html: string; hydrationData: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

/** A path to prerender and the route pattern it came from (`blog/:slug`), for the build's summary. */
export type PrerenderPath = { path: string; pattern: string };

/** Renders one path to HTML, as the browser entry will hydrate it. */
export async function render(path: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) {
    // Relative, so a redirect page never names an origin other than the one it is served from.
    const location = context.headers.get('Location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.module ? [handle.module] : [];
  });
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    hydrationData: serializeHydrationData(context),
    modules,
  };
}

/** What the build needs to write the host's rules and Content-Security-Policy (scripts/host-rules.ts). */
export function sitePolicy() {
  return {
    redirects: permanentRedirects,
    supabaseOrigin: env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : undefined,
    analytics: Boolean(env.VITE_GA_MEASUREMENT_ID),
    scheduling: {
      script: WIDGET_SCRIPT,
      stylesheet: WIDGET_STYLESHEET,
      frameOrigins: [...new Set(Object.values(site.scheduling).map((url) => new URL(url).origin))],
    },
  };
}

/** Every path without parameters, plus what routes with parameters list in `handle.prerender`. */
export async function prerenderPaths(
  routeObjects: RouteObject[] = routes,
  parent = '',
): Promise<PrerenderPath[]> {
  const found: PrerenderPath[] = [];
  for (const route of routeObjects) {
    const pattern = route.index ? parent : joinPath(parent, route.path);
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.prerender) found.push(...(await handle.prerender()).map((path) => ({ path, pattern })));
    else if ((route.index || route.path) && !pattern.includes(':') && !pattern.includes('*'))
      found.push({ path: pattern || '/', pattern });
    if (route.children) found.push(...(await prerenderPaths(route.children, pattern)));
  }
  return found.filter((entry, index) => found.findIndex((other) => other.path === entry.path) === index);
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return `${parent.replace(/\/$/, '')}/${child.replace(/^\//, '')}`;
}

export { renderFeeds } from './app/feeds';
export { HYDRATION_DATA_ID } from './app/hydration-data';
