import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { analyticsEvents, dataLayer, expect, test, waitForHydration } from './fixtures.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

// A first visit: nothing chosen yet.
test.use({ analyticsConsent: null });

const DEFAULTS = [
  'consent',
  'default',
  { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
];
const TAG_URL = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST000';

const banner = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' });

async function pageViews(page: Page): Promise<unknown[]> {
  return (await analyticsEvents(page)).filter(([name]) => name === 'page_view').map(([, params]) => params);
}

async function requestPlaybook(page: Page) {
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(`consent-${Date.now()}-${Math.random()}@example.com`);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible();
}

test('before a choice and after Decline nothing reaches Google and dataLayer holds only the defaults', async ({
  page,
  googleRequests,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/growth-playbook');
  await expect(banner(page)).toBeVisible();
  // It never takes focus on load; the keyboard reaches it right after "Skip to content".
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toBeFocused();

  await requestPlaybook(page);
  expect(await dataLayer(page)).toEqual([DEFAULTS]);

  await banner(page).getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  // Analytics starts with the page's scripts, after the paint.
  await waitForHydration(page);
  await expect(banner(page)).toBeHidden();
  expect(await dataLayer(page)).toEqual([DEFAULTS]);
  expect(googleRequests).toEqual([]);
});

test('Accept loads the tag and sends the page view once, then one per navigation and the form event; the footer link reverses it', async ({
  page,
  context,
  googleRequests,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(googleRequests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => googleRequests).toEqual([TAG_URL]);
  expect(await dataLayer(page)).toEqual([
    DEFAULTS,
    ['consent', 'update', { analytics_storage: 'granted' }],
    ['js', expect.anything()],
    ['config', 'G-E2ETEST000', { send_page_view: false }],
    ['event', 'page_view', { page_path: '/' }],
  ]);

  // In-app navigations: exactly one page view each.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ page_path: '/' }, { page_path: '/privacy' }, { page_path: '/terms' }]);

  await page.goto('/growth-playbook');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pageViews(page)).toEqual([{ page_path: '/growth-playbook' }]);
  await requestPlaybook(page);
  expect(await analyticsEvents(page)).toContainEqual(['playbook_downloaded', { source: 'growth_playbook' }]);

  // Google's cookie, as the real tag would have set it; withdrawing consent deletes it.
  await context.addCookies([{ name: '_ga', value: 'GA1.1.1.1', domain: '127.0.0.1', path: '/' }]);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('You have accepted analytics.');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();

  const queued = await dataLayer(page);
  expect(queued.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-E2ETEST000']),
  ).toBe(true);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  expect(await dataLayer(page)).toEqual(queued);

  // The next visit loads nothing from Google at all.
  const before = googleRequests.length;
  await page.reload();
  await waitForHydration(page);
  expect(await dataLayer(page)).toEqual([DEFAULTS]);
  expect(googleRequests).toHaveLength(before);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing with the banner open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('at 390 px the banner covers no field, button or link the keyboard reaches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/growth-playbook');
  await expect(banner(page)).toBeVisible();
  const covered: string[] = [];
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const region = document.querySelector('section[aria-labelledby="consent-banner-title"]');
      if (!element || element === document.body || !region) return null;
      if (region.contains(element)) return { inBanner: true, name: '', overlap: false };
      const a = element.getBoundingClientRect();
      const b = region.getBoundingClientRect();
      const overlap = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
      return {
        inBanner: false,
        name: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
        overlap,
      };
    });
    if (!focused) break; // wrapped around to the browser's UI
    if (focused.overlap) covered.push(focused.name);
  }
  expect(covered).toEqual([]);
});

// The pages whose own largest paint is smallest (the quiz starts with a short question) are the test.
test('the banner shifts no layout and is never the largest paint', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, lcp: [] as string[] };
    (window as unknown as { paintLog: typeof seen }).paintLog = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        seen.lcp.push(entry.element?.closest('[aria-labelledby="consent-banner-title"]') ? 'banner' : 'page');
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const path of ['/', '/growth-check', '/blog/tag/growth', '/privacy']) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await page.waitForTimeout(300);
      const log = await page.evaluate(
        () => (window as unknown as { paintLog: { shift: number; lcp: string[] } }).paintLog,
      );
      expect(log.shift, `layout shift on ${path} at ${width} px`).toBe(0);
      expect(log.lcp, `largest paint on ${path} at ${width} px`).not.toContain('banner');
    }
  }
});
