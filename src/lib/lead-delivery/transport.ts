import { isVisitorMail, type VisitorMail } from '../../../supabase/functions/_shared/site-links.ts';
import { anonHeaders, backendUrl } from '../backend';
import { ATTEMPT_TIMEOUT_MS, outcomeOf, type Outcome } from './retry-policy';

/**
 * One attempt to post a kept lead: a plain `fetch` (no client library, so no file has to load between the
 * click and the request: a tab opened before a deploy still sends), abandoned after ATTEMPT_TIMEOUT_MS.
 * Resolves to what the answer means; never throws.
 */
export async function postLead(path: string, body: string, now: () => number): Promise<LeadAnswer> {
  let response: Response;
  try {
    response = await fetch(`${backendUrl()}/${path}`, {
      method: 'POST',
      headers: { ...anonHeaders(), 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
  } catch (error) {
    // Refused, offline, reset, or timed out: nothing says the backend has it.
    return { outcome: { kind: 'transient' }, detail: String(error) };
  }
  // The leads function answers a repeat of a stored request id as stored (docs/product/forms.md), and
  // its 429 and 503 name a Retry-After (exposed to the page by its CORS headers).
  const text = await response.text().catch(() => '');
  return { outcome: outcomeOf(response.status, response.headers.get('Retry-After'), now()), detail: text };
}

export type LeadAnswer = { outcome: Outcome; detail: string };

/**
 * What the leads function's acknowledgement says of the visitor's own mail (`visitor_mail`): `none` when it
 * says nothing, so the screen promises no mail it was not told of.
 */
export function visitorMailOf(answer: string): VisitorMail {
  try {
    const said = (JSON.parse(answer) as { visitor_mail?: unknown } | null)?.visitor_mail;
    return isVisitorMail(said) ? said : 'none';
  } catch {
    return 'none';
  }
}
