import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { permanentRedirects } from './redirects';
import { routes } from './routes';

/** Every string in paths.ts, and the `.pattern` of every builder. */
function pathsAndPatterns(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern];
  return Object.values(node as Record<string, unknown>).flatMap(pathsAndPatterns);
}

function routePatterns(routeObjects: RouteObject[]): string[] {
  return routeObjects.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

const redirected = new Set<string>(permanentRedirects.map(({ from }) => from));

describe('routes and paths', () => {
  it('every route pattern is one paths.ts names', () => {
    const named = new Set(pathsAndPatterns(paths));
    const written = routePatterns(routes).filter((pattern) => pattern !== '*' && !redirected.has(pattern));
    expect(written.filter((pattern) => !named.has(pattern))).toEqual([]);
    expect(written).toContain('/blog/:slug');
  });

  it('every address paths.ts builds reaches a page, not the 404', () => {
    const addresses = [
      ...pathsAndPatterns(paths).filter((path) => !path.includes(':') && !redirected.has(path)),
      paths.bookCall({ source: 'mvp' }).split('?')[0]!,
      paths.blog.post('a-post'),
      paths.blog.tag('No Code'),
      paths.labs.mvp('launchpad-ai'),
      paths.labs.betaAccess('launchpad-ai'),
      paths.caseStudies.study('mvp-validation'),
    ];
    const unserved = addresses.filter((address) => matchRoutes(routes, address)?.at(-1)?.route.path === '*');
    expect(unserved).toEqual([]);
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });
});
