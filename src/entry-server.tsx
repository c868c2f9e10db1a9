import { isValidElement, StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serializeHydrationData } from './app/hydration-data';
import { permanentRedirects } from './app/redirects';
import { NOT_FOUND_ROUTE_ID, pageRoutes, routes, type PageHandle } from './app/routes';
import { env } from './config/env';
import { parseSentryDsn } from './config/sentry-dsn';
import { site } from './config/site';
import { WIDGET_SCRIPT, WIDGET_STYLESHEET } from './features/booking/lib/widget';

export type RenderResult =
  | { kind: 'page'; status: number; html: string; hydrationData: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

/** A path to prerender and the route pattern it came from (`blog/:slug`), for the build's summary. */
export type PrerenderPath = { path: string; pattern: string };

const handler = createStaticHandler(routes);

/** Every page module by its file, so a rendered page can name its own (the build lists its chunks). */
const pageModules = import.meta.glob<{ Component?: unknown }>([
  './app/routes/**/*.tsx',
  '!./app/routes/**/*.test.tsx',
]);

/**
 * The file of the page module whose screen a route renders: `src/app/routes/about.tsx`. (React Router turns
 * a loaded `Component` into the route's `element`.)
 */
async function moduleOf(route: { id: string; element?: ReactNode }): Promise<string> {
  const screen = isValidElement(route.element) ? route.element.type : undefined;
  for (const [file, load] of Object.entries(pageModules))
    if (screen && (await load()).Component === screen) return `src/${file.slice('./'.length)}`;
  throw new Error(`No module in src/app/routes exports the screen of the route ${route.id}.`);
}

/**
 * Renders one path to HTML, as the browser entry will hydrate it: React Router's static handler runs the
 * page's loader (its build-time read), then the same routes render with its answer.
 */
export async function render(path: string): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) {
    // An old address (301), or a page that, as the data stands, is another page's (302). Relative, so a
    // redirect page never names an origin other than the one it is served from.
    const location = context.headers.get('Location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  // A page whose data could not be read must not ship (its loader logged why).
  const [failure] = Object.values(context.errors ?? {});
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const page = context.matches.at(-1)?.route;
  return {
    kind: 'page',
    status: page?.id === NOT_FOUND_ROUTE_ID ? 404 : 200,
    html,
    hydrationData: serializeHydrationData({ loaderData: context.loaderData }),
    modules: await Promise.all(
      // The pages' routes (the layout's has no handle and lives in the entry's chunks).
      context.matches.filter(({ route }) => route.handle).map(({ route }) => moduleOf(route)),
    ),
  };
}

/** What the build needs to write the host's rules and Content-Security-Policy (scripts/host-rules.ts). */
export function sitePolicy() {
  return {
    redirects: permanentRedirects,
    supabaseOrigin: env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : undefined,
    analytics: Boolean(env.VITE_GA_MEASUREMENT_ID),
    errorReporting: env.VITE_SENTRY_DSN ? parseSentryDsn(env.VITE_SENTRY_DSN)?.origin : undefined,
    botChallenge: Boolean(env.VITE_TURNSTILE_SITE_KEY),
    scheduling: {
      script: WIDGET_SCRIPT,
      stylesheet: WIDGET_STYLESHEET,
      frameOrigins: [...new Set(Object.values(site.scheduling).map((url) => new URL(url).origin))],
    },
  };
}

/** The studio's name and public origin, which the build draws on every social card. */
export function siteIdentity() {
  return { name: site.name, url: site.url };
}

/** Every page path without parameters, plus what routes with parameters list in `prerender`. */
export async function prerenderPaths(): Promise<PrerenderPath[]> {
  const found: PrerenderPath[] = [];
  for (const route of pageRoutes) {
    const { prerender } = route.handle as PageHandle;
    if (prerender) found.push(...(await prerender()).map((path) => ({ path, pattern: route.path })));
    else if (!route.path.includes(':')) found.push({ path: route.path, pattern: route.path });
  }
  // Old addresses get their redirect pages too (the host answers them with a 301 first).
  for (const { from } of permanentRedirects)
    if (!from.includes(':')) found.push({ path: from, pattern: from });
  return found.filter((entry, index) => found.findIndex((other) => other.path === entry.path) === index);
}

export { renderFeeds } from './app/feeds';
export { HYDRATION_DATA_ID } from './app/hydration-data';
