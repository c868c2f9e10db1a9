import { renderToString } from 'react-dom/server';
import { Site } from './app/app';
import { serializeHydrationData } from './app/hydration-data';
import { permanentRedirects } from './app/redirects';
import { matchPath, pageRoutes } from './app/routes';
import { env } from './config/env';
import { site } from './config/site';
import { WIDGET_SCRIPT, WIDGET_STYLESHEET } from './features/booking/lib/widget';
import type { PageData } from './lib/data-page';
import { PrerenderRedirect } from './lib/prerender-redirect';

export type RenderResult =
  | { kind: 'page'; status: number; html: string; hydrationData: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

/** A path to prerender and the route pattern it came from (`blog/:slug`), for the build's summary. */
export type PrerenderPath = { path: string; pattern: string };

/** Renders one path to HTML, as the browser entry will hydrate it. */
export async function render(path: string): Promise<RenderResult> {
  const match = matchPath(path);
  if (match.kind === 'redirect') return { kind: 'redirect', status: 301, location: match.to };
  const { loader } = await match.route.load();
  let data: PageData<unknown> | undefined;
  try {
    data = await loader?.(match.params);
  } catch (error) {
    // Relative, so a redirect page never names an origin other than the one it is served from.
    if (error instanceof PrerenderRedirect)
      return { kind: 'redirect', status: 302, location: error.location };
    throw error;
  }
  const prerendered = data && { path, ...data };
  const html = renderToString(<Site ssrPath={path} prerendered={prerendered} />);
  return {
    kind: 'page',
    status: 200,
    html,
    hydrationData: serializeHydrationData(prerendered),
    modules: [match.route.module],
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

/** Every page path without parameters, plus what routes with parameters list in `prerender`. */
export async function prerenderPaths(): Promise<PrerenderPath[]> {
  const found: PrerenderPath[] = [];
  for (const route of pageRoutes) {
    if (route.prerender)
      found.push(...(await route.prerender()).map((path) => ({ path, pattern: route.path })));
    else if (!route.path.includes(':')) found.push({ path: route.path, pattern: route.path });
  }
  // Old addresses get their redirect pages too (the host answers them with a 301 first).
  for (const { from } of permanentRedirects)
    if (!from.includes(':')) found.push({ path: from, pattern: from });
  return found.filter((entry, index) => found.findIndex((other) => other.path === entry.path) === index);
}

export { renderFeeds } from './app/feeds';
export { HYDRATION_DATA_ID } from './app/hydration-data';
