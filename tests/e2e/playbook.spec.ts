import { expect, test } from './fixtures.ts';
import { acceptInsertFailureLogs, failInserts, storedRows as rowsOf } from './leads.ts';

const storedRows = (request: Parameters<typeof rowsOf>[0], email: string) =>
  rowsOf(request, 'playbook_requests', 'full_name,email', email);

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

test('a failing backend shows the failure message and loses no input; the retry stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `playbook-retry-${Date.now()}@example.com`;
  const restore = await failInserts(page, 'playbook_requests');
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

  acceptInsertFailureLogs(consoleErrors);
  await restore();
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  expect(await storedRows(request, email)).toHaveLength(1);
});
