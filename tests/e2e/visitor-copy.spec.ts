import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { questionMessages } from '../../src/features/booking/messages.ts';

/** Every page the sitemap lists, as a crawler reads it. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** The words of a page: its markup without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the copy of every page: "email" throughout, the right article, back links that point back', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const slips: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const text = visibleText(html);
    if (/e-mail/i.test(text)) slips.push(`${path}: "e-mail"`);
    if (/\ba MVP\b/.test(text)) slips.push(`${path}: "a MVP"`);
    if (/\b1 articles\b/.test(text)) slips.push(`${path}: "1 articles"`);
    for (const [link] of html.matchAll(/<a\b[^>]*>(?:(?!<\/a>).)*<\/a>/gs)) {
      const words = visibleText(link).trim();
      if (/^(Back to|All MVPs)/.test(words) && words.endsWith('→')) slips.push(`${path}: "${words}"`);
    }
  }
  expect(slips).toEqual([]);
});

test('the booking page’s focus areas read "Book an MVP Validation Call"', async ({ page }) => {
  await gotoHydrated(page, '/book-call');
  const grid = page.getByRole('region', { name: 'Choose Your Focus Area' });
  // In the order of the services (src/content/services.ts), as the menus list them.
  await expect(grid.getByRole('link')).toHaveText([
    'Book a Strategy & Roadmap Call',
    'Book an MVP Validation Call',
    'Book a Monetization Call',
  ]);
});

test('after a quick question, one way back to the calendar', async ({ page }) => {
  await gotoHydrated(page, '/book-call');
  await page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }).click();
  await page.getByLabel('Your email').fill(`question-${Date.now()}@example.com`);
  await page.getByLabel('Your question').fill('Do you work with hardware startups?');
  await page.getByRole('button', { name: 'Send Question' }).click();
  await expect(page.getByRole('heading', { name: questionMessages.thanks })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Back to the Calendar' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Back to the Calendar' }).click();
  await expect(
    page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }),
  ).toBeFocused();
});
