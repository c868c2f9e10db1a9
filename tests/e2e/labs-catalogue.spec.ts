import type { Page } from '@playwright/test';
import { expect, gotoHydrated, holdScripts, test, waitForHydration } from './fixtures.ts';

/**
 * The MVP catalogue's filters before the scripts and without them (issue 26): the status filter is CSS over
 * the prerendered cards, so it answers at once on a first visit and with scripts off; what a visitor
 * chose or typed before React took the page over is still applied once it has.
 */

const statuses = ['Live', 'Beta', 'Testing', 'Retired'] as const;

const cardTitles = (page: Page) => page.getByRole('heading', { level: 3 });

/** The catalogue's cards, as the visitor sees them now: title and status badge, in order. */
async function visibleCards(page: Page): Promise<{ title: string; status: string }[]> {
  return page.locator('li[data-mvp-status]:visible').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3')?.textContent ?? '',
      status: /Status: ([A-Z][a-z]+)/.exec(card.textContent ?? '')?.[1] ?? '',
    })),
  );
}

/** Each status, chosen in turn, shows exactly the cards with its badge; "All Status" brings all back. */
async function expectEachStatusFilters(page: Page): Promise<void> {
  const all = await visibleCards(page);
  for (const status of statuses) {
    const expected = all.filter((card) => card.status === status).map((card) => card.title);
    expect(expected.length, `the catalogue has ${status} MVPs to filter`).toBeGreaterThan(0);
    await page.getByLabel('Filter by status').selectOption({ label: status });
    await expect(cardTitles(page)).toHaveText(expected);
  }
  await page.getByLabel('Filter by status').selectOption({ label: 'All Status' });
  await expect(cardTitles(page)).toHaveText(all.map((card) => card.title));
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the status filter shows only the chosen status; the search box, which needs scripts, is not offered', async ({
    page,
  }) => {
    await page.goto('/labs/mvps');
    await expect(page.getByLabel('Search MVPs')).toBeHidden();
    await expect(page.getByLabel('Filter by status')).toBeVisible();
    await expectEachStatusFilters(page);
    // Choosing sent nothing: the same page, no query string.
    expect(new URL(page.url()).search).toBe('');
  });
});

test('with React, each status shows the same cards as without scripts', async ({ page }) => {
  await gotoHydrated(page, '/labs/mvps');
  await expect(page.getByLabel('Search MVPs')).toBeVisible();
  await expectEachStatusFilters(page);
});

test('a status chosen and a search typed before React are applied at once and stay applied, without a frame of all cards', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/labs/mvps', { waitUntil: 'domcontentloaded' });
  await expect(cardTitles(page)).toHaveCount(7);

  await page.getByLabel('Filter by status').selectOption({ label: 'Beta' });
  // The CSS answers before any script has run.
  await expect(cardTitles(page)).toHaveText(['Churn Signal', 'LaunchPad AI']);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.getByLabel('Search MVPs').fill('churn');
  await page.getByLabel('Search MVPs').press('Enter');

  // From here until a few frames after React has the page: every frame, the cards of another status shown.
  await page.evaluate(() => {
    const seen: number[] = [];
    let framesSinceHydrated = 0;
    const count = () => {
      seen.push(
        [...document.querySelectorAll<HTMLElement>('li[data-mvp-status]')].filter(
          (card) => card.dataset.mvpStatus !== 'beta' && card.checkVisibility(),
        ).length,
      );
      if (document.documentElement.hasAttribute('data-hydrated')) framesSinceHydrated += 1;
      if (framesSinceHydrated < 30) requestAnimationFrame(count);
      else Object.assign(window, { otherStatusesSeen: seen });
    };
    requestAnimationFrame(count);
  });
  await release();
  await waitForHydration(page);

  await expect(cardTitles(page)).toHaveText(['Churn Signal']);
  await expect(page.getByLabel('Filter by status')).toHaveValue('beta');
  await expect(page.getByLabel('Search MVPs')).toHaveValue('churn');
  await expect(page.getByText(/^1 of \d+ MVPs shown$/)).toBeAttached();
  // Enter sent nothing anywhere: the same address, and no card of another status was ever shown again.
  expect(new URL(page.url()).search).toBe('');
  const seen = await page.waitForFunction(
    () => (window as unknown as { otherStatusesSeen?: number[] }).otherStatusesSeen,
  );
  expect(Math.max(...((await seen.jsonValue()) as number[]))).toBe(0);

  // React holds the status too, not only the page: with the search cleared, it counts the beta cards alone.
  await page.getByLabel('Search MVPs').fill('');
  await expect(cardTitles(page)).toHaveText(['Churn Signal', 'LaunchPad AI']);
  await expect(page.getByText(/^2 of \d+ MVPs shown$/)).toBeAttached();
  await page.getByLabel('Filter by status').selectOption({ label: 'All Status' });
  await expect(cardTitles(page)).toHaveCount(7);
});
