import { isVisitorMail } from '../_shared/site-links.ts';
import { LeadNotStored, type LeadStore, type StoreOutcome } from './handler.ts';

/** The arguments of public.take_lead for one lead. */
export function takeLeadArguments(lead: Parameters<LeadStore>[0]) {
  return {
    p_table: lead.table,
    p_request_id: lead.requestId,
    p_row: lead.row,
    p_client_address: lead.clientAddress,
    p_challenge: lead.challenge,
  };
}

/** Below the browser's 15 s per attempt, so the visitor's page hears the 503 and retries on its own. */
export const STORE_TIMEOUT_MS = 10_000;

/** What PostgREST's error body says, reduced to what names a cause: never a message, detail or hint. */
type ErrorShape = { code?: string; constraint?: string };

/**
 * PostgREST's message for a refused row names the constraint (`violates check constraint "x"`); its
 * details repeat the row ("Failing row contains (...)", "Key (email)=(...)"), so only the name is kept.
 */
function errorShape(text: string): ErrorShape {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const { code, message } = body as { code?: unknown; message?: unknown };
  const shape: ErrorShape = {};
  if (typeof code === 'string' && /^[A-Z0-9]{5,8}$/.test(code)) shape.code = code;
  const constraint =
    typeof message === 'string' ? /constraint "([a-z0-9_]{1,63})"/.exec(message)?.[1] : undefined;
  if (constraint) shape.constraint = constraint;
  return shape;
}

/**
 * Why take_lead answered `status`, in words the owner reads in the alert, keyed by a cause that names no
 * visitor: everything here is the studio's to fix, never the visitor's (the schema accepted the lead).
 */
export function faultOf(status: number, text: string): LeadNotStored {
  const { code, constraint } = errorShape(text);
  const detail = [String(status), code, constraint].filter(Boolean).join(' ');
  const fault = (cause: string, words: string) => new LeadNotStored(cause, words, detail);
  if (status === 401) return fault('service-key-refused', 'the service key was refused');
  if (status === 403)
    return fault('permission-denied', 'the service role may not call take_lead (permission denied)');
  if (code === 'PGRST202') return fault('take-lead-unknown', 'the database does not know take_lead yet');
  if (status === 404) return fault('not-found', 'the Data API has nothing at the address the function calls');
  if (code?.startsWith('22') || code?.startsWith('23'))
    return fault(
      `refused-${constraint ?? code}`,
      `the database refused a lead the form's schema accepted (${constraint ?? code}): the schema lacks one of the table's rules`,
    );
  if (code === '57014') return fault('statement-timeout', 'take_lead ran past the statement timeout');
  if (status === 503 || code === 'PGRST000' || code === 'PGRST001' || code === 'PGRST002')
    return fault('database-unreachable', 'the Data API could not reach the database');
  if (status >= 500) return fault(`server-error-${code ?? status}`, `the database failed (${detail})`);
  return fault(`refused-request-${code ?? status}`, `the Data API refused the call of take_lead (${detail})`);
}

function outcomeOf(text: string): StoreOutcome | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { outcome, retry_after, visitor_mail } = (body ?? {}) as {
    outcome?: unknown;
    retry_after?: unknown;
    visitor_mail?: unknown;
  };
  // A database older than visitor_mail says nothing of the mail: the screen then promises none.
  if (outcome === 'stored' || outcome === 'duplicate')
    return { outcome, visitor_mail: isVisitorMail(visitor_mail) ? visitor_mail : 'none' };
  if (outcome === 'not_in_beta') return { outcome };
  if (outcome === 'rate_limited' && typeof retry_after === 'number' && retry_after >= 0)
    return { outcome, retry_after };
  return undefined;
}

/**
 * The function's one way in, hosted and local alike: public.take_lead through PostgREST with the service
 * role key. Anything but an outcome of take_lead (any status, any SQLSTATE, no answer within the timeout)
 * throws LeadNotStored, which the visitor hears as "try again" and the owner as its cause.
 */
export function postgrestLeadStore(
  supabaseUrl: string,
  serviceKey: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = STORE_TIMEOUT_MS,
): LeadStore {
  return async (lead) => {
    let status: number;
    let text: string;
    try {
      const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/take_lead`, {
        method: 'POST',
        headers: {
          apikey: serviceKey,
          Authorization: `Bearer ${serviceKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(takeLeadArguments(lead)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new LeadNotStored(
          'no-answer',
          `the Data API did not answer within ${timeoutMs / 1000} s`,
          'timeout',
        );
      throw new LeadNotStored('unreachable', 'the Data API could not be reached', 'no connection');
    }
    if (status < 200 || status >= 300) throw faultOf(status, text);
    const outcome = outcomeOf(text);
    if (!outcome)
      throw new LeadNotStored(
        'unreadable-answer',
        'take_lead answered something the function cannot read',
        String(status),
      );
    return outcome;
  };
}
