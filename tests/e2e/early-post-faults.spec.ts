import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdScripts, test, waitForHydration } from './fixtures.ts';
import { acceptNetworkFailureLogs, hangLeads, loseLeadAnswers, refuseLeads } from './faults.ts';
import { storedRows } from './leads.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

/**
 * A form sent before the scripts arrive is posted by the browser itself (ADR 0024), and the boot script keeps
 * a copy (src/app/boot/early-forms.ts): whatever becomes of the post, the lead reaches the studio once, with
 * no second click. The site's scripts are held until the post has gone, as on a slow phone a visitor who
 * types at the first paint sends before them. The playbook form stands for every lead form.
 */
const rows = (request: APIRequestContext, email: string) =>
  storedRows(request, 'playbook_requests', 'full_name,email', email);

const success = (page: Page) => page.getByRole('heading', { name: playbookMessages.success });

/** Opens the playbook page with the scripts held, fills the form and sends it: the browser posts it. */
async function sendBeforeTheScripts(page: Page, email: string, name = 'Ada Founder') {
  const release = await holdScripts(page);
  await page.goto('/growth-playbook', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click({ noWaitAfter: true });
  return release;
}

/** The browser shows its own page for a post that got no answer (Chromium's error page). */
const browserErrorPage = (page: Page) => expect(page).toHaveURL(/^chrome-error:/);

/** Whether this browser still keeps a lead to send (src/lib/lead-delivery/kept-leads.ts). */
const keptLeads = (page: Page) => page.evaluate(() => localStorage.getItem('leads:pending'));

test.use({ viewport: { width: 390, height: 800 } });

test("the backend refused the post: the browser's error page; Back shows the form sending what was typed, stored once", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `early-refused-${Date.now()}@example.com`;
  const restore = await refuseLeads(page);
  const release = await sendBeforeTheScripts(page, email);
  await browserErrorPage(page);
  await restore();
  await release();
  await page.goBack();
  await expect(success(page)).toBeVisible({ timeout: 30_000 });
  expect(await rows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
  expect(await keptLeads(page)).toBeNull();
  acceptNetworkFailureLogs(consoleErrors);
});

test('the post hangs: once the scripts arrive its kept copy goes, and the visitor reaches the thank-you page; stored once', async ({
  page,
  request,
}) => {
  const email = `early-hung-${Date.now()}@example.com`;
  await hangLeads(page, 1);
  const release = await sendBeforeTheScripts(page, email);
  await release();
  // Not waitForURL: it follows the hung post, which the page stops.
  await expect(page).toHaveURL(/\/thank-you\/playbook$/, { timeout: 30_000 });
  await expect(success(page)).toBeVisible();
  expect(await rows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
  await waitForHydration(page);
  expect(await keptLeads(page)).toBeNull();
});

test('the answer to the post is lost: the next page the visitor opens sends the kept copy, stored once, and the form starts empty', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `early-lost-${Date.now()}@example.com`;
  await loseLeadAnswers(page, 1);
  const release = await sendBeforeTheScripts(page, email);
  await browserErrorPage(page);
  await release();
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => keptLeads(page), { timeout: 20_000 }).toBeNull();
  expect(await rows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
  await page.goto('/growth-playbook');
  await waitForHydration(page);
  await expect(page.getByLabel('Email')).toHaveValue('');
  acceptNetworkFailureLogs(consoleErrors);
});

test('a post the form would have refused: the page says what to check, and Back brings back what was typed', async ({
  page,
  request,
}) => {
  const email = `early-invalid-${Date.now()}@example.com`;
  const release = await sendBeforeTheScripts(page, email, '');
  // Not the load event: the page's held scripts may keep it from firing.
  await page.waitForURL('**/not-sent/playbook?fields=*', { waitUntil: 'commit' });
  await release();
  await expect(page.getByText('Please check: Name.')).toBeVisible();
  await page.goBack();
  await waitForHydration(page);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(await keptLeads(page)).toBeNull();
  expect(await rows(request, email)).toEqual([]);
});
