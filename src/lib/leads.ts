import { cleanText } from '../../supabase/functions/_shared/lead-fields.ts';
import type * as leadForms from '../../supabase/functions/_shared/lead-forms.ts';
import type { FieldMessages, LeadForm, LeadValues } from '../../supabase/functions/_shared/lead-forms.ts';
import type { VisitorMail } from '../../supabase/functions/_shared/site-links.ts';
import { env } from '@/config/env';
import { CHALLENGE_FIELD } from './bot-challenge';
import { deliverLead, LeadRefusedError } from './lead-delivery/deliver';
import { LEADS_FUNCTION } from './lead-delivery/kept-leads';
import { leadOrigin } from './visit';

export { leadLimits } from '../../supabase/functions/_shared/lead-fields.ts';
export type { LeadForm } from '../../supabase/functions/_shared/lead-forms.ts';
export type { VisitorMail } from '../../supabase/functions/_shared/site-links.ts';

/**
 * What a confirmation screen may say of the visitor's own mail once the studio has the lead: whether it
 * was queued (docs/product/forms.md, "The front door"), and the address as stored, when the form knows it.
 */
export type Delivered = { visitorMail: VisitorMail; email?: string };

/** Each field's message, keyed by field: what a form shows beside its fields. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type LeadSchemas = typeof leadForms;
let schemas: LeadSchemas | undefined;
let loading: Promise<LeadSchemas | undefined> | undefined;

/**
 * Loads zod and the forms' schemas (supabase/functions/_shared/lead-forms.ts, about 8 kB gzip). They are
 * not part of a page: a page with a form reaches React without them, sooner on a slow phone
 * (docs/performance.md). LeadForm asks for them when the visitor starts the form (its first focus, input or
 * press), and a check or a send waits for them if they have not arrived. Resolves undefined when they
 * cannot load (offline, or a deploy since the page opened removed the file): the lead is sent unchecked
 * and the leads function checks it with the same schemas, its messages shown on the fields; a later call
 * tries again.
 */
export function loadLeadSchemas(): Promise<LeadSchemas | undefined> {
  loading ??= import('../../supabase/functions/_shared/lead-forms.ts').then(
    (module) => (schemas = module),
    (error: unknown) => {
      loading = undefined;
      console.warn('Lead forms: the schemas did not load; the leads function checks the lead', error);
      return undefined;
    },
  );
  return loading;
}

/**
 * A form's checks, as its schema gives them (supabase/functions/_shared/lead-forms.ts, the same schema the
 * leads function validates with): every failing field's message at once. At once when the schemas are
 * here (the visitor started the form), else once they have loaded.
 */
export function leadChecks<Values>(
  form: LeadForm,
): (values: Values) => FieldErrors<Values> | Promise<FieldErrors<Values>> {
  const check = (loaded: LeadSchemas | undefined, values: Values) => {
    const checked = loaded?.checkLead(form, values);
    return (checked && !checked.ok ? checked.fields : {}) as FieldErrors<Values>;
  };
  return (values) =>
    schemas ? check(schemas, values) : loadLeadSchemas().then((loaded) => check(loaded, values));
}

/**
 * Thrown when a form's values fail its schema, in the browser before sending or by the function's answer:
 * the screen runs the same check first, so reaching this is a bug; it names the fields instead of being
 * swallowed into a generic banner.
 */
export class LeadValidationError extends Error {
  readonly errors: FieldMessages;
  constructor(form: string, errors: FieldMessages) {
    super(`${form}: refused: ${JSON.stringify(errors)}`);
    this.name = 'LeadValidationError';
    this.errors = errors;
  }
}

/**
 * Where a form posts natively (docs/product/forms.md, "The front door"): the hosted function, or the local
 * backend on the page's own origin. The same in the prerendered HTML and in the browser, so hydration matches.
 */
export function leadsAction(): string {
  return env.VITE_SUPABASE_URL
    ? `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/${LEADS_FUNCTION}`
    : `/${LEADS_FUNCTION}`;
}

/** What a form adds to its fields when it sends them: the bot challenge's token, when there is one. */
export type SendOptions = { challengeToken?: string };

/**
 * Sends one lead to the leads function and gives the values as the schema cleaned them, with what became of
 * the visitor's own mail, once the function has it. The browser's delivery (src/lib/lead-delivery/, ADR 0025) posts it by a plain fetch (no client
 * library between the click and the request), keeps it until acknowledged and retries it by itself.
 * `requestId` names this submission: a repeat sends the same id and is stored once. Throws
 * LeadValidationError when the values fail the form's schema (here or in the function's answer),
 * LeadRefusedError when the function refuses the lead otherwise. The check here waits for the schemas
 * if they are still loading (loadLeadSchemas).
 */
export async function sendLead<Form extends LeadForm>(
  form: Form,
  values: unknown,
  requestId: string,
  { challengeToken }: SendOptions = {},
): Promise<{ values: LeadValues<Form>; visitorMail: VisitorMail }> {
  const checked = (schemas ?? (await loadLeadSchemas()))?.checkLead(form, values);
  if (checked && !checked.ok) throw new LeadValidationError(form, checked.fields);
  let visitorMail: VisitorMail;
  try {
    visitorMail = await deliverLead({
      requestId,
      path: LEADS_FUNCTION,
      // A form's values may name their own page (a booking: where the visit landed); else the form's.
      body: JSON.stringify({
        ...leadOrigin(),
        ...(values as object),
        form,
        request_id: requestId,
        ...(challengeToken && { [CHALLENGE_FIELD]: challengeToken }),
      }),
    });
  } catch (error) {
    const fields = error instanceof LeadRefusedError ? invalidFields(error.detail) : undefined;
    if (fields) throw new LeadValidationError(form, fields);
    if (error instanceof LeadRefusedError) console.error(`Could not send the ${form} lead:`, error.message);
    throw error;
  }
  return { values: checked ? checked.values : storedValues<Form>(values), visitorMail };
}

/**
 * The values of a lead sent without the schemas here (loadLeadSchemas), which the function accepted: each
 * text cleaned as the schemas clean text (trimmed, NFC), which is what callers read (the email, the name, a
 * choice); a blank optional field stays '' where the schema would give null.
 */
function storedValues<Form extends LeadForm>(values: unknown): LeadValues<Form> {
  return Object.fromEntries(
    Object.entries(values as object).map(([name, value]) => [
      name,
      typeof value === 'string' ? cleanText(value) : value,
    ]),
  ) as LeadValues<Form>;
}

/** The fields of the function's 400 `invalid` answer (docs/product/forms.md, "The front door"). */
function invalidFields(answer: string): FieldMessages | undefined {
  try {
    const body = JSON.parse(answer) as { error?: string; fields?: FieldMessages };
    return body.error === 'invalid' ? body.fields : undefined;
  } catch {
    return undefined;
  }
}
