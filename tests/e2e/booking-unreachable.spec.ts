import { expect, gotoHydrated, test } from './fixtures.ts';
import { expectNoAxeViolations, storedRows } from './leads.ts';
import { expectNotificationAndReceipt } from './mailbox.ts';
import { callRequestMessages } from '../../src/features/booking/messages.ts';

// The scheduling service refused, as a corporate network, a privacy extension or an outage refuses it: the
// booking page says so and takes a request for a call instead, which reaches the studio once.
test('with the scheduler unreachable, the page says so and a request for a call lands once, in the table and the mailbox', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.route(/^https:\/\/([a-z]+\.)?calendly\.com\//, (route) => route.abort());
  const email = `call-request-${Date.now()}@example.com`;
  await gotoHydrated(page, '/book-call?source=mvp');
  const book = page.getByRole('link', { name: 'Book Your Free Call' });
  // The Book button keeps its address for a visitor without scripts.
  await expect(book).toHaveAttribute('href', /^https:\/\/calendly\.com\/foundercraft\/mvp-validation-call\?/);
  const pages = page.context().pages().length;
  await book.click();
  await expect(page.getByRole('alert')).toHaveText(callRequestMessages.unreachable);
  const form = page.getByRole('region', { name: callRequestMessages.heading });
  await expect(form).toBeVisible();
  // No tab was opened onto an error page.
  expect(page.context().pages()).toHaveLength(pages);

  await form.getByLabel('Full name').fill('Ada Founder');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('When suits you').fill('Weekday mornings, before 11');
  await expect(form.getByLabel('Your time zone')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Request a Call' }).dblclick();
  await expect(page.getByRole('heading', { name: callRequestMessages.thanks })).toBeFocused();

  expect(
    await storedRows(request, 'call_requests', 'full_name,email,availability,focus,page', email),
  ).toEqual([
    {
      full_name: 'Ada Founder',
      email,
      availability: 'Weekday mornings, before 11',
      focus: 'mvp',
      page: '/book-call',
    },
  ]);
  expect(await storedRows(request, 'leads', 'kind', email)).toEqual([{ kind: 'call request' }]);
  await expectNotificationAndReceipt(
    request,
    email,
    { subject: 'New call request from Ada Founder', lines: ['Availability: Weekday mornings, before 11'] },
    { subject: 'We have your call request', typed: ['Weekday mornings', 'Ada Founder'] },
  );
  // The refused widget is only logged (docs/decisions/0004).
  expect(consoleErrors.filter((line) => !line.includes('ERR_FAILED'))).toEqual([]);
  consoleErrors.length = 0;
});
