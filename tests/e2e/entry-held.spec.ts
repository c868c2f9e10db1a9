import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { leadForms, storedRows } from './leads.ts';
import { navMenu } from './nav-menus.ts';

/**
 * The Chromium twin of the engines suite's first seconds (tests/engines/first-seconds.test.ts): only the
 * entry script is held, so React stays off the page while every other file comes as usual. What the visitor
 * taps must happen, once, and nothing is sent again or reloaded when the entry arrives.
 */

/** Holds the entry script every page names on `#root` (data-entry) until the returned function is called. */
async function holdEntry(page: Page, request: APIRequestContext): Promise<() => Promise<void>> {
  const entry = /data-entry="([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  if (!entry) throw new Error('The home page names no entry script.');
  const held: Route[] = [];
  let released = false;
  await page.route(`**${entry}`, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Lets the entry in, waits for React, and long enough after for anything it would send or reload. */
async function letTheScriptsIn(page: Page, release: () => Promise<void>): Promise<void> {
  await page.evaluate(() => Object.assign(window, { firstDocument: true }));
  await release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as { firstDocument?: boolean }).firstDocument), 'no reload').toBe(
    true,
  );
}

for (const [name, form] of Object.entries(leadForms)) {
  for (const by of ['Enter', 'its button'] as const) {
    test(`${name}, sent by ${by} before the scripts: its thank-you page, one lead with its page, nothing more once React comes`, async ({
      page,
      request,
    }) => {
      const email = `entry-held-${by === 'Enter' ? 'enter' : 'button'}-${Date.now()}@example.com`;
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().includes('/functions/v1/leads')) posts.push(sent.url());
      });
      await page.setViewportSize(by === 'Enter' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      const release = await holdEntry(page, request);
      // A campaign's link: the lead carries it, as a scripted send does.
      await page.goto(`${form.path}?utm_source=newsletter&utm_campaign=first-seconds`, {
        waitUntil: 'domcontentloaded',
      });
      await form.open?.(page);
      await form.fill(page, email);
      if (by === 'Enter') await page.getByRole('textbox', { name: /email/i }).first().press('Enter');
      else await form.submit(page).click();

      await expect(page).toHaveURL(/\/thank-you\/[\w-]+$/);
      await expect(form.success(page)).toBeVisible();
      const stored = () => storedRows(request, form.table, `${form.select},page,utm`, email);
      const row = {
        ...form.row(email),
        page: form.path,
        utm: { utm_source: 'newsletter', utm_campaign: 'first-seconds' },
      };
      expect(await stored()).toEqual([row]);
      await letTheScriptsIn(page, release);
      await expect(page).toHaveURL(/\/thank-you\/[\w-]+$/);
      expect(posts).toHaveLength(1);
      expect(await stored()).toEqual([row]);
    });
  }
}

test('a link tapped before the scripts lands where it points, and stays there once React comes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdEntry(page, request);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Foundercraft');
  await letTheScriptsIn(page, release);
  await expect(page).toHaveURL('/about');
});

test('the menu opens at a tap before the scripts, and stays open once React comes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdEntry(page, request);
  await page.goto('/strategy', { waitUntil: 'domcontentloaded' });
  const menu = navMenu(page, 'Menu');
  await menu.toggle.click();
  await expect(menu.panel).toBeVisible();
  await letTheScriptsIn(page, release);
  await expect(menu.panel).toBeVisible();
});

test('a quiz answer tapped before the scripts counts once', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdEntry(page, request);
  await page.goto('/growth-check', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Pre-seed: building or just launched' }).click();
  await letTheScriptsIn(page, release);
  await expect(page.getByText('Question 2 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pre-seed: building or just launched' })).toBeChecked();
});
