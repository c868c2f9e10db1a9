import { corsHeaders } from '../_shared/cors.ts';
import { clientAddress } from '../_shared/client-address.ts';
import { formFields } from '../_shared/form-fields.ts';
import { RATE_LIMITED_MESSAGE } from '../_shared/lead-fields.ts';
import { cleanPage, cleanUtm } from '../_shared/lead-origin.ts';
import { checkLead, isLeadForm, type LeadForm } from '../_shared/lead-forms.ts';
import { LEAD_NOT_SENT_PATH, leadSentPath, type VisitorMail } from '../_shared/site-links.ts';
import { leadTables, type LeadTable } from '../_shared/lead-tables.ts';
import { BodyTooLarge, decoderFor, formEntries, readLimited, UnknownCharset } from './body.ts';
import { uuidOf } from './name-uuid.ts';
import { leadRow } from './rows.ts';

/**
 * The `leads` Edge Function, every lead form's one front door (docs/product/forms.md, "The front door"):
 * JSON from the site's `fetch`, or a native form post answered with a redirect to a page of the site. It
 * validates with the form's schema, drops what fills the honeypot, asks the bot challenge's verdict when
 * one is configured, and stores through the database's take_lead (one lead per request id, the limits, the
 * mail). Deno serves it when deployed (index.ts); the local backend runs the same code under Node.
 */

/** The largest form (an idea: two texts of 5,000 characters) is far below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The honeypot's name: hidden from people, filled by bots that fill every input. */
export const HONEYPOT_FIELD = 'website_url';
/** The field Cloudflare's Turnstile widget adds to the form it sits in. */
export const CHALLENGE_FIELD = 'cf-turnstile-response';
/**
 * A form the browser posts twice with no script to stamp it (a double press, Back and send again) is one
 * lead when its form, fields and client address are the same within one such span of the clock.
 */
export const POSTED_AGAIN_WINDOW_MS = 10 * 60_000;
/** How long a visitor should wait before sending again when the database failed. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * What public.take_lead answered. A stored lead (or a repeat of one, answered as the first was) says what
 * became of the visitor's own mail, which the visitor's screen must not promise unless it was queued.
 */
export type StoreOutcome =
  | { outcome: 'stored' | 'duplicate'; visitor_mail: VisitorMail }
  | { outcome: 'not_in_beta' }
  | { outcome: 'rate_limited'; retry_after: number };

export type StoredLead = {
  table: LeadTable;
  requestId: string;
  /** The columns the form fills, with the page and the visit's UTM. */
  row: Record<string, unknown>;
  clientAddress: string | null;
  /** The bot challenge's verdict; `off` when none is configured. */
  challenge: 'passed' | 'failed' | 'off';
};

/** Stores a lead (public.take_lead). Throws LeadNotStored when it could not: never the visitor's fault. */
export type LeadStore = (lead: StoredLead) => Promise<StoreOutcome>;

/**
 * The store did not take a lead the schema accepted: a key, a migration, a constraint the schema lacks, an
 * outage. The studio's to fix, so the visitor is asked to retry (their browser does) and the owner is told.
 * `kind` keys the owner's alert (one per cause) and names no visitor; `words` is it for people; `detail`
 * the status, SQLSTATE and constraint name, never the body's message, details or hint, which repeat the row.
 */
export class LeadNotStored extends Error {
  readonly kind: string;
  readonly words: string;
  readonly detail: string;
  constructor(kind: string, words: string, detail: string) {
    super(`${words} (${detail})`);
    this.name = 'LeadNotStored';
    this.kind = kind;
    this.words = words;
    this.detail = detail;
  }
}

/** Tells the owner why leads are not being stored (owner-alert.ts); called for every fault, says each cause once. */
export type OwnerAlert = (fault: LeadNotStored) => Promise<void>;

/** Verifies a bot challenge's token (Cloudflare's siteverify when deployed, a fake in tests). */
export type ChallengeVerifier = (token: string, clientAddress: string | null) => Promise<boolean>;

export type HandlerOptions = {
  store: LeadStore;
  /** The clock (tests move it). */
  now?: () => number;
  /** The site's origin, for the redirects that answer native posts; empty: paths on the function's origin. */
  siteUrl: string;
  /** Present when the owner configured a bot challenge (TURNSTILE_SECRET_KEY). */
  verifyChallenge?: ChallengeVerifier;
  /** Tells the owner why a lead was not stored; unset: the function's log only. */
  alertOwner?: OwnerAlert;
  /**
   * Runs work that outlives the answer (the owner's alert), so the visitor's 503 never waits on a mail
   * provider: the platform's EdgeRuntime.waitUntil when deployed. Unset: the work runs unawaited.
   */
  inBackground?: (work: Promise<unknown>) => void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every answer's headers: CORS (with Retry-After readable by the page) and never cached. */
const commonHeaders = {
  ...corsHeaders,
  'Access-Control-Expose-Headers': 'Retry-After',
  'Cache-Control': 'no-store',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...commonHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const problem = (status: number, error: string, message: string, headers?: Record<string, string>) =>
  json(status, { ok: false, error, message }, headers);

/** Where a native post's visitor is sent (docs/product/forms.md, "Answers to a native post"). */
export const leadPages = {
  /** Stored: the page promises the visitor's mail only when it was queued. */
  sent: leadSentPath,
  /** The fields that need another look, by name (the page says what each needs). */
  invalid: (form: LeadForm, fields: string[]) =>
    `${LEAD_NOT_SENT_PATH}/${form}?${new URLSearchParams({ fields: fields.join(',') }).toString()}`,
  /** Past a limit (`busy`), or the database failed (`failed`): a page each, which needs no script to say so. */
  notSent: (form: LeadForm, reason: 'busy' | 'failed') => `${LEAD_NOT_SENT_PATH}/${form}/${reason}`,
};

/**
 * The request id of a native post the page stamped none on: the same form, fields (but the challenge's
 * token, new on every post) and client address in the same window are the same submission.
 */
function postedRequestId(fields: Record<string, unknown>, address: string | null, now: number) {
  const { [CHALLENGE_FIELD]: _token, ...posted } = fields;
  const content = Object.keys(posted)
    .sort()
    .map((name) => [name, posted[name]]);
  return uuidOf(JSON.stringify([address, Math.floor(now / POSTED_AGAIN_WINDOW_MS), content]));
}

/** The visit's UTM parameters: JSON's `utm` object, or a native post's own `utm_*` fields. */
const utmFields = (fields: Record<string, unknown>) =>
  typeof fields.utm === 'object' && fields.utm !== null ? (fields.utm as Record<string, unknown>) : fields;

export function createLeadsHandler(options: HandlerOptions) {
  const site = options.siteUrl.replace(/\/+$/, '');

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: commonHeaders });
    if (request.method !== 'POST')
      return problem(405, 'method_not_allowed', 'Send a lead with POST.', { Allow: 'POST, OPTIONS' });

    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const native = type === 'application/x-www-form-urlencoded';
    if (!native && type !== 'application/json')
      return problem(
        415,
        'unsupported_media_type',
        'Send JSON, or post the form as application/x-www-form-urlencoded.',
      );
    let bytes: Uint8Array;
    let decoder: TextDecoder;
    try {
      decoder = decoderFor(request.headers.get('content-type') ?? '');
      bytes = await readLimited(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof UnknownCharset)
        return problem(
          415,
          'unsupported_media_type',
          `The charset ${error.message} is not one this form can read.`,
        );
      if (error instanceof BodyTooLarge)
        return problem(413, 'too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`);
      throw error;
    }

    let fields: Record<string, unknown>;
    if (native) fields = formFields(formEntries(bytes, decoder));
    else {
      let body: unknown;
      try {
        body = JSON.parse(decoder.decode(bytes));
      } catch {
        return problem(400, 'bad_request', 'The body must be JSON.');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return problem(400, 'bad_request', 'The body must be a JSON object.');
      fields = body as Record<string, unknown>;
    }

    const form = fields.form;
    if (!isLeadForm(form)) return problem(400, 'bad_request', 'Unknown form.');
    const address = clientAddress(request);
    let requestId = fields.request_id;
    if (native && (requestId === undefined || requestId === ''))
      requestId = await postedRequestId(fields, address, (options.now ?? Date.now)());
    if (typeof requestId !== 'string' || !UUID.test(requestId))
      return problem(400, 'bad_request', 'request_id must be a UUID.');

    /** A native post is answered with a page of the site; JSON with the status and body of the contract. */
    const redirect = (path: string) =>
      new Response(null, { status: 303, headers: { ...commonHeaders, Location: `${site}${path}` } });
    const answer = {
      sent: (visitorMail: VisitorMail) =>
        native
          ? redirect(leadPages.sent(form, visitorMail))
          : json(200, { ok: true, visitor_mail: visitorMail }),
      invalid: (messages: Record<string, string>) =>
        native
          ? redirect(leadPages.invalid(form, Object.keys(messages)))
          : json(400, { ok: false, error: 'invalid', fields: messages }),
      rateLimited: (seconds: number) =>
        native
          ? redirect(leadPages.notSent(form, 'busy'))
          : problem(429, 'rate_limited', RATE_LIMITED_MESSAGE, { 'Retry-After': String(seconds) }),
      unavailable: () =>
        native
          ? redirect(leadPages.notSent(form, 'failed'))
          : problem(
              503,
              'unavailable',
              'The lead could not be stored just now. Please send it again in a moment.',
              {
                'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
              },
            ),
    };

    // A bot filled the field people never see: it is answered as a person would be (whose address gets
    // its mail), and nothing is kept.
    const honeypot = fields[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null)
      return answer.sent(typeof fields.email === 'string' && fields.email.trim() ? 'queued' : 'none');
    const checked = checkLead(form, fields);
    if (!checked.ok) return answer.invalid(checked.fields);

    let challenge: StoredLead['challenge'] = 'off';
    if (options.verifyChallenge) {
      const token = fields[CHALLENGE_FIELD];
      try {
        challenge =
          typeof token === 'string' && token && (await options.verifyChallenge(token, address))
            ? 'passed'
            : 'failed';
      } catch (error) {
        // Cloudflare cannot be asked: the lead is kept, as not having passed the challenge.
        console.error('leads: the bot challenge could not be verified', error);
        challenge = 'failed';
      }
    }

    let stored: StoreOutcome;
    try {
      stored = await options.store({
        table: leadTables[form],
        requestId,
        // Where it came from is cleaned to fit: it never costs the lead.
        row: {
          ...leadRow(form, checked.values),
          page: cleanPage(fields.page),
          utm: cleanUtm(utmFields(fields)),
        },
        clientAddress: address,
        challenge,
      });
    } catch (error) {
      // Whatever the store answered, the schema accepted the lead: it is kept by the visitor's browser and
      // sent again, and the owner hears why.
      const fault =
        error instanceof LeadNotStored
          ? error
          : new LeadNotStored(
              'function-error',
              'the leads function failed',
              error instanceof Error ? error.name : 'unknown',
            );
      console.error(`leads: a ${form} lead was not stored: ${fault.message}`);
      if (options.alertOwner) {
        const told = options
          .alertOwner(fault)
          .catch((alertError: unknown) =>
            console.error(`leads: the owner could not be told (${String(alertError)})`),
          );
        options.inBackground?.(told);
      }
      return answer.unavailable();
    }
    if (stored.outcome === 'rate_limited') return answer.rateLimited(stored.retry_after);
    if (stored.outcome === 'not_in_beta')
      return answer.invalid({ mvpSlug: 'This MVP is not taking beta requests' });
    return answer.sent(stored.visitor_mail);
  };
}
