import type { Page } from '@playwright/test';
import { analyticsEvents, expect, test } from './fixtures.ts';
import { expectNoAxeViolations, storedRows } from './leads.ts';

const select =
  'stage,challenge,validation_strategy,monetization_strategy,pricing_confidence,retention,needs,email';

/** The whole quiz with the keyboard alone: number keys choose, Enter moves on, Tab reaches the e-mail. */
async function answerWithKeyboard(page: Page, email: string) {
  await page.goto('/growth-check');
  await page.getByRole('radio', { name: 'Just an idea' }).focus();
  for (const key of ['2', 'Enter', '4', 'Enter', '1', 'Enter', '3', 'Enter', '4', 'Enter', '3', 'Enter'])
    await page.keyboard.press(key);
  await expect(page.getByText('Question 7 of 7')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Where would help make the biggest difference?' }),
  ).toBeFocused();
  await page.keyboard.press('2');
  await expect(page.getByRole('checkbox', { name: 'A growth strategy' })).toBeChecked();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email (optional)')).toBeFocused();
  await page.keyboard.type(email);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
}

test('the quiz done with the keyboard lands one row and shows the offline analysis and the right next step', async ({
  page,
  request,
}) => {
  const email = `diagnostic-${Date.now()}@example.com`;
  await answerWithKeyboard(page, email);
  await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeFocused();
  await expect(page.getByText('Offline analysis')).toBeVisible();
  await expect(page.getByRole('region', { name: "Let's Talk Strategy" }).getByRole('link')).toHaveAttribute(
    'href',
    '/book-call',
  );
  await expect(page.getByText(`We've sent a detailed analysis to your email at ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await storedRows(request, 'growth_diagnostics', select, email)).toEqual([
    {
      stage: 'pre-seed',
      challenge: 'other',
      validation_strategy: 'not-validating',
      monetization_strategy: 'transactional',
      pricing_confidence: 4,
      retention: '40-70',
      needs: ['growth-strategy'],
      email,
    },
  ]);
  expect(await analyticsEvents(page)).toContainEqual([
    'growth_diagnostic_completed',
    { stage: 'pre-seed', challenge: 'other' },
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeVisible();
  expect(await storedRows(request, 'growth_diagnostics', 'stage', email)).toHaveLength(1);
});

test('when the analysis fails, the red box shows, the answers stay and the row is already saved', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `diagnostic-fail-${Date.now()}@example.com`;
  await page.route('**/functions/v1/growth-analysis', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await answerWithKeyboard(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error processing your responses. Please try again.',
  );
  await expect(page.getByText('Question 7 of 7')).toBeVisible();
  await expect(page.getByLabel('Email (optional)')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Get Results' })).toBeEnabled();
  await expectNoAxeViolations(page);
  expect(await storedRows(request, 'growth_diagnostics', 'stage', email)).toEqual([{ stage: 'pre-seed' }]);
  expect(consoleErrors.filter((line) => !/502|Failed to generate growth analysis/.test(line))).toEqual([]);
  consoleErrors.length = 0;

  await page.unroute('**/functions/v1/growth-analysis');
  await page.getByRole('button', { name: 'Get Results' }).click();
  await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeVisible();
  expect(await storedRows(request, 'growth_diagnostics', 'stage', email)).toHaveLength(1);
});
