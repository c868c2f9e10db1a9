import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { deliveryMessages } from '../../src/components/form/delivery-messages.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import {
  acceptNetworkFailureLogs,
  deployNewBuild,
  hangLeads,
  loseLeadAnswers,
  refuseLeads,
  visitorAddress,
} from './faults.ts';
import { LEADS_FUNCTION, signUp, storedRows } from './leads.ts';
import { newsletterMessages } from '../../src/features/newsletter/messages.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

/**
 * The browser keeps every lead until the studio has it (docs/product/forms.md, "Nothing typed is lost"),
 * whatever the backend does meanwhile. The playbook form stands for every lead form: they share the
 * delivery (src/lib/lead-delivery/) and the form kit.
 */
const rows = (request: APIRequestContext, email: string) =>
  storedRows(request, 'playbook_requests', 'full_name,email', email);

const submit = (page: Page) => page.getByRole('button', { name: 'Download the Free Playbook' }).click();
const success = (page: Page) => page.getByRole('heading', { name: playbookMessages.success });
const retrying = (page: Page) => page.getByRole('status').filter({ hasText: deliveryMessages.retrying });

/**
 * Opens the playbook form and fills it once React has it (these tests are about how React's sending copes
 * with faults), with an address of the test's own (`label`), which it returns.
 */
async function openFilledForm(page: Page, label: string) {
  const email = `${label}-${Date.now()}@example.com`;
  await gotoHydrated(page, '/growth-playbook');
  await fill(page, email);
  return email;
}

async function fill(page: Page, email: string) {
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
}

/** The visitor sees the form's success, and the studio has the lead once, as typed. */
async function expectStoredOnce(page: Page, request: APIRequestContext, email: string) {
  await expect(success(page)).toBeVisible({ timeout: 30_000 });
  expect(await rows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
}

/**
 * The visitor sends the form while the backend refuses the whole browser's requests, reads that it is still
 * trying, and closes the tab. Returns the address, the backend's recovery and the visitor's next tab.
 */
async function sendAndCloseTheTab(
  page: Page,
  context: BrowserContext,
  consoleErrors: string[],
  label: string,
) {
  const email = await openFilledForm(page, label);
  const restore = await refuseLeads(context);
  await submit(page);
  await expect(retrying(page)).toBeVisible();
  acceptNetworkFailureLogs(consoleErrors);
  await page.close();
  await visitorAddress(context);
  return { email, restore, later: await context.newPage() };
}

test.use({ viewport: { width: 390, height: 800 } });

test('the backend down for 5 seconds, then back, while the visitor waits: stored once, with no second click', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await openFilledForm(page, 'down-5s');
  const restore = await refuseLeads(page);
  await submit(page);
  await expect(retrying(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  await page.waitForTimeout(5000); // the outage, not a threshold
  await restore();
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test("a gateway's 504 page and a 429 with Retry-After are waited out: stored once", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await openFilledForm(page, 'gateway');
  const answers = [
    { status: 504, contentType: 'text/html', body: '<html><h1>504 Gateway Time-out</h1></html>' },
    { status: 429, headers: { 'Retry-After': '2' }, contentType: 'text/plain', body: 'Slow down' },
  ];
  await page.route(LEADS_FUNCTION, (route) => {
    const answer = answers.shift();
    return answer ? route.fulfill(answer) : route.fallback();
  });
  await submit(page);
  await expectStoredOnce(page, request, email);
  expect(answers).toEqual([]);
  acceptNetworkFailureLogs(consoleErrors);
});

test('a phone offline at the moment of sending: the lead goes when the connection returns, with no click, once', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const email = await openFilledForm(page, 'offline');
  await context.setOffline(true);
  await submit(page);
  await expect(retrying(page)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await context.setOffline(false);
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test('a newsletter sign-up while the backend is down, then back: the visitor is told, and it is stored once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `newsletter-down-${Date.now()}@example.com`;
  await gotoHydrated(page, '/blog');
  const restore = await refuseLeads(page);
  await signUp(page, email);
  await expect(retrying(page)).toBeVisible();
  await expect(page.getByRole('button', { name: newsletterMessages.submitting })).toBeDisabled();
  await restore();
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible({ timeout: 30_000 });
  expect(await storedRows(request, 'newsletter_subscribers', 'source', email)).toEqual([{ source: 'blog' }]);
  acceptNetworkFailureLogs(consoleErrors);
});

test('the tab closed after a failure: the next visit sends the lead once, from any page, and the draft goes', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const { email, restore, later } = await sendAndCloseTheTab(page, context, consoleErrors, 'closed-tab');
  await restore();

  // Later, the visitor comes back to another page of the site.
  await later.goto('/about');
  await expect.poll(() => rows(request, email), { timeout: 30_000 }).toHaveLength(1);
  await expect
    .poll(() => later.evaluate(() => localStorage.getItem('leads:pending')), { timeout: 10_000 })
    .toBeNull();

  // The form is empty again (the lead reached the studio), and nothing is sent twice.
  await gotoHydrated(later, '/growth-playbook');
  await expect(later.getByLabel('Name')).toHaveValue('');
  await gotoHydrated(later, '/');
  expect(await rows(request, email)).toHaveLength(1);
});

test('the tab closed after a failure: the form shows what was typed on the next visit, and sends it when the backend is back', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const { email, restore, later } = await sendAndCloseTheTab(page, context, consoleErrors, 'draft-back');
  await later.goto('/growth-playbook');
  await expect(later.getByLabel('Name')).toHaveValue('Ada Founder');
  await expect(later.getByLabel('Email')).toHaveValue(email);
  await expect(later.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  expect(await rows(request, email)).toEqual([]);
  await restore();
  await expectStoredOnce(later, request, email);
});

test('a hanging backend: within 20 seconds the visitor reads that it is still trying, with the input kept; stored once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await openFilledForm(page, 'hang');
  await hangLeads(page, 1);
  await submit(page);
  await expect(retrying(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Name')).toHaveValue('Ada Founder');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // The next attempt is answered.
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test('a lost answer: the lead is sent again by itself and stored once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await openFilledForm(page, 'lost');
  await loseLeadAnswers(page, 1);
  await submit(page);
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test('after a minute of lost answers the form says nothing is lost and how else to reach the studio; an edit sent again is not a second lead', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.clock.install();
  const email = await openFilledForm(page, 'lost-edit');
  const restore = await loseLeadAnswers(page);
  await submit(page);
  await expect(retrying(page)).toBeVisible();
  await page.clock.fastForward('01:05');
  const banner = page.getByRole('alert');
  await expect(banner).toContainText(deliveryMessages.kept);
  await expect(banner).toContainText(`${deliveryMessages.otherWay} hello@foundercraft.studio.`);
  await expect(banner.getByRole('link', { name: 'hello@foundercraft.studio' })).toHaveAttribute(
    'href',
    'mailto:hello@foundercraft.studio',
  );
  await expect(banner).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Name').fill('Ada Lovelace');
  await restore();
  await submit(page);
  // The first answer was lost, not the lead: the studio has it once, as first sent.
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test('a form opened before a deploy still sends: no file has to load between the click and the request', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `deploy-${Date.now()}@example.com`;
  await gotoHydrated(page, '/growth-playbook');
  await deployNewBuild(page);
  await fill(page, email);
  await submit(page);
  await expectStoredOnce(page, request, email);
  acceptNetworkFailureLogs(consoleErrors);
});

test('a page opened from a hostile campaign link: the lead is stored once, its campaign cleaned', async ({
  page,
  request,
}) => {
  // A right-to-left override, an inner line break, and 1,200 bytes of non-ASCII over three values: each
  // alone made the table refuse the row before, and the browser then dropped the lead.
  const long = encodeURIComponent('ü'.repeat(200));
  await gotoHydrated(
    page,
    `/growth-playbook?utm_campaign=%E2%80%AE&utm_source=spring%0Asale&utm_medium=${long}&utm_term=${long}&utm_content=${long}`,
  );
  const email = `hostile-utm-${Date.now()}@example.com`;
  await fill(page, email);
  await submit(page);
  await expect(success(page)).toBeVisible();
  expect(await storedRows(request, 'playbook_requests', 'email,page,utm', email)).toEqual([
    {
      email,
      page: '/growth-playbook',
      utm: {
        utm_source: 'spring sale',
        utm_medium: 'ü'.repeat(100),
        utm_term: 'ü'.repeat(100),
        utm_content: 'ü'.repeat(100),
      },
    },
  ]);
});
