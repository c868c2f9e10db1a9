/**
 * One zod schema per lead form (docs/product/forms.md): the site's forms take their field messages from
 * them, and the `leads` Edge Function validates what it is sent with the very same schema before the
 * database stores it. The database keeps its own constraints as the last line (its lengths, patterns and
 * option sets are the ones below; supabase/tests/lead-forms.property.test.ts proves they agree).
 *
 * A schema takes what a form holds or a browser posts (strings, a list or one string for a checkbox group,
 * `true` or `on` for a ticked box) and gives the cleaned values; its issues carry the exact messages a
 * visitor reads beside each field.
 */
// zod's mini build: the same schemas, in a few kB of the forms' pages instead of the full library's size.
import * as z from 'zod/mini';
import { diagnosticOptions } from './growth-diagnostic.ts';

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
} as const;

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

const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

// ---------------------------------------------------------------------------------------------------
// Field schemas.

/** Whether a text is single-line (names, company names: the default) or multi-line (a textarea's). */
type TextKind = { multiLine?: boolean };

/** A missing field reads as an empty one: its own message, not zod's. Anything but text stays as it is. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : value);

/** `schema`, after `prepare` has had the raw value (zod's preprocess). */
const after = <Schema extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: Schema) =>
  z.pipe(z.transform(prepare), schema);

/** Text, cleaned, then checked by `problem` (undefined when fine). */
function text(notText: string, problem: (text: string) => string | undefined) {
  return after(
    asText,
    z.pipe(z.string({ error: notText }), z.transform(cleanText)).check(
      z.superRefine((value: string, ctx) => {
        const message = problem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    ),
  );
}

function lengthAndCharacters(value: string, max: number, label: string, { multiLine = false }: TextKind) {
  if (charLength(value) > max) return tooLongMessage(label, max);
  if ((multiLine ? multiLineRefused : singleLineRefused).test(value))
    return controlCharacterMessage(label, multiLine);
  return undefined;
}

/** Null for a blank optional value. */
const orNull = (schema: ReturnType<typeof text>) =>
  z.pipe(
    schema,
    z.transform((value: string) => value || null),
  );

/** A required text: `required` when blank, a length message beyond `max`, a refused character. */
export function requiredText(max: number, required: string, label: string, kind: TextKind = {}) {
  return text(required, (value) => (value ? lengthAndCharacters(value, max, label, kind) : required));
}

/** An optional text, stored as null when blank. */
export function optionalText(max: number, label: string, kind: TextKind = {}) {
  return orNull(text(tooLongMessage(label, max), (value) => lengthAndCharacters(value, max, label, kind)));
}

/**
 * The email rule of every form. Non-ASCII addresses (josé@example.com) are accepted on purpose: they are
 * real addresses (RFC 6531) and the database stores them; refusing one would turn a founder away.
 */
export function emailProblem(address: string, { required = true } = {}): string | undefined {
  if (!address) return required ? 'Email is required' : undefined;
  if (charLength(address) > leadLimits.email || !EMAIL_PATTERN.test(address)) return 'Email is invalid';
  return undefined;
}
export const email = () => text('Email is required', (value) => emailProblem(value));
export const optionalEmail = () =>
  orNull(text('Email is invalid', (value) => emailProblem(value, { required: false })));

/** A web address; one typed without its scheme (example.com) is taken as https://, not refused. */
export function websiteAsStored(value: string): string | null {
  const cleaned = cleanText(value);
  if (!cleaned) return null;
  return /^https?:\/\//i.test(cleaned)
    ? cleaned.replace(/^https?/i, (scheme) => scheme.toLowerCase())
    : `https://${cleaned}`;
}
const isWebUrl = (value: string) => charLength(value) <= leadLimits.webUrl && WEB_URL_PATTERN.test(value);

/** One value of the set. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.enum(values, { error: message });
}

/** One value of the set, or nothing (an empty choice). */
function optionalOneOf<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return after(
    (value) => (value === '' || value === undefined ? null : value),
    z.nullable(oneOf(values, message)),
  );
}

/** A checkbox group: one posted value arrives as a string, several as a list. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

/** Values of the set, each once: what a checkbox group can produce, and what the database caps. */
function listOf<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
  { atLeastOne }: { atLeastOne: boolean },
) {
  return after(
    asList,
    z.array(oneOf(values, message), { error: message }).check(
      z.refine((list: string[]) => new Set(list).size === list.length && (!atLeastOne || list.length > 0), {
        error: message,
      }),
    ),
  );
}
export const someOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => listOf(values, message, { atLeastOne: true });

/** A box that must be ticked: `true` from the form, `on` (or its value) from a native post. */
function ticked(message: string) {
  return after(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: message }),
  );
}

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

// ---------------------------------------------------------------------------------------------------
// The forms.

const fullName = () => requiredText(leadLimits.name, 'Full name is required', 'Full name');

export const leadSchemas = {
  idea: z.object({
    fullName: fullName(),
    email: email(),
    startupName: optionalText(leadLimits.name, 'Startup name'),
    website: after(
      asText,
      z.pipe(z.string({ error: 'Please enter a valid URL' }), z.transform(websiteAsStored)),
    ).check(
      z.refine((value: string | null) => value === null || isWebUrl(value), {
        error: 'Please enter a valid URL',
      }),
    ),
    problem: requiredText(leadLimits.longText, 'Problem description is required', 'Problem description', {
      multiLine: true,
    }),
    solution: requiredText(leadLimits.longText, 'Solution description is required', 'Solution description', {
      multiLine: true,
    }),
    targetAudience: oneOf(leadOptions.labsTargetAudience, 'Please select a target audience'),
    currentStage: oneOf(leadOptions.labsCurrentStage, 'Please select your current stage'),
    goals: someOf(leadOptions.labsGoals, 'Please select at least one goal'),
    agreed: ticked('Please agree to the terms'),
  }),
  'founder-inquiry': z.object({
    fullName: fullName(),
    email: email(),
    companyName: optionalText(leadLimits.name, 'Company name'),
    challenges: someOf(leadOptions.inquiryChallenges, 'Please select at least one challenge'),
    description: optionalText(leadLimits.longText, 'Description', { multiLine: true }),
    timeline: oneOf(leadOptions.inquiryTimeline, 'Please select a timeline'),
    budget: optionalOneOf(leadOptions.inquiryBudget, 'Please select a budget'),
    nextStep: oneOf(leadOptions.inquiryNextStep, 'Please select your preferred next step'),
  }),
  'expert-application': z.object({
    fullName: fullName(),
    email: email(),
    linkedinUrl: text('LinkedIn or portfolio URL is required', (value) =>
      !value
        ? 'LinkedIn or portfolio URL is required'
        : isWebUrl(value)
          ? undefined
          : 'Please enter a valid URL',
    ),
    expertise: someOf(leadOptions.applicationExpertise, 'Please select at least one area of expertise'),
    workType: someOf(leadOptions.applicationWorkType, 'Please select at least one type of work'),
    startupExperience: oneOf(
      leadOptions.applicationStartupExperience,
      'Please select your startup experience',
    ),
    availability: oneOf(leadOptions.applicationAvailability, 'Please select your availability'),
    workStyle: optionalText(leadLimits.mediumText, 'Work style', { multiLine: true }),
  }),
  question: z.object({
    email: email(),
    message: requiredText(leadLimits.longText, 'Please enter your question', 'Your question', {
      multiLine: true,
    }),
  }),
  newsletter: z.object({
    email: email(),
    source: oneOf(leadOptions.newsletterSource, 'Please say where you signed up'),
  }),
  playbook: z.object({
    name: requiredText(leadLimits.name, 'Name is required', 'Name'),
    email: email(),
  }),
  'beta-access': z.object({
    mvpSlug: z
      .string({ error: 'This MVP is not taking beta requests' })
      .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'This MVP is not taking beta requests' })),
    fullName: fullName(),
    email: email(),
    useCase: requiredText(
      leadLimits.mediumText,
      'Please tell us what you want to use it for',
      'Your answer',
      {
        multiLine: true,
      },
    ),
  }),
  diagnostic: z.object({
    stage: oneOf(diagnosticOptions.stage, 'Please choose your stage'),
    challenge: oneOf(diagnosticOptions.challenge, 'Please choose your biggest challenge'),
    validationStrategy: oneOf(diagnosticOptions.validationStrategy, 'Please choose how you validate'),
    monetizationStrategy: oneOf(diagnosticOptions.monetizationStrategy, 'Please choose how you make money'),
    pricingConfidence: after(
      (value) =>
        value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
      z.nullable(z.int({ error: 'Please choose from 1 to 5' }).check(z.gte(1), z.lte(5))),
    ),
    retention: oneOf(diagnosticOptions.retention, 'Please choose your retention'),
    needs: listOf(diagnosticOptions.needs, 'Please choose from the listed needs', { atLeastOne: false }),
    email: optionalEmail(),
  }),
} as const;

export type LeadForm = keyof typeof leadSchemas;
export const leadForms = Object.keys(leadSchemas) as LeadForm[];
export const isLeadForm = (value: unknown): value is LeadForm =>
  typeof value === 'string' && Object.hasOwn(leadSchemas, value);

/** The cleaned values of a form, as its schema gives them. */
export type LeadValues<Form extends LeadForm> = z.output<(typeof leadSchemas)[Form]>;

/** Each failing field's first message, keyed by field, in the schema's order. */
export type FieldMessages = Record<string, string>;

/** Checks `input` against the form's schema: its cleaned values, or each failing field's message. */
export function checkLead<Form extends LeadForm>(
  form: Form,
  input: unknown,
): { ok: true; values: LeadValues<Form> } | { ok: false; fields: FieldMessages } {
  const result = leadSchemas[form].safeParse(input);
  if (result.success) return { ok: true, values: result.data as LeadValues<Form> };
  const found: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    found[field] ??= issue.message;
  }
  const order = Object.keys(leadSchemas[form].shape);
  return {
    ok: false,
    fields: Object.fromEntries(Object.entries(found).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))),
  };
}

/** What a form says when the function answers 429: the input stays, the visitor waits and retries. */
export const RATE_LIMITED_MESSAGE =
  'We have received several submissions from your connection in a short time. Please wait a few minutes and send it again: everything you typed is still here.';
