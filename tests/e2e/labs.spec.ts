import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import {
  acceptInsertFailureLogs,
  expectNoAxeViolations,
  refuseInserts,
  signUp,
  storedRows,
} from './leads.ts';
import { expectNotificationAndReceipt } from './mailbox.ts';
import { betaAccessMessages, catalogueMessages } from '../../src/features/labs/messages.ts';
import { newsletterMessages } from '../../src/features/newsletter/messages.ts';

test('landing → catalogue → filter → detail → a beta access request lands one row', async ({
  page,
  request,
}) => {
  const email = `beta-${Date.now()}@example.com`;
  // The catalogue and the form as React answers them, in place.
  await gotoHydrated(page, '/labs');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See Live MVPs' }).click();
  await expect(page).toHaveURL('/labs/mvps');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectNoAxeViolations(page);

  await page.getByLabel('Filter by status').selectOption('beta');
  await page.getByLabel('Search MVPs').fill('CHURN');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Churn Signal']);
  await page.getByLabel('Search MVPs').fill('nothing like this');
  await expect(page.getByRole('heading', { name: catalogueMessages.empty })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);

  await page.getByRole('link', { name: 'Learn more about LaunchPad AI' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LaunchPad AI');
  await expect(page).toHaveTitle(/LaunchPad AI/);
  await expect(page.getByRole('link', { name: /View on GitHub/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Request Beta Access' }).first().click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request beta access to LaunchPad AI');
  await page.getByLabel('Full name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What do you want to use LaunchPad AI for?').fill('Prototype a marketplace.');
  await page.getByRole('button', { name: 'Request Beta Access' }).dblclick();
  await expect(page.getByRole('heading', { name: betaAccessMessages.thanks })).toBeFocused();
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
  await expectNotificationAndReceipt(
    request,
    email,
    {
      subject: 'New beta access request from Ada Founder',
      lines: ['MVP: launchpad-ai', 'Use case: Prototype a marketplace.'],
    },
    { subject: 'We have your beta request', typed: ['Ada', 'marketplace'] },
  );
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

/**
 * An MVP that exists for this page only: its read is answered with FlowPilot's row carrying `description`,
 * so no row lands in the database that other tests count (the catalogue's seven).
 */
async function routeMvp(page: Page, slug: string, description: string) {
  const isRead = (url: URL) =>
    url.pathname === '/rest/v1/rpc/labs_mvp' && url.searchParams.get('mvp_slug') === slug;
  await page.route(isRead, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('mvp_slug', 'flowpilot');
    const response = await route.fetch({ url: url.href });
    const row = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...row, slug, title: 'Hostile MVP', description } });
  });
}

test('an MVP whose description carries script payloads runs none of them', async ({
  page,
  consoleErrors,
}) => {
  const slug = `hostile-${Date.now()}`;
  await routeMvp(
    page,
    slug,
    '<h2>Safe heading</h2><script>window.__pwned = "script"</script>' +
      '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">' +
      '<svg onload="window.__pwned = \'svg\'"></svg>' +
      '<iframe src="javascript:window.top.__pwned = \'iframe\'"></iframe>' +
      '<a href="javascript:window.__pwned = \'link\'">click me</a>',
  );
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

test("an MVP description can neither name nor restyle the page: the page's links still work", async ({
  page,
  consoleErrors,
}) => {
  const slug = `restyled-${Date.now()}`;
  await routeMvp(
    page,
    slug,
    '<div id="page-hydration-data" hidden>{"path":"/"}</div><h2 id="root" class="hidden">Our plan</h2>' +
      '<div class="fixed inset-0 z-50 bg-white">Sign in again</div>',
  );
  await page.goto(`/labs/${slug}`);
  await expect(page.getByRole('heading', { name: 'Our plan' })).toBeVisible();
  await expect(page.getByText('Sign in again')).toHaveCSS('position', 'static');
  expect(await page.locator('main .rich-text [id], main .rich-text [class]').count()).toBe(0);
  acceptNotPrerendered(consoleErrors);
  // Nothing covers the page: its own link takes the click.
  await page.getByRole('link', { name: 'All MVPs' }).click({ timeout: 5_000 });
  await expect(page).toHaveURL('/labs/mvps');
});

test('a prerendered MVP page hydrates from its own data, never from a block planted in its content', async ({
  page,
}) => {
  const ownBlock = /<script type="application\/json" id="page-hydration-data">(.*?)<\/script>/;
  // The page as the build would have written it had the sanitizer kept an `id`: the planted block comes
  // first in the document and carries data that would put the studio's words aside and leave the site.
  await page.route('/labs/flowpilot', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // The router's hydration data: what the MVP page's build-time loader answered, under its route's id
    // (its path pattern, src/app/routes.tsx).
    type Own = { loaderData: Record<string, { data: { mvp: Record<string, unknown> } }> };
    const own = JSON.parse(ownBlock.exec(html)?.[1] ?? 'null') as Own;
    const page = own.loaderData[paths.labs.mvp.pattern]!;
    const planted = {
      loaderData: {
        [paths.labs.mvp.pattern]: {
          ...page,
          data: {
            ...page.data,
            mvp: {
              ...page.data.mvp,
              title: 'Taken over',
              description: '<p>Taken over</p><meta http-equiv="refresh" content="0; url=/privacy">',
            },
          },
        },
      },
    };
    const text = JSON.stringify(planted).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const description = '<div class="rich-text mt-12">';
    expect(html).toContain(description);
    await route.fulfill({
      response,
      body: html.replace(description, `${description}<div id="page-hydration-data" hidden>${text}</div>`),
    });
  });
  await gotoHydrated(page, '/labs/flowpilot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FlowPilot');
  await expect(page.getByText('Taken over', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL('/labs/flowpilot');
});

test('the Labs sign-up stores the address with source labs', async ({ page, request }) => {
  const email = `labs-news-${Date.now()}@example.com`;
  await gotoHydrated(page, '/labs/early-access');
  await expectNoAxeViolations(page);
  await signUp(page, email);
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  expect(await storedRows(request, 'newsletter_subscribers', 'source,status', email)).toEqual([
    { source: 'labs', status: 'pending' },
  ]);
});

test('a refused newsletter sign-up keeps the address and can be sent again; a double click stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `labs-retry-${Date.now()}@example.com`;
  const restore = await refuseInserts(page, 'newsletter_subscribers');
  // React's answer in place (a click before React posts the form, and the leads function answers a page).
  await gotoHydrated(page, '/labs/early-access');
  await signUp(page, email);
  await expect(page.getByRole('alert')).toHaveText(newsletterMessages.error);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(page);
  acceptInsertFailureLogs(consoleErrors);

  await restore();
  await page.getByRole('button', { name: 'Subscribe' }).dblclick();
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible();
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
