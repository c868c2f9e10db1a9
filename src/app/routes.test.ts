import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { permanentRedirects } from './redirects';
import { matchPath, notFoundRoute, pageRoutes } from './routes';

/** Every string in paths.ts, and the `.pattern` of every builder. */
function pathsAndPatterns(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern];
  return Object.values(node as Record<string, unknown>).flatMap(pathsAndPatterns);
}

const servedByPage = (address: string) => {
  const match = matchPath(address);
  return match.kind === 'page' && match.route !== notFoundRoute;
};

const redirected = new Set<string>(permanentRedirects.map(({ from }) => from));

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
  });

  it('answers an old address with its redirect, before any page pattern that would also match it', () => {
    expect(matchPath('/labs/subscribe')).toEqual({ kind: 'redirect', to: '/labs/early-access' });
    expect(matchPath('/labs/mvp/launchpad-ai')).toEqual({ kind: 'redirect', to: '/labs/launchpad-ai' });
    expect(matchPath('/free-guide')).toEqual({ kind: 'redirect', to: '/growth-playbook' });
  });
});
