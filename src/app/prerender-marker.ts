import { NOT_FOUND_ROUTE_ID, routeAt } from './routes';

/** The prerenderer stamps the root element with the path it rendered; `*` marks the 404 page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered-path';
export const NOT_FOUND_MARKER = '*';

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether the HTML the server sent was rendered for this location. Only then may React hydrate it; a
 * fallback page served for another path (the 404 page for a post published after the build, say) is
 * rendered afresh instead, which avoids a hydration mismatch.
 */
export function matchesPrerenderedPage(pathname: string, prerenderedPath: string | undefined): boolean {
  if (!prerenderedPath) return false;
  if (prerenderedPath === NOT_FOUND_MARKER) return routeAt(pathname)?.id === NOT_FOUND_ROUTE_ID;
  return normalizePath(prerenderedPath) === normalizePath(pathname);
}
