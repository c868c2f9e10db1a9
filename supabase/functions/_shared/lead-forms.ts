/**
 * One zod schema per lead form (docs/product/forms.md): the site's forms take their field messages from
 * them, and the `leads` Edge Function validates what it is sent with the very same schema before the
 * database stores it. The database keeps its own constraints as the last line (its lengths, patterns and
 * option sets are lead-fields.ts's; supabase/tests/lead-forms.property.test.ts proves they agree).
 *
 * A schema takes what a form holds or a browser posts (strings, a list or one string for a checkbox group,
 * `true` or `on` for a ticked box) and gives the cleaned values; its issues carry the exact messages a
 * visitor reads beside each field.
 */
// zod's mini build: the same schemas, in a few kB of the forms' pages instead of the full library's size.
import * as z from 'zod/mini';
import { diagnosticOptions } from './diagnostic-options.ts';
import {
  cleanText,
  emailProblem,
  FOCUS_PATTERN,
  INVITEE_URI_PATTERN,
  isWebUrl,
  leadLimits,
  leadOptions,
  lengthAndCharacters,
  SCHEDULED_EVENT_URI_PATTERN,
  tooLongMessage,
  websiteAsStored,
  type TextKind,
} from './lead-fields.ts';
import { lookAlikeProblem } from './look-alike.ts';

// ---------------------------------------------------------------------------------------------------
// Field schemas.

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

export const email = () =>
  text('Email is required', (value) => emailProblem(value) ?? lookAlikeProblem(value));
export const optionalEmail = () =>
  orNull(
    text(
      'Email is invalid',
      (value) => emailProblem(value, { required: false }) ?? (value ? lookAlikeProblem(value) : undefined),
    ),
  );

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

/** Where a lead came from, which never costs it: the value when it fits `pattern`, else null. */
const keptIf = (pattern: RegExp) =>
  after((value) => {
    const cleaned = typeof value === 'string' ? cleanText(value) : '';
    return pattern.test(cleaned) ? cleaned : null;
  }, z.nullable(z.string()));

const BOOKING_UNREADABLE = 'This booking could not be read';
/** A reference the scheduler gave the page (nobody types it): its shape, or the booking is not read. */
const schedulerUri = (pattern: RegExp) =>
  z.string({ error: BOOKING_UNREADABLE }).check(z.regex(pattern, { error: BOOKING_UNREADABLE }));

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
    // "linkedin.com/in/ada", typed without its scheme, is taken as https:// (and stored so) before the rule.
    linkedinUrl: z.pipe(
      text('LinkedIn or portfolio URL is required', (value) =>
        !value
          ? 'LinkedIn or portfolio URL is required'
          : isWebUrl(websiteAsStored(value) ?? '')
            ? undefined
            : 'Please enter a valid URL',
      ),
      z.transform((value: string) => websiteAsStored(value) ?? value),
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
  'call-request': z.object({
    fullName: fullName(),
    email: email(),
    availability: requiredText(leadLimits.mediumText, 'Please tell us when suits you', 'When suits you', {
      multiLine: true,
    }),
    timeZone: optionalText(leadLimits.timeZone, 'Your time zone'),
    focus: keptIf(FOCUS_PATTERN),
  }),
  // A call booked in the scheduler, told by the booking page (its `event_scheduled` message).
  booking: z
    .object({
      eventUri: schedulerUri(SCHEDULED_EVENT_URI_PATTERN),
      inviteeUri: schedulerUri(INVITEE_URI_PATTERN),
      focus: keptIf(FOCUS_PATTERN),
    })
    .check(
      z.refine(({ eventUri, inviteeUri }) => inviteeUri.startsWith(`${eventUri}/invitees/`), {
        error: BOOKING_UNREADABLE,
        path: ['inviteeUri'],
      }),
    ),
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
