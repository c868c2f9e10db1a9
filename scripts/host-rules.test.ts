import { describe, expect, it } from 'vitest';
import {
  parseHeadersFile,
  parseRedirectsFile,
  headersFor,
  hostAnswer,
  redirectFor,
  sameSiteLocation,
} from '../server/static-host.ts';
import {
  contentSecurityPolicy,
  cspReportUrl,
  hostRuleFiles,
  inlineScriptHashes,
  type SitePolicy,
} from './host-rules.ts';

const policy: SitePolicy = {
  // The shapes of the app's list (src/app/redirects.ts; tests/e2e/host.spec.ts checks the built rules),
  // plus what the prerender adds: a page redirecting as the data stands at build time.
  redirects: [
    { from: '/free-guide', to: '/growth-playbook' },
    { from: '/labs/mvp/:slug', to: '/labs/:slug' },
    { from: '/labs/mvp/:slug/beta-access', to: '/labs/:slug/beta-access' },
    { from: '/labs/subscribe', to: '/labs/early-access' },
    { from: '/labs/flowpilot/beta-access', to: '/labs/flowpilot', status: 302 },
  ],
  supabaseOrigin: 'https://abc.supabase.co',
  analytics: true,
  scheduling: {
    script: 'https://assets.calendly.com/assets/external/widget.js',
    stylesheet: 'https://assets.calendly.com/assets/external/widget.css',
    frameOrigins: ['https://calendly.com'],
  },
};

describe('inlineScriptHashes', () => {
  it('hashes scripts that run inline, and nothing else', () => {
    const html =
      '<script>document.documentElement.dataset.x="1"</script>' +
      '<script type="module" src="/assets/index.js"></script>' +
      '<script type="application/json" id="d">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script>';
    // printf 'document.documentElement.dataset.x="1"' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual(["'sha256-MvTMrx4O85v36uQx+nLrLhFLEXaXC6ekJ2+YCnp+qpg='"]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(policy, ["'sha256-abc='"]);
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('runs scripts from this origin, the hashed inline ones and the services used; never unsafe-inline', () => {
    expect(directive('script-src')).toBe(
      "script-src 'self' 'sha256-abc=' https://assets.calendly.com https://www.googletagmanager.com",
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('connects to the Supabase project and Google Analytics only', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://abc.supabase.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
  });

  it('connects to the error service only when one is configured', () => {
    const withErrors = contentSecurityPolicy(
      { ...policy, errorReporting: 'https://o42.ingest.us.sentry.io' },
      [],
    );
    expect(withErrors.split('; ').find((part) => part.startsWith('connect-src '))).toBe(
      "connect-src 'self' https://abc.supabase.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://o42.ingest.us.sentry.io",
    );
    expect(csp).not.toContain('sentry');
  });

  it('lets forms post to this origin and the Supabase project (the leads function) only', () => {
    expect(directive('form-action')).toBe("form-action 'self' https://abc.supabase.co");
    const local = contentSecurityPolicy({ ...policy, supabaseOrigin: undefined }, []);
    expect(local).toContain("form-action 'self';");
  });

  it('allows Cloudflare Turnstile only when it is configured', () => {
    expect(contentSecurityPolicy(policy, [])).not.toContain('challenges.cloudflare.com');
    const withChallenge = contentSecurityPolicy({ ...policy, botChallenge: true }, []);
    expect(withChallenge).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(withChallenge).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });

  it('frames the scheduler only, and is framed by nobody', () => {
    expect(directive('frame-src')).toBe('frame-src https://calendly.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('leaves Google out when analytics is off, and the backend is this origin when local', () => {
    const local = contentSecurityPolicy({ ...policy, analytics: false, supabaseOrigin: undefined }, []);
    expect(local).not.toContain('google');
    expect(local).toContain("connect-src 'self';");
  });
});

describe('hostRuleFiles', () => {
  const files = hostRuleFiles(policy, ["'sha256-abc='"]);
  const headers = parseHeadersFile(files._headers ?? '');
  const redirects = parseRedirectsFile(files._redirects ?? '');
  const vercel = JSON.parse(files['vercel.json'] ?? '{}') as {
    redirects: { source: string; destination: string; statusCode: number }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
    cleanUrls: boolean;
    trailingSlash: boolean;
  };

  it('redirects every old address permanently, in both formats', () => {
    for (const { from, to } of policy.redirects.filter((rule) => !('status' in rule))) {
      expect(redirects).toContainEqual({ from, to, status: 301 });
      expect(vercel.redirects).toContainEqual({ source: from, destination: to, statusCode: 301 });
    }
    expect(redirectFor(redirects, '/labs/mvp/launchpad-ai')).toEqual({
      status: 301,
      location: '/labs/launchpad-ai',
    });
    expect(redirectFor(redirects, '/labs/mvp/launchpad-ai/beta-access')).toEqual({
      status: 301,
      location: '/labs/launchpad-ai/beta-access',
    });
  });

  it('lists exact paths before placeholder rules, so Cloudflare can look them up directly', () => {
    const froms = (files._redirects ?? '')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0]!);
    const firstPlaceholder = froms.findIndex((from) => from.includes(':'));
    expect(firstPlaceholder).toBeGreaterThan(0);
    expect(froms.slice(firstPlaceholder).every((from) => from.includes(':'))).toBe(true);
    expect(froms).toContain('/labs/flowpilot/beta-access');
  });

  it('redirects what the build found redirecting for now temporarily (302), in both formats', () => {
    expect(redirectFor(redirects, '/labs/flowpilot/beta-access')).toEqual({
      status: 302,
      location: '/labs/flowpilot',
    });
    expect(vercel.redirects).toContainEqual({
      source: '/labs/flowpilot/beta-access',
      destination: '/labs/flowpilot',
      statusCode: 302,
    });
  });

  it('sends the security headers on every path, and caches only hashed assets for good', () => {
    for (const pathname of ['/', '/about', '/assets/index-abc.js', '/rss.xml', '/nope']) {
      const names = headersFor(headers, pathname).map(([name]) => name);
      expect(names).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
        ]),
      );
      // Exactly one Cache-Control at most: no host has to merge two.
      expect(names.filter((name) => name === 'Cache-Control').length).toBeLessThanOrEqual(1);
    }
    const cache = (pathname: string) =>
      headersFor(headers, pathname).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cache('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cache('/rss.xml')).toBe('public, max-age=0, must-revalidate');
    expect(cache('/sitemap.xml')).toBe('public, max-age=0, must-revalidate');
    expect(cache('/about')).toBeUndefined(); // the host's default: revalidate
  });

  it('gives Vercel the same headers and one address per page', () => {
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    const all = vercel.headers.find((rule) => rule.source === '/(.*)');
    expect(all?.headers.map((header) => header.key)).toContain('Content-Security-Policy');
    expect(vercel.headers).toContainEqual({
      source: '/assets/(.*)',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
  });
});

describe('CSP violation reports', () => {
  const header = (files: Record<string, string>, name: string) =>
    headersFor(parseHeadersFile(files._headers ?? ''), '/about').find(([key]) => key === name)?.[1];

  it('go nowhere unless the owner names an endpoint', () => {
    const files = hostRuleFiles(policy, []);
    expect(header(files, 'Content-Security-Policy')).not.toMatch(/report-(uri|to)/);
    expect(header(files, 'Reporting-Endpoints')).toBeUndefined();
    expect(cspReportUrl(undefined)).toBeUndefined();
    expect(cspReportUrl('')).toBeUndefined();
  });

  it("go to the named endpoint, in both hosts' rules, by report-to and report-uri", () => {
    const url = cspReportUrl('https://reports.example.com/csp?site=studio');
    expect(url).toBe('https://reports.example.com/csp?site=studio');
    const files = hostRuleFiles(policy, [], url);
    const csp = header(files, 'Content-Security-Policy') ?? '';
    expect(csp).toMatch(/; report-uri https:\/\/reports\.example\.com\/csp\?site=studio; report-to csp$/);
    expect(header(files, 'Reporting-Endpoints')).toBe('csp="https://reports.example.com/csp?site=studio"');
    const vercel = JSON.parse(files['vercel.json'] ?? '{}') as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const all = vercel.headers.find((rule) => rule.source === '/(.*)')?.headers ?? [];
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: csp });
    expect(all).toContainEqual({
      key: 'Reporting-Endpoints',
      value: 'csp="https://reports.example.com/csp?site=studio"',
    });
  });

  it.each([
    ['reports.example.com/csp', 'not a URL'],
    ['http://reports.example.com/csp', 'must be an https:// address'],
    ['javascript:alert(1)', 'must be an https:// address'],
    ['https://reports.example.com/a;b', 'must not contain'],
    ['https://reports.example.com/a,b', 'must not contain'],
  ])('refuse %s, naming the variable', (raw, why) => {
    expect(() => cspReportUrl(raw)).toThrow(`CSP_REPORT_URL: ${why}`);
  });

  it('may go to this machine over http, to try it', () => {
    expect(cspReportUrl('http://127.0.0.1:9999/csp')).toBe('http://127.0.0.1:9999/csp');
  });
});

describe("the preview's redirects", () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['///\\/evil.example/x', '/evil.example/x'],
    ['/about', '/about'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['https://www.example.com/', 'https://www.example.com/'],
  ])('send %s to %s: one leading slash, never another host', (location, expected) => {
    expect(sameSiteLocation(location)).toBe(expected);
  });
});

describe("the preview's answers, step by step as the host's (tests/e2e/host-parity.spec.ts compares them)", () => {
  const files = new Set(['/index.html', '/about.html', '/404.html', '/blog.html', '/labs/flowpilot.html']);
  const redirects = parseRedirectsFile('/free-guide /growth-playbook 301\n/labs/mvp/:slug /labs/:slug 301\n');
  const ask = (pathname: string, method = 'GET', search = '') =>
    hostAnswer({ method, pathname, search }, redirects, (file) => files.has(file));

  it.each([
    ['/', { status: 200, file: '/index.html' }],
    ['/about', { status: 200, file: '/about.html' }],
    ['/about/', { status: 308, location: '/about' }],
    ['/about.html', { status: 308, location: '/about' }],
    ['/index', { status: 308, location: '/' }],
    ['/index.html', { status: 308, location: '/' }],
    ['/blog/index', { status: 308, location: '/blog/' }],
    ['/404.html', { status: 308, location: '/404' }],
    // Only an address whose page exists is sent to its canonical form; any other is not found at once.
    ['/nope/', { status: 404, file: '/404.html' }],
    ['/nope.html', { status: 404, file: '/404.html' }],
    ['/labs/mvp/x/', { status: 404, file: '/404.html' }],
    ['/%', { status: 404, file: '/404.html' }],
    ['/labs/mvp/launchpad-ai', { status: 301, location: '/labs/launchpad-ai' }],
  ])('%s', (pathname, expected) => {
    expect(ask(pathname)).toEqual(expected);
  });

  it('keeps the query on every redirect, and redirects whatever the method; pages answer GET and HEAD only', () => {
    expect(ask('/free-guide', 'GET', '?utm_source=x')).toEqual({
      status: 301,
      location: '/growth-playbook?utm_source=x',
    });
    expect(ask('/about/', 'GET', '?x=1')).toEqual({ status: 308, location: '/about?x=1' });
    expect(ask('/free-guide', 'POST')).toEqual({ status: 301, location: '/growth-playbook' });
    expect(ask('/about', 'HEAD')).toEqual({ status: 200, file: '/about.html' });
    expect(ask('/about', 'POST')).toEqual({ status: 405 });
  });
});
