import type { APIRequestContext } from '@playwright/test';
import { deliveryMessages } from '../../src/components/form/delivery-messages.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';
import { acceptNetworkFailureLogs } from './faults.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { storedRows } from './leads.ts';
import { setSecrets } from './secrets.ts';
import { STUDIO_INBOX, type Mail } from './mailbox.ts';

/**
 * The studio's faults as the hosted stack meets them, played on the local backend itself: the leads
 * function stores through PostgREST there as when deployed, so a key the project no longer accepts is
 * refused by PostgREST, not by a stand-in. Setting the functions' secrets changes the backend for every
 * test, so these run last, alone (secrets.ts).
 */

/** The alerts the studio's inbox holds: "Leads are waiting: <the cause>". */
async function storeAlerts(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get('/_mail/messages.json');
  return ((await response.json()) as Mail[]).filter(
    (mail) => mail.recipient === STUDIO_INBOX && mail.subject.startsWith('Leads are waiting'),
  );
}

test('a service key refused for a minute, then accepted (changes the backend for everyone): stored once with no second click, and the owner reads why', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(210_000);
  const email = `rotated-key-${Date.now()}@example.com`;
  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);

  await setSecrets(request, { SUPABASE_SERVICE_ROLE_KEY: 'a-key-the-project-rotated-away' });
  const outageStarted = Date.now();
  try {
    await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
    await expect(page.getByRole('status').filter({ hasText: deliveryMessages.retrying })).toBeVisible();
    await expect.poll(async () => (await storeAlerts(request)).length, { timeout: 15_000 }).toBe(1);
    // The outage lasts a minute (a key rotated by hand), not a threshold.
    await page.waitForTimeout(Math.max(0, 60_000 - (Date.now() - outageStarted)));
  } finally {
    await setSecrets(request, { SUPABASE_SERVICE_ROLE_KEY: null });
  }

  // The next retry comes at most a minute later (the backoff's cap).
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible({
    timeout: 90_000,
  });
  expect(await storedRows(request, 'playbook_requests', 'full_name,email', email)).toEqual([
    { full_name: 'Ada Founder', email },
  ]);
  // Told once, with the cause in words and what to do, and nothing of the visitor's.
  const [alert, ...more] = await storeAlerts(request);
  expect(more).toEqual([]);
  expect(alert!.subject).toBe('Leads are waiting: the service key was refused');
  expect(alert!.text).toContain('(401 PGRST301)');
  expect(alert!.text).toContain('npx supabase functions deploy');
  expect(alert!.text).not.toContain(email);
  acceptNetworkFailureLogs(consoleErrors);
});
