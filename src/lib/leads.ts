import {
  checkLead,
  type FieldMessages,
  type LeadForm,
  type LeadValues,
} from '../../supabase/functions/_shared/lead-forms.ts';
import { backendUrl } from './backend';
import { visitUtm } from './visit';

export {
  leadLimits,
  RATE_LIMITED_MESSAGE,
  type LeadForm,
} from '../../supabase/functions/_shared/lead-forms.ts';

/** Each field's message, keyed by field: what a form shows beside its fields. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A form's checks, as its schema gives them (supabase/functions/_shared/lead-forms.ts, the same schema the
 * leads function validates with): every failing field's message at once.
 */
export function leadChecks<Values>(form: LeadForm): (values: Values) => FieldErrors<Values> {
  return (values) => {
    const checked = checkLead(form, values);
    return (checked.ok ? {} : checked.fields) as FieldErrors<Values>;
  };
}

/** The leads function refused or could not store a lead: `status` is its HTTP status (0: no answer). */
export class LeadError extends Error {
  readonly status: number;
  /** Seconds the function asked the visitor to wait (Retry-After), on a 429 or 503. */
  readonly retryAfter: number | undefined;
  constructor(form: LeadForm, status: number, message: string, retryAfter?: number) {
    super(`Sending the ${form} lead failed (${status || 'no answer'}): ${message}`);
    this.name = 'LeadError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
  get rateLimited(): boolean {
    return this.status === 429;
  }
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

/** The leads function's address (docs/product/forms.md, "The front door"). */
export const leadsUrl = () => `${backendUrl()}/functions/v1/leads`;

/** Where the lead came from, for the owner's inbox (public.leads): the form's page and the visit's UTM. */
function origin(): { page: string; utm?: Record<string, string> } {
  const utm = visitUtm();
  return { page: window.location.pathname.slice(0, 300), ...(Object.keys(utm).length ? { utm } : {}) };
}

/**
 * Sends one lead to the leads function by a plain fetch (no client library between the click and the
 * request) and gives the values as the schema cleaned them. `requestId` names this submission: a retry
 * after a lost answer sends the same id and is stored once. Throws LeadValidationError when the values fail
 * the form's schema, LeadError when the function refuses or cannot be reached.
 */
export async function sendLead<Form extends LeadForm>(
  form: Form,
  values: unknown,
  requestId: string,
): Promise<LeadValues<Form>> {
  const checked = checkLead(form, values);
  if (!checked.ok) throw new LeadValidationError(form, checked.fields);
  let response: Response;
  try {
    response = await fetch(leadsUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(values as object), form, request_id: requestId, ...origin() }),
    });
  } catch (error) {
    console.error(`Could not send the ${form} lead:`, error);
    throw new LeadError(form, 0, error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return checked.values;
  const text = await response.text().catch(() => '');
  let body: { error?: string; fields?: FieldMessages; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A gateway's HTML error page, or nothing: the status says enough.
  }
  if (response.status === 400 && body.error === 'invalid' && body.fields)
    throw new LeadValidationError(form, body.fields);
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  const error = new LeadError(form, response.status, body.message ?? text.slice(0, 200), retryAfter);
  if (!error.rateLimited) console.error(`Could not send the ${form} lead:`, error.message);
  throw error;
}
