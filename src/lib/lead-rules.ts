/**
 * The building blocks of every lead form's rule set (each form's own lives in its feature's api/). One
 * rule set gives the on-screen messages and is the check the request goes through, and its limits are the
 * database's (supabase/migrations/*_lead_limits.sql): whatever the screen accepts, the database accepts.
 */

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

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

/** The message for a field holding a character its kind refuses (see SINGLE_LINE_REFUSED). */
export const controlCharacterMessage = (label: string, multiLine = false) =>
  multiLine
    ? `${label} cannot contain control characters or text-direction overrides (line breaks and tabs are fine)`
    : `${label} cannot contain line breaks, tabs, control characters or text-direction overrides`;

/** text@text.text, the last part two characters or more, no white space, one @ (the SQL domain's pattern). */
export const EMAIL_PATTERN = new RegExp(
  `^[^@${SPACE}${SINGLE_LINE_REFUSED}]+@[^@${SPACE}${SINGLE_LINE_REFUSED}]+\\.[^@.${SPACE}${SINGLE_LINE_REFUSED}]{2,}$`,
  'u',
);
export const EMAIL_MAX = 254;

/** http:// or https:// and no white space (the SQL web_url domain). */
export const WEB_URL_PATTERN = new RegExp(`^https?://[^${SPACE}${SINGLE_LINE_REFUSED}]+$`, 'u');
export const WEB_URL_MAX = 500;

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

/** Whether a text is single-line (names, company names: the default) or multi-line (a textarea's). */
export type TextKind = { multiLine?: boolean };

function charactersError(text: string, label: string, { multiLine = false }: TextKind) {
  return (multiLine ? multiLineRefused : singleLineRefused).test(text)
    ? controlCharacterMessage(label, multiLine)
    : undefined;
}

/** A required text: `required` when blank, a length message beyond `max`, a refused character. */
export function requiredTextError(
  value: string,
  max: number,
  required: string,
  label: string,
  kind: TextKind = {},
) {
  const text = cleanText(value);
  if (!text) return required;
  if (charLength(text) > max) return `${label} must be at most ${max} characters`;
  return charactersError(text, label, kind);
}

/** An optional text: its length and its characters are checked. */
export function optionalTextError(value: string, max: number, label: string, kind: TextKind = {}) {
  const text = cleanText(value);
  if (charLength(text) > max) return `${label} must be at most ${max} characters`;
  return charactersError(text, label, kind);
}

/** An optional text as stored: null when blank. */
export const optionalText = (value: string) => cleanText(value) || null;

/**
 * The email rule of every form. Non-ASCII addresses (josé@example.com) are accepted on purpose: they are
 * real addresses (RFC 6531) and the database stores them; refusing one would turn a founder away.
 */
export function emailError(email: string, { required = true } = {}): string | undefined {
  const address = cleanText(email);
  if (!address) return required ? 'Email is required' : undefined;
  if (charLength(address) > EMAIL_MAX || !EMAIL_PATTERN.test(address)) return 'Email is invalid';
  return undefined;
}

/** The checks of the full name and email most lead forms start with (see NameAndEmailFields). */
export const NAME_MAX = 120;
export function nameAndEmailErrors(values: { fullName: string; email: string }) {
  const errors: { fullName?: string; email?: string } = {};
  const fullName = requiredTextError(values.fullName, NAME_MAX, 'Full name is required', 'Full name');
  if (fullName) errors.fullName = fullName;
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

/** Only values of the set, each once: what a checkbox group can produce, and what the database caps. */
export function someOf(values: readonly string[], allowed: readonly string[]): boolean {
  return (
    values.length > 0 && new Set(values).size === values.length && values.every((v) => allowed.includes(v))
  );
}

/**
 * Thrown by a form's submit when its values fail the form's own rule set: the screen runs the same check
 * first, so reaching this is a bug; it names the fields instead of being swallowed into a generic banner.
 */
export class LeadValidationError extends Error {
  readonly errors: Record<string, string | undefined>;
  constructor(form: string, errors: Record<string, string | undefined>) {
    super(`${form}: refused before sending: ${JSON.stringify(errors)}`);
    this.name = 'LeadValidationError';
    this.errors = errors;
  }
}

/** Runs a form's rule set; throws when it finds anything. */
export function assertValid<Values>(
  form: string,
  validate: (values: Values) => FieldErrors<Values>,
  values: Values,
): void {
  const errors = validate(values);
  if (Object.keys(errors).length > 0) throw new LeadValidationError(form, errors);
}

/** What a form says when the database answers 429: the input stays, the visitor waits and retries. */
export const RATE_LIMITED_MESSAGE =
  'We have received several submissions from your connection in a short time. Please wait a few minutes and send it again: everything you typed is still here.';
