import { expect, gotoHydrated, test } from './fixtures.ts';
import {
  acceptInsertFailureLogs,
  expectNoAxeViolations,
  refuseInserts,
  fillIdea,
  storedRows,
} from './leads.ts';
import { expectNotificationAndReceipt } from './mailbox.ts';
import { ideaMessages } from '../../src/features/labs/messages.ts';

test('an idea submitted at /labs/submit-idea lands one row with every field', async ({ page, request }) => {
  const email = `idea-${Date.now()}@example.com`;
  // React's own check (a click before it posts natively, and the leads function answers with a page).
  await gotoHydrated(page, '/labs/submit-idea');
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  // The error summary (the heading's box) takes focus.
  await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('..')).toBeFocused();
  await expectNoAxeViolations(page);

  // Typed key by key, as a person would: focus must stay in the field after the summary took it.
  await page.getByLabel('Full name').pressSequentially('Ada Founder');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Startup name (optional)').fill('Nudge');
  await page.getByLabel('What problem are you solving?').fill('Invoices get paid late.');
  await page.getByLabel('What is your solution?').fill('Automatic reminders.');
  await page.getByRole('radio', { name: 'Startups' }).check();
  await page.getByRole('radio', { name: 'Prototype Built' }).check();
  await page.getByRole('checkbox', { name: 'Find Early Users' }).check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit Your Idea' }).dblclick();
  await expect(page.getByRole('heading', { name: ideaMessages.thanks })).toBeVisible();

  const response = await request.get(
    `/rest/v1/labs_submissions?select=full_name,startup_name,website,target_audience,current_stage,goals&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: 'local-service-role-key' } },
  );
  expect(await response.json()).toEqual([
    {
      full_name: 'Ada Founder',
      startup_name: 'Nudge',
      website: null,
      target_audience: 'Startups',
      current_stage: 'Prototype Built',
      goals: ['Find Early Users'],
    },
  ]);
  await expectNotificationAndReceipt(
    request,
    email,
    {
      subject: 'New labs idea from Ada Founder',
      lines: ['Startup name: Nudge', 'Problem: Invoices get paid late.', 'Goals: Find Early Users'],
    },
    { subject: 'We have your idea', typed: ['Ada', 'Nudge', 'Invoices get paid late'] },
  );
  await expect(page).toHaveURL('/labs', { timeout: 5000 });
});

test('a refused submission shows the idea error, keeps the input, and the retry stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `idea-retry-${Date.now()}@example.com`;
  const restore = await refuseInserts(page, 'labs_submissions');
  await gotoHydrated(page, '/labs/submit-idea');
  await fillIdea(page, email, { audience: 'Enterprises', stage: 'Revenue Generating', goal: 'Build MVP' });
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  await expect(page.getByRole('alert')).toHaveText(ideaMessages.failure);
  await expect(page.getByLabel('What is your solution?')).toHaveValue('Automatic reminders.');
  await expect(page.getByRole('radio', { name: 'Enterprises' })).toBeChecked();
  await expectNoAxeViolations(page);
  acceptInsertFailureLogs(consoleErrors);

  await restore();
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  await expect(page.getByRole('heading', { name: ideaMessages.thanks })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await storedRows(request, 'labs_submissions', 'current_stage', email)).toEqual([
    { current_stage: 'Revenue Generating' },
  ]);
});
