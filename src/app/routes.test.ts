import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { permanentRedirects } from './redirects';
import { NOT_FOUND_ROUTE_ID, pageRoutes, routeAt, routes } from './routes';

/** Every string in paths.ts, and the `.pattern` of every builder. */
function pathsAndPatterns(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern];
  return Object.values(node as Record<string, unknown>).flatMap(pathsAndPatterns);
}

const servedByPage = (address: string) => {
  const route = routeAt(address);
  return route?.id !== undefined && route.id !== NOT_FOUND_ROUTE_ID;
};

const redirected = new Set<string>(permanentRedirects.map(({ from }) => from));

/** Where the router sends `address`: the Location of its redirect, if it answers with one. */
async function redirectOf(address: string) {
  const answer = await createStaticHandler(routes).query(new Request(`http://site.test${address}`));
  return answer instanceof Response ? { status: answer.status, to: answer.headers.get('Location') } : null;
}

describe('routes and paths', () => {
  it('every route pattern is one paths.ts names', () => {
    const named = new Set(pathsAndPatterns(paths));
    const written = pageRoutes.map((route) => route.path);
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
    expect(addresses.filter((address) => !servedByPage(address))).toEqual([]);
    expect(servedByPage('/no-such-page')).toBe(false);
    expect(routeAt('/no-such-page')?.id).toBe(NOT_FOUND_ROUTE_ID);
  });

  it('answers an old address with its permanent redirect, before any page pattern that would also match it', async () => {
    expect(await redirectOf('/labs/subscribe')).toEqual({ status: 301, to: '/labs/early-access' });
    expect(await redirectOf('/labs/mvp/launchpad-ai')).toEqual({ status: 301, to: '/labs/launchpad-ai' });
    expect(await redirectOf('/free-guide')).toEqual({ status: 301, to: '/growth-playbook' });
  });
});
