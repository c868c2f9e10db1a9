import { expect, test } from './fixtures.ts';
import { leadForms, storedRows } from './leads.ts';

/**
 * With scripts off entirely, every lead form still works the ordinary way: the browser posts it to the
 * leads function, which stores it and answers with a redirect to the form's thank-you page; nothing typed
 * lands in the page's address. A form the function refuses lands on a page that says what to check, that
 * the Back button keeps what was typed, and how else to reach the studio.
 */
test.use({ javaScriptEnabled: false });

for (const [name, form] of Object.entries(leadForms)) {
  test(`${name}: posted with scripts off, it is stored once and the thank-you page says so`, async ({
    page,
    request,
  }) => {
    const email = `scripts-off-${Date.now()}@example.com`;
    await page.goto(form.path);
    await form.open?.(page);
    await form.fill(page, email);
    await form.submit(page).click();
    await expect(form.success(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/thank-you\//);
    expect(new URL(page.url()).search).toBe('');
    expect(await storedRows(request, form.table, form.select, email)).toEqual([form.row(email)]);
  });
}

test('a form the leads function refuses lands on a page that says why and how else to reach the studio', async ({
  page,
  request,
}) => {
  const name = `Refused ${Date.now()}`;
  await page.goto('/growth-playbook');
  await page.getByLabel('Name').fill(name);
  // The browser's own check is off (it would refuse josé@example.com): the function's schema answers.
  await page.getByLabel('Email').fill('founder@localhost');
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your playbook request was not sent');
  expect(new URL(page.url()).pathname).toBe('/not-sent/playbook');
  await expect(page.getByText("Your browser's Back button returns to the form")).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@foundercraft.studio' }),
  ).toHaveAttribute('href', 'mailto:hello@foundercraft.studio');
  await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
    'href',
    '/growth-playbook',
  );
  const stored = await request.get(
    `/rest/v1/playbook_requests?select=email&full_name=eq.${encodeURIComponent(name)}`,
    {
      headers: { apikey: 'local-service-role-key' },
    },
  );
  expect(await stored.json()).toEqual([]);
});

test('the quiz says it needs scripts, with the studio’s address, and offers no button that does nothing', async ({
  page,
}) => {
  await page.goto('/growth-check');
  await expect(page.getByText('The diagnostic runs in your browser and needs JavaScript')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
});
