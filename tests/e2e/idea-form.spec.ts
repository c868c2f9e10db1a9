import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test('an idea submitted at /labs/submit-idea lands one row with the spec payload', async ({
  page,
  request,
}) => {
  const email = `idea-${Date.now()}@example.com`;
  await page.goto('/labs/submit-idea');
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  // The error summary (the heading's box) takes focus.
  await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('..')).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel('Full name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Startup name (optional)').fill('Nudge');
  await page.getByLabel('What problem are you solving?').fill('Invoices get paid late.');
  await page.getByLabel('What is your solution?').fill('Automatic reminders.');
  await page.getByRole('radio', { name: 'Startups' }).check();
  await page.getByRole('radio', { name: 'Prototype Built' }).check();
  await page.getByRole('checkbox', { name: 'Find Early Users' }).check();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Submit Your Idea' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thanks for Submitting Your Idea!' })).toBeVisible();

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
  await expect(page).toHaveURL('/labs', { timeout: 5000 });
});
