import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const service = { apikey: 'local-service-role-key', Authorization: 'Bearer local-service-role-key' };
const DRAFT = { slug: 'community-led-growth-draft', title: 'Community-Led Growth for B2B Startups' };

/** The preview address the owner copies from the console's preview_links table. */
async function previewAddress(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/rest/v1/preview_links?select=address&post_slug=eq.${slug}`, {
    headers: service,
  });
  const [link] = (await response.json()) as { address: string }[];
  if (!link) throw new Error(`No preview link for ${slug}`);
  return link.address;
}

/** The document itself is answered by 404.html (a preview is never prerendered): its 404 may be logged. */
function expectOnlyTheDocument404(consoleErrors: string[]) {
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.length = 0;
}

test('a draft shows with its preview link, marked Preview, never indexed or cached', async ({
  page,
  request,
  consoleErrors,
}) => {
  const address = await previewAddress(request, DRAFT.slug);
  const response = await page.goto(address);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByText('Preview: not public.')).toBeVisible();
  expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  // The draft is still nowhere else.
  const article = await request.get(`/blog/${DRAFT.slug}`);
  expect(article.status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(DRAFT.slug);
  expect(await (await request.get('/rss.xml')).text()).not.toContain(DRAFT.slug);
  expectOnlyTheDocument404(consoleErrors);
});

test('without the token, or with a wrong one, the preview address is not found (revoking: supabase/tests)', async ({
  page,
  request,
  consoleErrors,
}) => {
  const address = await previewAddress(request, DRAFT.slug);
  const [path] = address.split('#') as [string];
  for (const tried of [path, `${path}#${'0'.repeat(64)}`]) {
    await page.goto('about:blank'); // a fresh load each time, not a change of fragment
    const response = await page.goto(tried);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
  }

  expectOnlyTheDocument404(consoleErrors);
});
