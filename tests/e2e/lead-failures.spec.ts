import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { fillExpertApplication, fillFounderInquiry } from './collective-forms.ts';
import { acceptInsertFailureLogs, fillIdea, LEADS_FUNCTION, refuseInserts } from './leads.ts';

/** The long forms, filled with valid values, and the table each writes. */
const forms: { path: string; table: string; submit: string; fill: (page: Page) => Promise<void> }[] = [
  {
    path: '/labs/submit-idea',
    table: 'labs_submissions',
    submit: 'Submit Your Idea',
    fill: (page) => fillIdea(page, 'ada@example.com'),
  },
  {
    path: '/collective/apply',
    table: 'collective_inquiries',
    submit: 'Send Request',
    fill: (page) => fillFounderInquiry(page, 'grace@example.com'),
  },
  {
    path: '/collective/join',
    table: 'collective_applications',
    submit: 'Submit Application',
    fill: (page) => fillExpertApplication(page, 'linus@example.com'),
  },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const form of forms) {
      test(`${form.path}: a refused submit brings the banner into view and focuses it`, async ({
        page,
        consoleErrors,
      }) => {
        await gotoHydrated(page, form.path);
        await form.fill(page);
        const restore = await refuseInserts(page, form.table);
        await page.getByRole('button', { name: form.submit }).click();
        const banner = page.getByRole('alert').filter({ hasText: 'Please try again' });
        await expect(banner).toBeFocused();
        await expect(banner).toBeInViewport({ ratio: 1 });
        await restore();
        acceptInsertFailureLogs(consoleErrors);
      });
    }

    test('a 429 from the leads function is said politely, the input kept, the banner in view', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, '/labs/submit-idea');
      await forms[0]!.fill(page);
      await page.route(LEADS_FUNCTION, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '600', 'Access-Control-Expose-Headers': 'Retry-After' },
          body: JSON.stringify({
            ok: false,
            error: 'rate_limited',
            message: 'We have received several submissions from your connection in a short time.',
          }),
        }),
      );
      await page.getByRole('button', { name: 'Submit Your Idea' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'several submissions from your connection' });
      await expect(banner).toBeFocused();
      await expect(banner).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel('Full name')).toHaveValue('Ada Founder');
      expect(consoleErrors.filter((line) => !/429|Could not send/.test(line))).toEqual([]);
      consoleErrors.length = 0;
    });
  });
}

test('the real rate limit: past the budget of one address, the leads function answers 429 and the form says so', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Spend this address's budget at the leads function as a script would, then submit from the page.
  const address = '198.51.100.250';
  await page.route(/\/functions\/v1\//, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
  );
  for (let i = 0; i < 30; i += 1) {
    const response = await request.post('/functions/v1/leads', {
      headers: { 'cf-connecting-ip': address, 'Content-Type': 'application/json' },
      data: {
        form: 'playbook',
        request_id: crypto.randomUUID(),
        name: 'Flood',
        email: `flood-${i}-${Date.now()}@example.com`,
      },
    });
    if (response.status() === 429) break;
    expect(response.status()).toBe(200);
  }
  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'several submissions from your connection' });
  await expect(banner).toBeFocused();
  await expect(banner).toBeInViewport();
  await expect(page.getByLabel('Name')).toHaveValue('Ada Founder');
  expect(consoleErrors.filter((line) => !/429|Could not send/.test(line))).toEqual([]);
  consoleErrors.length = 0;
});
