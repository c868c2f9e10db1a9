import type { Page } from '@playwright/test';
import { analyticsEvents, dataLayer, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { signUp, storedRows } from './leads.ts';
import { mailAbout } from './mailbox.ts';
import { newsletterLinkWords } from '../../supabase/functions/_shared/site-links.ts';
import {
  newsletterLinkDone,
  newsletterLinkResults,
  newsletterMessages,
} from '../../src/features/newsletter/messages.ts';

// Double opt-in through the local mailbox (/_mail): the confirmation link, the one-click unsubscribe of
// RFC 8058, and an opt-out that a later sign-up cannot undo (docs/security.md, "Newsletter consent").

const status = async (request: Parameters<typeof storedRows>[0], email: string) =>
  (await storedRows(request, 'newsletter_subscribers', 'status', email)).map((row) => row.status);

/** The confirmation link in a mail's text, after the button's words. */
const confirmLinkIn = (text: string) =>
  new RegExp(`${newsletterLinkWords.confirm.button}: (\\S+)`).exec(text)![1]!;

/** A mail link as the visitor's browser opens it on this server. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Opens a mail's link on this site as a mail client does: a page of its own (from the page it lands on, the
 * same address with another fragment would only change the fragment).
 */
async function openFromMail(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(local(link));
}

test('sign up, confirm from the mail, unsubscribe with one click; a new sign-up does not undo the opt-out', async ({
  page,
  request,
}) => {
  const email = `opt-in-${Date.now()}@example.com`;
  await gotoHydrated(page, '/labs/early-access');
  await signUp(page, email);
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible();
  await expect(page.getByText(/We sent the link to/)).toHaveText(
    `We sent the link to ${email}. ${newsletterMessages.confirm}`,
  );
  expect(await status(request, email)).toEqual(['pending']);

  // The confirmation: our words only, one link.
  const [confirmation] = await mailAbout(request, email, 1);
  expect(confirmation!.subject).toBe('Confirm your subscription to the Foundercraft newsletter');
  const confirmLink = confirmLinkIn(confirmation!.text);
  expect(confirmation!.html).toContain(`href="${confirmLink.replace(/&/g, '&amp;')}"`);

  // The token travels in the fragment: no request the browser makes carries it, the page clears it from
  // the address at once, and the page view reports the page without it.
  const token = /\/newsletter\/confirm#token=([0-9a-f]{64})$/.exec(confirmLink)![1]!;
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  // Opening the link (as a mail scanner would) changes nothing; pressing the button confirms.
  await openFromMail(page, confirmLink);
  await waitForHydration(page);
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)
    .toBe('/newsletter/confirm');
  const views = (await analyticsEvents(page)).filter(([name]) => name === 'page_view');
  expect(views.map(([, params]) => params.page_path)).toEqual(['/newsletter/confirm']);
  expect(JSON.stringify(await dataLayer(page))).not.toContain(token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterLinkWords.confirm.title);
  expect(await status(request, email)).toEqual(['pending']);
  await page.getByRole('button', { name: newsletterLinkWords.confirm.button }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterLinkResults.confirmed);
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterLinkDone.confirm);
  expect(await status(request, email)).toEqual(['active']);
  expect(requested.filter((url) => url.includes(token))).toEqual([]);

  // The link works once.
  await openFromMail(page, confirmLink);
  await waitForHydration(page);
  await page.getByRole('button', { name: newsletterLinkWords.confirm.button }).click();
  await expect(page.getByRole('status')).toHaveText(/This link has already been used/);

  // The welcome mail carries the one-click unsubscribe: a POST from the mail client, no key.
  const welcome = (await mailAbout(request, email, 2)).find((mail) =>
    mail.subject.startsWith("You're subscribed"),
  )!;
  expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/\S+)>$/.exec(welcome.headers['List-Unsubscribe']!)![1]!;
  expect(oneClick).toMatch(/\/functions\/v1\/newsletter\/one-click\/[0-9a-f-]{36}$/);
  expect(welcome.text).toMatch(/Unsubscribe with one click: \S+\/newsletter\/unsubscribe#token=/);
  const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect([unsubscribed.status(), await unsubscribed.text()]).toEqual([200, 'You are unsubscribed.']);
  expect(await status(request, email)).toEqual(['unsubscribed']);

  // Anyone signing the address up again: the same answer on screen, and the opt-out holds.
  await gotoHydrated(page, '/labs/early-access');
  await signUp(page, email);
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible();
  const mails = await mailAbout(request, email, 3);
  expect(await status(request, email)).toEqual(['unsubscribed']);
  // Only its owner, with the new confirmation mail, can subscribe it again.
  const renewed = mails.find((mail) => mail.subject.startsWith('Confirm') && mail.id !== confirmation!.id)!;
  await openFromMail(page, confirmLinkIn(renewed.text));
  await waitForHydration(page);
  await page.getByRole('button', { name: newsletterLinkWords.confirm.button }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterLinkResults.confirmed);
  expect(await status(request, email)).toEqual(['active']);
});

test('the unsubscribe page in the mail unsubscribes when its button is pressed', async ({
  page,
  request,
}) => {
  const email = `opt-out-${Date.now()}@example.com`;
  await gotoHydrated(page, '/blog');
  await signUp(page, email);
  await expect(page.getByText(newsletterMessages.subscribed)).toBeVisible();
  const [confirmation] = await mailAbout(request, email, 1);
  await openFromMail(page, confirmLinkIn(confirmation!.text));
  await waitForHydration(page);
  await page.getByRole('button', { name: newsletterLinkWords.confirm.button }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterLinkResults.confirmed);

  const welcome = (await mailAbout(request, email, 2)).find((mail) =>
    mail.subject.startsWith("You're subscribed"),
  )!;
  await openFromMail(page, /Unsubscribe with one click: (\S+)/.exec(welcome.text)![1]!);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterLinkWords.unsubscribe.title);
  expect(await status(request, email)).toEqual(['active']);
  await page.getByRole('button', { name: newsletterLinkWords.unsubscribe.button }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterLinkResults.unsubscribed);
  expect(await status(request, email)).toEqual(['unsubscribed']);
});
