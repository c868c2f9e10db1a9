/**
 * What the lead forms' fields hold, without zod: the database's column limits, the option sets, how text is
 * cleaned and which characters a field refuses, and the email and web address rules. The schemas
 * (lead-forms.ts) are built from these; the site renders its forms from them (maxlength, the options), so a
 * page shows a form without loading zod and the schemas, which load when the visitor starts the form
 * (src/lib/leads.ts). The leads function reads both files.
 */

// ---------------------------------------------------------------------------------------------------
// Text as the database stores it.

/**
 * White space as JavaScript's `trim()` and `\s` know it. The database's private.has_text() and email
 * domain list the same characters, so "blank" and "no spaces" mean the same on both sides.
 */
const SPACE = ' \\t\\n\\v\\f\\r\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * Characters a single-line field refuses (the database's private.single_line): control characters (C0, DEL,
 * C1, tabs and line breaks included), the line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates, which reorder what a reader sees. Multi-line fields keep tab, LF and CR.
 */
const SINGLE_LINE_REFUSED = '\\u0001-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const MULTI_LINE_REFUSED =
  '\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
const singleLineRefused = new RegExp(`[${SINGLE_LINE_REFUSED}]`, 'u');
const multiLineRefused = new RegExp(`[${MULTI_LINE_REFUSED}]`, 'u');

/** text@text.text, the last part two characters or more, no white space, one @ (the SQL domain's pattern). */
export const EMAIL_PATTERN = new RegExp(
  `^[^@${SPACE}${SINGLE_LINE_REFUSED}]+@[^@${SPACE}${SINGLE_LINE_REFUSED}]+\\.[^@.${SPACE}${SINGLE_LINE_REFUSED}]{2,}$`,
  'u',
);
/** http:// or https:// and no white space (the SQL web_url domain). */
export const WEB_URL_PATTERN = new RegExp(`^https?://[^${SPACE}${SINGLE_LINE_REFUSED}]+$`, 'u');

/** The database's column limits; the inputs' maxlength. */
export const leadLimits = {
  name: 120,
  email: 254,
  webUrl: 500,
  longText: 5000,
  mediumText: 2000,
  timeZone: 64,
} as const;

/** The booking page's `source` as the tables keep it (a call's focus): a lowercase slug. */
export const FOCUS_PATTERN = /^[a-z0-9-]{1,50}$/;
/**
 * The scheduler's (Calendly's) scheduled event and invitee, as its `event_scheduled` message and its
 * webhook name them (booked_calls' checks).
 */
export const SCHEDULED_EVENT_URI_PATTERN =
  /^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9_-]{1,64}$/;
export const INVITEE_URI_PATTERN =
  /^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9_-]{1,64}\/invitees\/[A-Za-z0-9_-]{1,64}$/;

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
}

/**
 * What a visitor typed, as it will be stored: lone surrogate halves (which JSON cannot carry to the
 * database) become U+FFFD, NUL characters (which PostgreSQL text cannot hold) are dropped, the text is in
 * NFC (é typed either way is one character, counted once), and it is trimmed.
 */
export function cleanText(value: string): string {
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\0/g, '')
    .normalize('NFC')
    .trim();
}

/** The message for a field holding a character its kind refuses (see SINGLE_LINE_REFUSED). */
export const controlCharacterMessage = (label: string, multiLine = false) =>
  multiLine
    ? `${label} cannot contain control characters or text-direction overrides (line breaks and tabs are fine)`
    : `${label} cannot contain line breaks, tabs, control characters or text-direction overrides`;

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Whether a text is single-line (names, company names: the default) or multi-line (a textarea's). */
export type TextKind = { multiLine?: boolean };

/** The length and character rules of a text field: a message, or undefined when fine. */
export function lengthAndCharacters(
  value: string,
  max: number,
  label: string,
  { multiLine = false }: TextKind,
) {
  if (charLength(value) > max) return tooLongMessage(label, max);
  if ((multiLine ? multiLineRefused : singleLineRefused).test(value))
    return controlCharacterMessage(label, multiLine);
  return undefined;
}

/**
 * The shape of an email address, the database's own rule. Non-ASCII addresses (josé@example.com) are
 * accepted on purpose: they are real addresses (RFC 6531) and the database stores them; refusing one would
 * turn a founder away. The schemas add the look-alike check (look-alike.ts), which pages need not load.
 */
export function emailProblem(address: string, { required = true } = {}): string | undefined {
  if (!address) return required ? 'Email is required' : undefined;
  if (charLength(address) > leadLimits.email || !EMAIL_PATTERN.test(address)) return 'Email is invalid';
  return undefined;
}

/**
 * A web address; one typed without its scheme (example.com) is taken as https://, not refused. One with
 * another scheme (ftp://) stays as typed, for the rule to refuse.
 */
export function websiteAsStored(value: string): string | null {
  const cleaned = cleanText(value);
  if (!cleaned) return null;
  if (/^https?:\/\//i.test(cleaned)) return cleaned.replace(/^https?/i, (scheme) => scheme.toLowerCase());
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(cleaned) ? cleaned : `https://${cleaned}`;
}
export const isWebUrl = (value: string) =>
  charLength(value) <= leadLimits.webUrl && WEB_URL_PATTERN.test(value);

// ---------------------------------------------------------------------------------------------------
// The option sets, stored values exactly as docs/product/forms.md lists them (the SQL checks list the same).

export const leadOptions = {
  labsTargetAudience: ['General Consumers', 'Startups', 'SMBs', 'Enterprises', 'Other'],
  labsCurrentStage: ['Just an Idea', 'Prototype Built', 'Some Early Users', 'Revenue Generating'],
  labsGoals: ['Validate Idea', 'Build MVP', 'Find Early Users', 'Other'],
  inquiryChallenges: [
    'product-strategy',
    'gtm',
    'nocode-mvp',
    'growth-retention',
    'revenue-monetization',
    'scaling-ops',
    'other',
  ],
  inquiryTimeline: ['asap', '1-3-months', '3-6-months', 'longer-term'],
  inquiryBudget: ['<$5K', '$5K-$10K', '$10K-$25K', '$25K+'],
  inquiryNextStep: ['call', 'more-info', 'not-sure'],
  applicationExpertise: [
    'product-strategy',
    'gtm-growth',
    'nocode-mvps',
    'revenue-pricing',
    'scaling-ops',
    'other',
  ],
  applicationWorkType: ['short-term', 'long-term', 'advisory', 'execution', 'other'],
  applicationStartupExperience: ['yes', 'some', 'no'],
  applicationAvailability: ['<5', '5-10', '10-20', 'full-time'],
  /**
   * Where a newsletter sign-up happened: the blog list, under an article, the Labs sign-up page (the
   * database's newsletter_subscribers_source_check lists the same).
   */
  newsletterSource: ['blog', 'blog-article', 'labs'],
} as const;

/** What a form says when the function answers 429: the input stays, the visitor waits and retries. */
export const RATE_LIMITED_MESSAGE =
  'We have received several submissions from your connection in a short time. Please wait a few minutes and send it again: everything you typed is still here.';
