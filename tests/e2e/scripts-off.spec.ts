import { expect, test } from './fixtures.ts';

/**
 * With scripts off entirely, a lead form cannot be sent: the static host has nothing to take it. The
 * visitor is told so, with the studio's address, instead of being offered a button that does nothing,
 * and what they typed never lands in the page's address (as a GET form's fields would).
 */
test.use({ javaScriptEnabled: false });

const forms = [
  { name: 'the idea form', path: '/labs/submit-idea', email: 'Email' },
  { name: "the blog's newsletter", path: '/blog', email: 'Email address' },
  { name: 'the playbook form', path: '/growth-playbook', email: 'Email' },
];

for (const form of forms) {
  test(`${form.name}: says sending needs JavaScript, gives the studio's address, and keeps the email out of the address`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(form.path);
    const lead = page
      .locator('form[method="post"]')
      .filter({ has: page.getByLabel(form.email, { exact: true }) });
    await expect(
      lead.getByText('Sending this form needs JavaScript, which is off in this browser.'),
    ).toBeVisible();
    await expect(lead.getByRole('link', { name: 'hello@foundercraft.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@foundercraft.studio',
    );
    await expect(lead.getByRole('button')).toHaveCount(0);

    await lead.getByLabel(form.email, { exact: true }).fill('scripts-off@example.com');
    await lead.getByLabel(form.email, { exact: true }).press('Enter');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('scripts-off');
    // Where Enter sent the form anyway, it was a POST the static host refuses (405 on the hosts, 404 here):
    // the browser logs that, and nothing else may be logged.
    expect(consoleErrors.filter((error) => !/status of 40[45]/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });
}
