import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const service = { apikey: 'local-service-role-key' };

async function storedRows(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/rest/v1/playbook_requests?select=full_name,email&email=eq.${encodeURIComponent(email)}`,
    {
      headers: service,
    },
  );
  return (await response.json()) as { full_name: string; email: string }[];
}

test('the playbook form lands one row, even when double-clicked, and hands over the framework', async ({
  page,
  request,
}) => {
  const email = `playbook-${Date.now()}@example.com`;
  await page.goto('/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeFocused();
  expect(await storedRows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);

  await page.getByRole('link', { name: 'Open the playbook now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Growth Experiment Framework');
});

test('a failing backend shows the spec error and loses no input; the retry stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `playbook-retry-${Date.now()}@example.com`;
  await page.route('**/rest/v1/playbook_requests*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"XX000","message":"down","details":null,"hint":null}',
    }),
  );
  await page.goto('/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error downloading the playbook. Please try again.',
  );
  await expect(page.getByLabel('Name')).toHaveValue('Ada Founder');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(await storedRows(request, email)).toEqual([]);

  await page.unroute('**/rest/v1/playbook_requests*');
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  expect(await storedRows(request, email)).toHaveLength(1);
  // The 500 and its log line are this test's point.
  expect(consoleErrors.every((line) => /500|Could not save/.test(line))).toBe(true);
  consoleErrors.length = 0;
});
