import { readdir, readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { notFoundConsoleError, notFoundPath } from './every-page.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { navMenu } from './nav-menus.ts';

/** What a crawler sees: the served HTML, no JavaScript run. */
async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

const pages = [
  { path: '/', title: /^Foundercraft: startup strategy/, heading: 'Stop guessing.' },
  { path: '/about', title: /^About \| Foundercraft$/, heading: 'About Foundercraft' },
  { path: '/solutions', title: /^Solutions \| Foundercraft$/, heading: 'Help for every stage' },
  {
    path: '/strategy',
    title: /^Strategy &amp; Roadmap \| Foundercraft$/,
    heading: 'Know exactly what to build next',
  },
  { path: '/mvp', title: /^MVP Validation \| Foundercraft$/, heading: 'Validate demand before you build' },
  { path: '/growth', title: /^Revenue Growth \| Foundercraft$/, heading: 'Turn users into revenue' },
  { path: '/policies', title: /^Consulting Policies \| Foundercraft$/, heading: 'January 15, 2025' },
  { path: '/privacy', title: /^Privacy Policy \| Foundercraft$/, heading: 'What we collect' },
  { path: '/terms', title: /^Terms of Service \| Foundercraft$/, heading: 'Governing law and disputes' },
  {
    path: '/case-studies',
    title: /^Case Studies \| Foundercraft$/,
    heading: 'Results founders can take to the bank',
  },
  {
    path: '/case-studies/funding-readiness',
    title: /^A \$2M seed round closed in six weeks \| Foundercraft$/,
    heading: 'The results',
    ogType: 'article',
  },
];

for (const page of pages) {
  test(`${page.path} carries its head tags and content in the served HTML`, async ({ request }) => {
    const { status, html } = await rawHtml(request, page.path);
    expect(status).toBe(200);
    const headHtml = head(html);
    expect(headHtml).toMatch(new RegExp(`<title>${page.title.source.replace(/^\^|\$$/g, '')}`));
    expect(headHtml).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(headHtml).toContain(
      `<link rel="canonical" href="http://localhost:5173${page.path === '/' ? '/' : page.path}"`,
    );
    const ogType = 'ogType' in page ? page.ogType : 'website';
    for (const property of [
      `og:type" content="${ogType}`,
      'og:title',
      'og:description',
      'og:url',
      'og:image',
    ]) {
      expect(headHtml).toContain(`<meta property="${property}`);
    }
    expect(headHtml).toContain('<meta name="twitter:card" content="summary_large_image"');
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain(page.heading);
    expect(body).not.toContain('<title>');
  });
}

test('no built page repeats an id (a label, a link or aria-labelledby would point at the wrong one)', async ({
  page,
}) => {
  const dist = new URL('../../dist/', import.meta.url);
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(files).toContain('book-call.html');
  const repeated: Record<string, string[]> = {};
  for (const file of files) {
    const html = await readFile(new URL(file, dist), 'utf8');
    // The browser's own parser: what assistive technology and getElementById see.
    const ids = await page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, 'text/html');
      return [...doc.querySelectorAll('[id]')].map((element) => element.id);
    }, html);
    const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (twice.length) repeated[file] = twice;
  }
  expect(repeated).toEqual({});
});

test('the tab icon is written into the page; the home-screen icon crawlers read is served', async ({
  request,
}) => {
  const headHtml = head((await rawHtml(request, '/')).html);
  // No request for the tab icon around the first paint: it is the SVG itself.
  const tabIcon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(headHtml)?.[1];
  expect(decodeURIComponent(tabIcon ?? '')).toMatch(/^<svg [^>]*viewBox="0 0 32 32".*<\/svg>$/);
  // Google Search reads the home page's icon link from a URL; browsers fetch it only for a home screen.
  expect(headHtml).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
  const touchIcon = await request.get('/apple-touch-icon.png');
  expect(touchIcon.status()).toBe(200);
  expect(touchIcon.headers()['content-type']).toBe('image/png');
});

test('an unknown path is answered 404 with the branded page, which hydrates cleanly', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { status, html } = await rawHtml(request, notFoundPath);
  expect(status).toBe(404);
  expect(html).toContain('Page not found');
  expect(head(html)).toContain('<meta name="robots" content="noindex"');

  const response = await page.goto(notFoundPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Read the blog' }).waitFor();
  await expect(page.getByRole('link', { name: 'Book a free call' })).toHaveAttribute('href', '/book-call');
  // Chromium logs the document's own 404 status; that one is the point of this test.
  expect(consoleErrors).toEqual([notFoundConsoleError]);
  consoleErrors.length = 0;
});

test('pages load with no console errors and hydrate without re-rendering', async ({ page }) => {
  for (const path of pages.map((entry) => entry.path)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Interactive after hydration: the dropdown closes on Escape (a script's work; opening is the browser's).
    const solutions = navMenu(page, 'Solutions');
    await waitForHydration(page);
    await solutions.toggle.click();
    await expect(solutions.details).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(solutions.details).toHaveJSProperty('open', false);
  }
});

test('data pages hydrate onto the prerendered HTML instead of replacing it, and read only their version when unchanged', async ({
  page,
}) => {
  // Before any script runs, remember the server-rendered heading the visitor sees (/book-call holds every
  // pitch, one shown); hydration must keep that very node.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { serverHeading?: Element | null }).serverHeading = [
          ...document.querySelectorAll('h1'),
        ].find((heading) => heading.getClientRects().length > 0);
    });
  });
  for (const path of [
    '/blog',
    '/blog/retention-before-acquisition',
    '/blog/tag/pricing',
    '/labs/mvps',
    '/labs/launchpad-ai',
    '/book-call?source=strategy',
    '/growth-check',
  ]) {
    const reads: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/rest/v1/')) {
        const url = new URL(request.url());
        reads.push(url.pathname.replace('/rest/v1/', '') + url.search);
      }
    };
    const readsContent = path.startsWith('/blog') || path.startsWith('/labs');
    page.on('request', onRequest);
    // The scripts load after the first paint: on a busy machine the network can be idle before they ask.
    const versionRead =
      readsContent &&
      page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/content_version'));
    await page.goto(path);
    await waitForHydration(page);
    await versionRead;
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // Nothing changed since the build: the one read is the content version's (a constant-size string),
    // never the rows.
    if (readsContent) expect(reads, `${path} read only its version`).toEqual(['rpc/content_version']);
    const kept = await page.evaluate(() => {
      const heading = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(heading?.isConnected) && heading === document.querySelector('h1');
    });
    expect(kept, `${path} kept its server-rendered <h1>`).toBe(true);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Growth Diagnostic');
});
