import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { acceptInsertFailureLogs, expectNoAxeViolations, failInserts, storedRows } from './leads.ts';
import { expectLeadNotification } from './mailbox.ts';

const service = { apikey: 'local-service-role-key', 'Content-Type': 'application/json' };

test('landing → catalogue → filter → detail → a beta access request lands one row', async ({
  page,
  request,
}) => {
  const email = `beta-${Date.now()}@example.com`;
  await page.goto('/labs');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See Live MVPs' }).click();
  await expect(page).toHaveURL('/labs/mvps');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectNoAxeViolations(page);

  await page.getByLabel('Filter by status').selectOption('beta');
  await page.getByLabel('Search MVPs').fill('CHURN');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Churn Signal']);
  await page.getByLabel('Search MVPs').fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No MVPs found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);

  await page.getByRole('link', { name: 'Learn more about LaunchPad AI' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LaunchPad AI');
  await expect(page).toHaveTitle(/LaunchPad AI/);
  await expect(page.getByRole('link', { name: /View on GitHub/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Request Beta Access' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request beta access to LaunchPad AI');
  await page.getByLabel('Full name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What do you want to use LaunchPad AI for?').fill('Prototype a marketplace.');
  await page.getByRole('button', { name: 'Request Beta Access' }).dblclick();
  await expect(page.getByRole('heading', { name: "You're on the Beta List!" })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(
    await storedRows(request, 'labs_beta_requests', 'mvp_slug,full_name,use_case,status', email),
  ).toEqual([
    {
      mvp_slug: 'launchpad-ai',
      full_name: 'Ada Founder',
      use_case: 'Prototype a marketplace.',
      status: 'pending',
    },
  ]);
  await expectLeadNotification(request, email, 'New beta access request from Ada Founder', [
    'MVP: launchpad-ai',
    'Use case: Prototype a marketplace.',
  ]);
});

test('the catalogue is in the prerendered HTML, and the MVP page too', async ({ request }) => {
  const catalogue = await (await request.get('/labs/mvps')).text();
  expect(catalogue).toContain('LaunchPad AI');
  expect(catalogue).toContain('Invoice Nudge');
  const detail = await (await request.get('/labs/flowpilot')).text();
  expect(detail).toContain('<title>FlowPilot | Labs');
  expect(detail).toMatch(/<a[^>]+href="https:\/\/[^"]+"[^>]*target="_blank"[^>]*>Try It Live/);
});

/**
 * Pages not prerendered (unknown or newer than the build) are served from 404.html and rendered in the
 * browser, which logs that document's 404 status; nothing else may fail.
 */
function acceptNotPrerendered(consoleErrors: string[]) {
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.length = 0;
}

test('unknown MVPs redirect to the catalogue; old /labs/mvp/ addresses to the new ones', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/labs/no-such-mvp');
  await expect(page).toHaveURL('/labs/mvps');
  await page.goto('/labs/no-such-mvp/beta-access');
  await expect(page).toHaveURL('/labs/mvps');
  await page.goto('/labs/mvp/flowpilot');
  await expect(page).toHaveURL('/labs/flowpilot');
  await page.goto('/labs/mvp/launchpad-ai/beta-access');
  await expect(page).toHaveURL('/labs/launchpad-ai/beta-access');
  acceptNotPrerendered(consoleErrors);
});

test('an MVP whose description carries script payloads runs none of them', async ({
  page,
  request,
  consoleErrors,
}) => {
  const slug = `hostile-${Date.now()}`;
  const created = await request.post('/rest/v1/labs_mvps', {
    headers: service,
    data: {
      slug,
      title: 'Hostile MVP',
      summary: 'Tries everything.',
      status: 'testing',
      description:
        '<h2>Safe heading</h2><script>window.__pwned = "script"</script>' +
        '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">' +
        '<svg onload="window.__pwned = \'svg\'"></svg>' +
        '<iframe src="javascript:window.top.__pwned = \'iframe\'"></iframe>' +
        '<a href="javascript:window.__pwned = \'link\'">click me</a>',
    },
  });
  expect(created.status()).toBe(201);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/labs/${slug}`);
  await expect(page.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await page.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('main script, main iframe, main [onerror], main [onload]').count()).toBe(0);
  expect(dialogs).toBe(0);
  // Should a payload's handler ever reach the page, the Content-Security-Policy refuses to run it and
  // reports a violation; those reports are the defence working, not a failure of this page.
  const blockedHandlers = (line: string) =>
    line.startsWith('CSP violation: script-src-attr') || line.startsWith('Executing inline event handler');
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !blockedHandlers(line)));
  acceptNotPrerendered(consoleErrors);
});

test('the Labs sign-up stores the address with source labs', async ({ page, request }) => {
  const email = `labs-news-${Date.now()}@example.com`;
  await page.goto('/labs/early-access');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  expect(await storedRows(request, 'newsletter_subscribers', 'source,status', email)).toEqual([
    { source: 'labs', status: 'active' },
  ]);
});

test('a newsletter sign-up that fails keeps the address and can be sent again; a double click stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `labs-retry-${Date.now()}@example.com`;
  const restore = await failInserts(page, 'newsletter_subscribers');
  await page.goto('/labs/early-access');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('There was an error subscribing. Please try again.');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(page);
  acceptInsertFailureLogs(consoleErrors);

  await restore();
  await page.getByRole('button', { name: 'Subscribe' }).dblclick();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  expect(await storedRows(request, 'newsletter_subscribers', 'source', email)).toEqual([{ source: 'labs' }]);
});

test('beta access to an MVP that is not in beta sends the visitor to the MVP page', async ({
  page,
  request,
}) => {
  // The host answers with a temporary redirect (the MVP may enter beta again) ...
  const first = await request.get('/labs/flowpilot/beta-access', { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe('/labs/flowpilot');
  // ... and the build leaves a redirect page behind for hosts that read no rules.
  const stub = await readFile(new URL('../../dist/labs/flowpilot/beta-access.html', import.meta.url), 'utf8');
  expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/labs/flowpilot">');
  expect(stub).not.toContain('Your request');
  await page.goto('/labs/flowpilot/beta-access');
  await expect(page).toHaveURL('/labs/flowpilot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FlowPilot');
  await expect(page.getByLabel('Full name')).toHaveCount(0);

  // The page of an MVP in beta is the form.
  await page.goto('/labs/launchpad-ai/beta-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request beta access to LaunchPad AI');
});

test('the landing page’s MVPs agree with the catalogue, and LaunchPad AI’s page links inside the site', async ({
  page,
  request,
}) => {
  await page.goto('/labs');
  const builds = page.getByRole('region', { name: 'Live MVP builds' });
  const card = (title: string) =>
    builds.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card('LaunchPad AI').getByText('Status: Beta', { exact: true })).toBeVisible();
  await expect(card('LaunchPad AI').getByText('150 beta users')).toBeVisible();
  await expect(card('LaunchPad AI')).not.toContainText('Testing Phase');
  await expect(card('LaunchPad AI').getByRole('link', { name: 'Request Beta Access' })).toHaveAttribute(
    'href',
    '/labs/launchpad-ai/beta-access',
  );
  await expect(card('LaunchPad AI').getByRole('link', { name: /Try It Live/ })).toHaveCount(0);
  await expect(card('FlowPilot').getByText('Status: Live', { exact: true })).toBeVisible();
  await expect(card('FlowPilot').getByRole('link', { name: /Try It Live/ })).toHaveAttribute(
    'href',
    'https://flowpilot.foundercraft.studio',
  );

  const detail = await (await request.get('/labs/launchpad-ai')).text();
  expect(detail).not.toContain('foundercraft.studio/labs');
  expect(detail).not.toContain('request access below');
  expect(detail).toContain('<a href="/labs/launchpad-ai/beta-access">ask to join it</a>');
});
