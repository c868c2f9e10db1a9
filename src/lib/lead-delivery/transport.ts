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
  const text = await response.text().catch(() => '');
  return { outcome: answerOutcome(response, text, now()), detail: text.slice(0, 4000) };
}

export type LeadAnswer = { outcome: Outcome; detail: string };

/** PostgREST's error body (`{code, message}`), when the answer is one. */
function errorCode(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { code?: unknown }).code?.toString();
  } catch {
    return undefined;
  }
}

/**
 * The backend's answer to an insert. A unique violation (409, 23505) is the lead already stored: the request
 * id of a retry after a lost answer, or (newsletter) the address already on the list, which the visitor need
 * not hear about. The database's rate limit (PT429) names no Retry-After: it counts an hour, so the next try
 * is in five minutes, not a second.
 */
function answerOutcome(response: Response, text: string, now: number): Outcome {
  const code = errorCode(text);
  if (response.status === 409 && code === '23505') return { kind: 'acknowledged' };
  if (response.status === 429 && code === 'PT429' && !response.headers.get('Retry-After'))
    return { kind: 'transient', status: 429, retryAfterMs: 5 * 60_000 };
  return outcomeOf(response.status, response.headers.get('Retry-After'), now);
}
