import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { analyticsEvents, expect, gotoHydrated, test } from './fixtures.ts';
import { expectNoAxeViolations, storedRows } from './leads.ts';
import { expectNotificationAndReceipt } from './mailbox.ts';
import { questionMessages } from '../../src/features/booking/messages.ts';

const standIn = (file: string) => readFile(new URL(`./stand-ins/${file}`, import.meta.url), 'utf8');

/** The scheduling service, played by local stand-ins: its widget script and stylesheet, and its pages. */
async function fakeScheduler(page: Page) {
  await page.route('https://assets.calendly.com/assets/external/widget.js', async (route) =>
    route.fulfill({ contentType: 'application/javascript', body: await standIn('calendly-widget.js') }),
  );
  await page.route('https://assets.calendly.com/assets/external/widget.css', (route) =>
    route.fulfill({
      contentType: 'text/css',
      body: '.calendly-overlay{position:fixed;inset:0;background:#0008}',
    }),
  );
  await page.route('https://calendly.com/**', async (route) =>
    route.fulfill({ contentType: 'text/html', body: await standIn('calendly-page.html') }),
  );
}

test('the popup opens from the keyboard with the UTM and source, closes with Escape, and a booking is recorded', async ({
  page,
}) => {
  await fakeScheduler(page);
  await gotoHydrated(page, '/?utm_source=newsletter&utm_campaign=spring');
  await gotoHydrated(page, '/book-call?source=monetization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock Revenue Growth');
  await expectNoAxeViolations(page);

  const book = page.getByRole('link', { name: 'Book Your Free Call' });
  await book.focus(); // intent: the widget starts loading
  await page.waitForFunction(() => 'Calendly' in window);
  await page.keyboard.press('Enter');

  const frame = page.frameLocator('iframe[title="Schedule your call"]');
  await expect(frame.getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  const src = new URL((await page.locator('iframe[title="Schedule your call"]').getAttribute('src')) ?? '');
  expect(src.pathname).toBe('/foundercraft/revenue-growth-call');
  expect(src.searchParams.get('utm_source')).toBe('newsletter');
  expect(src.searchParams.get('utm_campaign')).toBe('spring');
  // The site's placement: the booking source, then the page the visit landed on.
  expect(src.searchParams.get('utm_content')).toBe('monetization /');
  await expect(page.getByRole('button', { name: 'Close scheduling' })).toBeFocused();

  await frame.getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(() => analyticsEvents(page))
    .toContainEqual(['call_scheduled', { source: 'monetization' }]);

  await page.getByRole('button', { name: 'Close scheduling' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('.calendly-overlay')).toHaveCount(0);
  await expect(book).toBeFocused();
});

test('a prerendered /book-call?source=mvp hydrates into the MVP pitch without moving anything', async ({
  page,
}) => {
  await page.goto('/book-call?source=mvp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validate Your MVP Before You Build');
  await expect(page.getByRole('region', { name: 'Choose Your Focus Area' })).toHaveCount(0);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('a quick question lands one row with the email, message and source', async ({ page, request }) => {
  const email = `question-${Date.now()}@example.com`;
  await gotoHydrated(page, '/book-call');
  await page.locator('summary', { hasText: 'Not Ready? Send Us a Quick Question Instead' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Your question').fill('Do you work with marketplaces?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send Question' }).dblclick();
  await expect(page.getByRole('heading', { name: questionMessages.thanks })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await storedRows(request, 'contact_submissions', 'name,email,message,source', email)).toEqual([
    { name: 'Quick Question', email, message: 'Do you work with marketplaces?', source: 'book-call' },
  ]);
  await expectNotificationAndReceipt(
    request,
    email,
    {
      subject: `New quick question from ${email}`,
      lines: ['Message: Do you work with marketplaces?', 'Source: book-call'],
    },
    { subject: 'We have your question', typed: ['marketplaces'] },
  );
  expect(await analyticsEvents(page)).toContainEqual(['contact_form_submitted', { source: 'book-call' }]);
  await page.getByRole('button', { name: 'Back to the Calendar' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Free Strategy Call');
});
