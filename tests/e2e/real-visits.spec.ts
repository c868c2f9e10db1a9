import type { Page } from '@playwright/test';
import { analyticsEvents, expect, gotoHydrated, test } from './fixtures.ts';
import { LEADS_FUNCTION } from './leads.ts';
import { questionMessages } from '../../src/features/booking/messages.ts';

/**
 * What the owner learns of real visits: Core Web Vitals through Google's tag, only with the visitor's
 * consent, and errors through the error service, without what the visitor typed.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' });

async function vitals(page: Page) {
  return (await analyticsEvents(page)).filter(([name]) => ['CLS', 'INP', 'LCP'].includes(name));
}

/** The visitor leaves (switches tab, closes it): when CLS and INP are final and the library reports them. */
async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('Core Web Vitals', () => {
  test.use({ analyticsConsent: null });

  test('after Accept, interacting and leaving sends LCP, INP and CLS for the page they were measured on', async ({
    page,
  }) => {
    await page.goto('/growth-playbook');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByLabel('Name').click();
    await page.keyboard.type('Ada');
    // A client-side navigation: the address changes, the page is not reloaded.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await leave(page);

    await expect
      .poll(async () => (await vitals(page)).map(([name]) => name).sort())
      .toEqual(['CLS', 'INP', 'LCP']);
    for (const [name, params] of await vitals(page)) {
      expect(params, name).toMatchObject({
        metric_id: expect.stringMatching(/^v\d+-/),
        metric_value: expect.any(Number),
        metric_delta: expect.any(Number),
        value: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        // Measured on the page the visit landed on, though the address bar now says /privacy.
        page_path: '/growth-playbook',
        page_location: expect.stringMatching(/\/growth-playbook$/),
      });
    }
    // The attribution build names the element (a selector, never its text): here the largest paint's, which
    // is still on the page when LCP is reported (at the first input after the library arrived).
    const [, lcp] = (await vitals(page)).find(([name]) => name === 'LCP') ?? [];
    expect(lcp?.debug_target).toMatch(/^[a-z#.>[\]0-9_-]/i);
  });

  test('before a choice and after Decline the library is never downloaded and no vitals are sent', async ({
    page,
  }) => {
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (/web-vitals/i.test(request.url())) downloads.push(request.url());
    });
    await gotoHydrated(page, '/growth-playbook');
    await page.getByLabel('Name').click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await leave(page);
    await page.waitForTimeout(500);
    expect(downloads).toEqual([]);
    expect(await vitals(page)).toEqual([]);
  });
});

test.describe('error reports', () => {
  test('an uncaught error reaches the error service, with the page but no query and no email address', async ({
    page,
    errorReports,
    consoleErrors,
  }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('error-reporting-client')) sdkRequests.push(request.url());
    });
    await gotoHydrated(page, '/about?utm_source=newsletter&ref=ada%40example.com');
    // Nothing broke yet: the SDK has not even been downloaded.
    expect(sdkRequests).toEqual([]);
    expect(errorReports).toEqual([]);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('Cannot read the plan of ada@example.com');
      });
    });
    await expect.poll(() => errorReports.length).toBe(1);
    const [report] = errorReports;
    expect(report?.event).toMatchObject({
      exception: { values: [{ type: 'TypeError', value: 'Cannot read the plan of [email]' }] },
      tags: { kind: 'uncaught' },
      request: { url: 'http://127.0.0.1:' + new URL(page.url()).port + '/about' },
    });
    // Her address in any spelling; not "ada" alone, which a random hex id (event_id, trace_id) may hold.
    expect(report?.body).not.toMatch(/ada(@|%40)example/);
    expect(report?.body).not.toContain('newsletter');
    expect(sdkRequests).toHaveLength(1);
    // The page's own report of the uncaught error, which this test threw.
    expect(consoleErrors).toEqual(['Cannot read the plan of ada@example.com']);
    consoleErrors.length = 0;
  });

  test('a lead the backend refuses is reported without anything the visitor typed', async ({
    page,
    errorReports,
    consoleErrors,
  }) => {
    const email = `reported-${Date.now()}@example.com`;
    const question = 'Can you help with our secret marketplace pricing?';
    // The leads function refuses it, and its answer repeats the lead (as a database's error would).
    await page.route(LEADS_FUNCTION, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          error: 'refused',
          message: `Failing row contains (Quick Question, ${email}, ${question}).`,
        }),
      }),
    );
    await gotoHydrated(page, '/book-call');
    await page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }).click();
    await page.getByLabel('Your email').fill(email);
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Send Question' }).click();
    await expect(page.getByText(questionMessages.failure)).toBeVisible();

    await expect.poll(() => errorReports.length).toBe(1);
    const [report] = errorReports;
    expect(report?.event).toMatchObject({
      exception: {
        values: [{ type: 'LeadNotDelivered', value: 'A lead to functions/v1/leads was refused (422)' }],
      },
      tags: { kind: 'lead-not-delivered' },
    });
    for (const typed of [email, 'reported-', 'secret marketplace', 'Quick Question'])
      expect(report?.body).not.toContain(typed);
    // The page's own console lines of the refusal are expected here.
    expect(consoleErrors.every((line) => /422|refused/i.test(line))).toBe(true);
    consoleErrors.length = 0;
  });
});
