import { expect, gotoHydrated, test } from './fixtures.ts';
import { acceptInsertFailureLogs, expectNoAxeViolations, refuseInserts, storedRows } from './leads.ts';
import { fillExpertApplication, fillFounderInquiry } from './collective-forms.ts';
import { expectNotificationAndReceipt } from './mailbox.ts';
import { expertApplicationMessages, founderInquiryMessages } from '../../src/features/collective/messages.ts';

test.describe('/collective/apply', () => {
  const select = 'full_name,company_name,challenges,description,timeline,budget,next_step,status';

  test('an inquiry lands one pending row, even when double-clicked; every state passes axe', async ({
    page,
    request,
  }) => {
    const email = `inquiry-${Date.now()}@example.com`;
    await gotoHydrated(page, '/collective/apply');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('link', { name: 'Please select a timeline' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Full name').fill('Grace Founder');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company name (optional)').fill('Orbit');
    await page.getByRole('checkbox', { name: 'Product strategy and roadmap' }).check();
    await page.getByRole('checkbox', { name: 'Revenue and monetization' }).check();
    await page.getByLabel('Tell us more (optional)').fill('We have users but no revenue.');
    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    await page.getByRole('radio', { name: 'Under $5K' }).check();
    await page.getByRole('radio', { name: 'Not sure yet' }).check();
    await page.getByRole('button', { name: 'Send Request' }).dblclick();
    await expect(page.getByRole('heading', { name: founderInquiryMessages.thanks })).toBeFocused();
    await expectNoAxeViolations(page);

    expect(await storedRows(request, 'collective_inquiries', select, email)).toEqual([
      {
        full_name: 'Grace Founder',
        company_name: 'Orbit',
        challenges: ['product-strategy', 'revenue-monetization'],
        description: 'We have users but no revenue.',
        timeline: 'asap',
        budget: '<$5K',
        next_step: 'not-sure',
        status: 'pending',
      },
    ]);
    await expectNotificationAndReceipt(
      request,
      email,
      {
        subject: 'New collective inquiry from Grace Founder',
        lines: ['Company name: Orbit', 'Challenges: product-strategy, revenue-monetization', 'Budget: <$5K'],
      },
      { subject: 'We have your request to work with the Collective', typed: ['Grace', 'Orbit'] },
    );
  });

  test('a refused submission shows the failure message, keeps the input, and the retry stores one row', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = `inquiry-retry-${Date.now()}@example.com`;
    const restore = await refuseInserts(page, 'collective_inquiries');
    await gotoHydrated(page, '/collective/apply');
    await fillFounderInquiry(page, email);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('alert')).toHaveText(founderInquiryMessages.failure);
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Founder');
    await expect(page.getByRole('checkbox', { name: 'Go-to-market' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Longer term' })).toBeChecked();
    acceptInsertFailureLogs(consoleErrors);

    await restore();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: founderInquiryMessages.thanks })).toBeVisible();
    expect(await storedRows(request, 'collective_inquiries', 'timeline', email)).toEqual([
      { timeline: 'longer-term' },
    ]);
  });
});

test.describe('/collective/join', () => {
  const select =
    'full_name,linkedin_url,expertise,work_type,startup_experience,availability,work_style,status';

  test('an application lands one pending row, even when double-clicked; every state passes axe', async ({
    page,
    request,
  }) => {
    const email = `apply-${Date.now()}@example.com`;
    await gotoHydrated(page, '/collective/join');
    await expectNoAxeViolations(page);
    // Not a web address, with or without a scheme (one typed without https:// gets it added).
    await page.getByLabel('LinkedIn or portfolio URL').fill('my linkedin profile');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('link', { name: 'Please enter a valid URL' })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillExpertApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).dblclick();
    await expect(page.getByRole('heading', { name: expertApplicationMessages.thanks })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await storedRows(request, 'collective_applications', select, email)).toEqual([
      {
        full_name: 'Linus Expert',
        linkedin_url: 'https://example.com/linus',
        expertise: ['revenue-pricing'],
        work_type: ['long-term'],
        startup_experience: 'yes',
        availability: 'full-time',
        work_style: null,
        status: 'pending',
      },
    ]);
    await expectNotificationAndReceipt(
      request,
      email,
      {
        subject: 'New collective application from Linus Expert',
        lines: ['LinkedIn or portfolio: https://example.com/linus', 'Availability: full-time'],
      },
      { subject: 'We have your application to the Collective', typed: ['Linus', 'example.com/linus'] },
    );
  });

  test('after a failure the application can be sent again and is stored once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = `apply-retry-${Date.now()}@example.com`;
    const restore = await refuseInserts(page, 'collective_applications');
    await gotoHydrated(page, '/collective/join');
    await fillExpertApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toHaveText(expertApplicationMessages.failure);
    await expect(page.getByLabel('LinkedIn or portfolio URL')).toHaveValue('https://example.com/linus');
    acceptInsertFailureLogs(consoleErrors);

    await restore();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: expertApplicationMessages.thanks })).toBeVisible();
    expect(await storedRows(request, 'collective_applications', 'availability', email)).toHaveLength(1);
  });
});

test('the Collective landing links to both forms, the solutions and a call', async ({ page }) => {
  await gotoHydrated(page, '/collective');
  await expectNoAxeViolations(page);
  for (const href of ['/collective/join', '/collective/apply', '/solutions', '/book-call?source=collective'])
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
});
