import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { expectNoAxeViolations, signUp, storedRows } from './leads.ts';
import { newsletterMessages } from '../../src/features/newsletter/messages.ts';

const drafts = ['community-led-growth-draft', 'ai-features-in-your-mvp-draft'];

test('list → topic → search → article → related article → tag page', async ({ page }) => {
  // The search answers in place once React has the page.
  await gotoHydrated(page, '/blog');
  await expectNoAxeViolations(page);
  const featured = page.getByRole('region', { name: 'Featured Article' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
    'How to Validate Your Startup Idea in Two Weeks',
  );
  // Topics are links to the tag pages (they work before the scripts, too).
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Retention' }).click();
  await expect(page).toHaveURL('/blog/tag/retention');
  await page.getByPlaceholder('Search articles...').fill('leaky bucket');
  await expect(page).toHaveURL('/blog/tag/retention?q=leaky+bucket');
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
    'Fix Retention Before You Buy More Users',
  );
  await expect(page.getByRole('region', { name: 'All Articles' })).toHaveCount(0);
  await featured.getByRole('link', { name: 'Fix Retention Before You Buy More Users' }).click();

  await expect(page).toHaveURL('/blog/retention-before-acquisition');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fix Retention Before You Buy More Users');
  await expectNoAxeViolations(page);
  const related = page.getByRole('region', { name: 'Related Articles' });
  const firstRelated = related.getByRole('heading', { level: 3 }).first();
  const relatedTitle = await firstRelated.textContent();
  await related
    .getByRole('link', { name: /Read Article/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle ?? '');

  await page.getByRole('main').getByRole('link', { name: 'Growth', exact: true }).first().click();
  await expect(page).toHaveURL('/blog/tag/growth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth Articles');
  await expectNoAxeViolations(page);
});

test('an article’s raw HTML carries its head tags, structured data and text', async ({ request }) => {
  const response = await request.get('/blog/pricing-your-first-product');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<title>[^<]*\| Foundercraft<\/title>/);
  expect(head).toContain(
    '<link rel="canonical" href="http://localhost:5173/blog/pricing-your-first-product"/>',
  );
  expect(head).toContain('<meta property="og:type" content="article"/>');
  expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
  // Shared, it shows its own card (tests/e2e/social-cards.spec.ts); search engines get the cover.
  expect(head).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:5173\/og\/blog-pricing-your-first-product-[0-9a-f]{8}\.png"\/>/,
  );
  expect(html).toMatch(
    /"@type":"Article"[^<]*"image":"http:\/\/localhost:5173\/images\/blog\/pricing\.webp"/,
  );
  expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
  expect(html).toContain('Want More Insights Like This?');
});

test('drafts appear nowhere: list, tag pages, RSS, sitemap or their own address', async ({
  page,
  request,
  consoleErrors,
}) => {
  const list = await (await request.get('/blog')).text();
  const rss = await (await request.get('/rss.xml')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of drafts) {
    expect(list).not.toContain(slug);
    expect(rss).not.toContain(slug);
    expect(sitemap).not.toContain(slug);
  }
  expect(rss.match(/<item>/g)).toHaveLength(8);
  expect(sitemap).toContain('<loc>http://localhost:5173/blog/tag/growth</loc><lastmod>');
  // A tag only drafts use has no page, and its address is the 404 screen.
  expect(sitemap).not.toContain('/blog/tag/ai<');
  expect((await request.get('/robots.txt')).ok()).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: http://localhost:5173/sitemap.xml',
  );

  await page.goto('/blog/tag/ai');
  await page.getByRole('link', { name: 'Read the blog' }).waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto(`/blog/${drafts[0]}`);
  await expect(page).toHaveURL('/blog');
  // Both addresses are not prerendered: their document is 404.html (the browser logs its status).
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.length = 0;
});

test('the article newsletter stores the address with source blog-article', async ({ page, request }) => {
  const email = `reader-${Date.now()}@example.com`;
  await gotoHydrated(page, '/blog/the-no-code-mvp-stack');
  const block = page.getByRole('region', { name: 'Want More Insights Like This?' });
  await signUp(block, email);
  await expect(block.getByText(newsletterMessages.subscribed)).toBeVisible();
  expect(await storedRows(request, 'newsletter_subscribers', 'source,status', email)).toEqual([
    { source: 'blog-article', status: 'pending' },
  ]);
});

test('a tag no published post carries is the 404 screen, answered with status 404', async ({
  page,
  request,
  consoleErrors,
}) => {
  const raw = await request.get('/blog/tag/underwater-basket-weaving');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).not.toContain('Underwater Basket Weaving');
  expect((await request.get('/blog/tag/no-code')).status()).toBe(200);

  const response = await page.goto('/blog/tag/underwater-basket-weaving');
  expect(response?.status()).toBe(404);
  // The browser renders the tag route afresh; with the posts read, it is still the not-found screen.
  await page.getByRole('link', { name: 'Read the blog' }).waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Underwater Basket Weaving', { exact: false })).toHaveCount(0);
  await expect(page.getByText('No articles found')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.length = 0;
});

test('a tag page with one article says so in the singular', async ({ page }) => {
  await page.goto('/blog/tag/no-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No-Code Articles');
  await expect(page.getByText('1 article shown')).toHaveCount(1);
});

test('a shared search address shows that search, and Back leaves it', async ({ page }) => {
  await gotoHydrated(page, '/blog?q=LEAKY%20BUCKET');
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('LEAKY BUCKET');
  const featured = page.getByRole('region', { name: 'Featured Article' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
    'Fix Retention Before You Buy More Users',
  );
  await expect(page.getByText('1 article shown')).toHaveCount(1);
  await page.getByPlaceholder('Search articles...').fill('no such words anywhere');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
    'How to Validate Your Startup Idea in Two Weeks',
  );
});

type Card = { id: string; slug: string; title: string } & Record<string, unknown>;
const pagingNote = (n: number) => ({ slug: `e2e-paging-${n}`, title: `Paging note ${n}` });

/** A read of the visitor's API function `name` (GET /rest/v1/rpc/<name>). */
const apiRead = (name: string) => (url: URL) => url.pathname === `/rest/v1/rpc/${name}`;

/**
 * A list of 25 posts, served in place of the database's answers (the shared database stays as seeded): the
 * version read differs from the build's, so the list reads again; blog_posts answers pages of the 25 notes
 * (cards copied from the first real one); an article read for a note answers a real post under the note's title.
 */
async function serveTwentyFivePosts(page: Page) {
  const notes = (template: Card) =>
    Array.from({ length: 25 }, (_, i) => ({ ...template, id: `e2e-paging-${i + 1}`, ...pagingNote(i + 1) }));
  await page.route(apiRead('content_version'), (route) => route.fulfill({ json: 'e2e-paging' }));
  await page.route(apiRead('blog_posts'), async (route) => {
    const url = new URL(route.request().url());
    const asked = new URLSearchParams(url.searchParams);
    url.searchParams.set('page_offset', '0');
    const response = await route.fetch({ url: url.href });
    const all = notes(((await response.json()) as { posts: Card[] }).posts[0]!);
    const offset = Number(asked.get('page_offset'));
    const limit = Number(asked.get('page_size'));
    await route.fulfill({
      response,
      json: {
        total: all.length,
        has_more: offset + limit < all.length,
        posts: all.slice(offset, offset + limit),
      },
    });
  });
  await page.route(apiRead('blog_post'), async (route) => {
    const url = new URL(route.request().url());
    const n = /^e2e-paging-(\d+)$/.exec(url.searchParams.get('post_slug') ?? '')?.[1];
    if (!n) return route.fallback();
    url.searchParams.set('post_slug', 'validate-your-startup-idea-in-two-weeks');
    const response = await route.fetch({ url: url.href });
    const post = (await response.json()) as Card;
    await route.fulfill({ response, json: { ...post, ...pagingNote(Number(n)) } });
  });
}

test('"Load more" appends the next page, and coming back from an article keeps the visitor\'s place', async ({
  page,
}) => {
  await serveTwentyFivePosts(page);
  // Before React, "Load more" is a link to /blog/page/2.
  await gotoHydrated(page, '/blog');
  const grid = page.getByRole('region', { name: 'All Articles' });
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(12);
  const more = page.getByRole('link', { name: 'Load more' });
  await expect(more).toHaveAttribute('href', '/blog/page/2');
  await more.click();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(24);
  await expect(page).toHaveURL('/blog');
  await expect(page.getByText('25 articles shown')).toHaveCount(1);
  await expect(more).toHaveCount(0);

  const far = grid.getByRole('link', { name: 'Paging note 23' });
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await far.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paging note 23');
  await page.goBack();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(24);
  // The same place: the card the visitor opened is where it was on the screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
  await expect(far).toBeInViewport();
});
