import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/app';
import { routes, type RouteHandle } from './app/routes';
import { site } from './config/site';

export type RenderResult =
  | { kind: 'page'; status: number; html: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

/** Renders one path to HTML, as the browser entry will hydrate it. */
export async function render(path: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) {
    const location = new URL(context.headers.get('Location') ?? '/', site.url).toString();
    return { kind: 'redirect', status: context.status, location };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.module ? [handle.module] : [];
  });
  return { kind: 'page', status: context.statusCode, html, modules };
}

/** Every path without parameters, plus what routes with parameters list in `handle.prerender`. */
export async function prerenderPaths(routeObjects: RouteObject[] = routes, parent = ''): Promise<string[]> {
  const found: string[] = [];
  for (const route of routeObjects) {
    const path = route.index ? parent : joinPath(parent, route.path);
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.prerender) found.push(...(await handle.prerender()));
    else if ((route.index || route.path) && !path.includes(':') && !path.includes('*'))
      found.push(path || '/');
    if (route.children) found.push(...(await prerenderPaths(route.children, path)));
  }
  return [...new Set(found)];
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return `${parent.replace(/\/$/, '')}/${child.replace(/^\//, '')}`;
}

export { renderFeeds } from './app/feeds';
