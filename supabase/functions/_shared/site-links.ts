/** Addresses on the site that emails link to; the site imports them from here too, so both agree. */

/** The free playbook's one name: its page, the PDF, the form and the mail all call it this. */
export const PLAYBOOK_NAME = 'Growth Playbook';
export const PLAYBOOK_PDF_PATH = '/downloads/growth-experiment-framework.pdf';
export const PLAYBOOK_FRAMEWORK_PATH = '/growth-playbook/framework';
export const BOOK_CALL_PATH = '/book-call';
/** The newsletter's confirmation and unsubscribe links land on these pages, which act when asked to. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Where the leads function sends a form posted without scripts: `/thank-you/<form>`, `/not-sent/<form>`. */
export const LEAD_SENT_PATH = '/thank-you';
export const LEAD_NOT_SENT_PATH = '/not-sent';

/**
 * What became of the visitor's own mail (the playbook, the analysis, the newsletter confirmation, a
 * receipt), as public.take_lead answers it: `queued`, `skipped` by a visitor mail limit, or `none` (the lead
 * asks for none). A confirmation screen promises mail only when it is `queued`.
 */
export const visitorMailStates = ['queued', 'skipped', 'none'] as const;
export type VisitorMail = (typeof visitorMailStates)[number];
export const isVisitorMail = (value: unknown): value is VisitorMail =>
  (visitorMailStates as readonly unknown[]).includes(value);

/** The last segment of the thank-you page whose words promise no mail: `/thank-you/<form>/no-mail`. */
export const NO_MAIL_SEGMENT = 'no-mail';

/**
 * The thank-you page of a stored lead: `/thank-you/<form>`, or `/thank-you/<form>/no-mail` when a limit
 * skipped the visitor's own mail (a page of its own, so it needs no script to say so).
 */
export const leadSentPath = (form: string, visitorMail: VisitorMail) =>
  `${LEAD_SENT_PATH}/${encodeURIComponent(form)}${visitorMail === 'skipped' ? `/${NO_MAIL_SEGMENT}` : ''}`;

/**
 * The words of a newsletter link's page (/newsletter/confirm, /newsletter/unsubscribe), which the mail that
 * links there repeats so the visitor finds the button the mail named (docs/product/forms.md#newsletter).
 */
export const newsletterLinkWords = {
  confirm: {
    title: 'Confirm your subscription',
    button: 'Confirm my subscription',
    working: 'Confirming...',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    button: 'Unsubscribe',
    working: 'Unsubscribing...',
  },
} as const;

/**
 * What following a newsletter link may come to: the answers of public.confirm_newsletter_subscription and
 * public.unsubscribe_newsletter, passed on by the newsletter function to the site's pages
 * (supabase/tests/visitor-safety.test.ts proves the SQL answers these and no other).
 */
export const confirmResults = ['confirmed', 'used', 'expired', 'invalid'] as const;
export const unsubscribeResults = ['unsubscribed', 'invalid'] as const;
export type ConfirmResult = (typeof confirmResults)[number];
export type UnsubscribeResult = (typeof unsubscribeResults)[number];
export type NewsletterLinkResult = ConfirmResult | UnsubscribeResult;

/**
 * How long a confirmation link works: the database's private.newsletter_confirmations.expires_at and its
 * clean-up, and the confirmation mail's words (the same test proves the SQL says as many days).
 */
export const CONFIRMATION_LINK_DAYS = 7;

/**
 * A newsletter page's address with its secret in the fragment (`#token=...`): a browser never sends a
 * fragment to a server, so no host or proxy log keeps it, and the page view the site reports leaves it
 * out. The page reads it, then clears it from the address.
 */
export function newsletterLink(siteUrl: string, path: string, token: string): string {
  return `${siteUrl}${path}#token=${encodeURIComponent(token)}`;
}

/** The token of a newsletter page's address: its fragment's, or (mails sent before) its query's. */
export function newsletterToken(address: { hash: string; search: string }): string | null {
  return (
    new URLSearchParams(address.hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(address.search).get('token')
  );
}

/**
 * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to this address, so
 * the secret must be in it; it goes in the path, the one place a POST's target keeps it besides a query
 * string (never a page view: no browser opens it).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/newsletter/one-click/';
