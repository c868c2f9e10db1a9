import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * What the host serves (the preview applies the build's dist/_headers and dist/_redirects): real status
 * codes, the security headers, caching, and every page running under the enforced CSP.
 */

test('old addresses answer 301 with the new one, which is the page itself (one hop)', async ({
  page,
  request,
}) => {
  const redirects = [
    ['/free-guide', '/growth-playbook', 'The Growth Playbook'],
    ['/labs/mvp/launchpad-ai', '/labs/launchpad-ai', 'LaunchPad AI'],
    ['/labs/mvp/launchpad-ai/beta-access', '/labs/launchpad-ai/beta-access', 'LaunchPad AI'],
    ['/labs/subscribe', '/labs/early-access', 'Get early access to Labs'],
  ] as const;
  for (const [from, to, heading] of redirects) {
    const first = await request.get(from, { maxRedirects: 0 });
    expect(first.status(), from).toBe(301);
    expect(first.headers().location, from).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
});

test('one address per page: a trailing slash or .html goes to the canonical form; unknown paths are 404', async ({
  request,
}) => {
  for (const [asked, canonical] of [
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/blog/', '/blog'],
  ]) {
    const response = await request.get(asked as string, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(response.headers().location).toBe(canonical);
  }
  const missing = await request.get('/no-such-page', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  // A missing file too (a chunk of an older build): 404, never a page's HTML with 200.
  for (const file of ['/assets/x.js', '/assets/nested/x.css', '/nope.png']) {
    const asset = await request.get(file, { maxRedirects: 0 });
    expect(asset.status(), file).toBe(404);
  }
});

test('every response carries the security headers; hashed assets are cached for a year, pages revalidated', async ({
  request,
}) => {
  const home = await request.get('/');
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

  // The page names its entry script for the boot script to load after the paint.
  const entry = / data-entry="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(entry).toBeTruthy();
  const asset = await request.get(entry as string);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBe(csp);
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
});

test('every prerendered page loads and hydrates under the enforced CSP without a violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
  expect(pages.length).toBeGreaterThan(40);
  for (const path of pages) {
    await gotoHydrated(page, path);
  }
});

test('a path that decodes to another host is never redirected to it', async ({ request }) => {
  // No page has such a path: not found, as on the host (tests/e2e/host-parity.spec.ts).
  for (const asked of ['/%2Fevil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(404);
    expect(response.headers().location, asked).toBeUndefined();
  }
  // One that decodes to a page goes to that page, with one leading slash.
  for (const asked of ['/%2Fabout/', '/%2F%2Fabout/']) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(response.headers().location, asked).toBe('/about');
  }
});

test("an unknown backend path is a 404 with the site's security headers, never the site's HTML", async ({
  request,
}) => {
  for (const path of [
    '/rest/v2/blog_posts',
    '/rest',
    '/functions',
    '/storage/v1/object/sign/site-images/x.png',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('application/json');
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  const malformed = await request.get('/storage/v1/object/public/%');
  expect(malformed.status()).toBe(400);
});

test('the local mailbox answers this machine only, never a request a proxy passed on', async ({
  request,
}) => {
  expect((await request.get('/_mail/messages.json')).status()).toBe(200);
  for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'Via']) {
    const proxied = await request.get('/_mail/messages.json', { headers: { [header]: '198.51.100.9' } });
    expect(proxied.status(), header).toBe(403);
  }
});
