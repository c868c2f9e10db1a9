/**
 * When a lead's request is tried again, and for how long the visitor waits before being told
 * (docs/decisions/0025-the-browser-keeps-every-lead.md). Pure: the clock and the dice are arguments.
 */

/** One attempt that has not answered by then is abandoned and counts as a network failure. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * The visitor waits this long (retries included) with the button reading "Sending..."; then the form says
 * that nothing is lost and the site keeps trying. At least a minute: most outages of a host are shorter.
 */
export const PATIENCE_MS = 60_000;

const FIRST_DELAY_MS = 1_000;
/** The longest pause between two attempts of our own choosing, in the page and in the background. */
export const MAX_DELAY_MS = 60_000;
/** A server asking for longer than this (a rate limit of an hour) is asked again sooner; it may refuse again. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** What one answer means for the lead. */
export type Outcome =
  /** The backend has the lead (a repeat of a stored request id is acknowledged too). */
  | { kind: 'acknowledged' }
  /** Nothing sent again would change the answer (a validation error): said at once, never retried. */
  | { kind: 'refused'; status: number }
  /** Down, overloaded, throttled or unreachable: tried again, after `retryAfterMs` when the server said. */
  | { kind: 'transient'; status?: number; retryAfterMs?: number };

/**
 * Statuses that say "not now" rather than "no": gateways (502-504), a throttle (429), a request timeout
 * (408) and a crash (500), which a request id makes safe to repeat.
 */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** The meaning of an HTTP answer, with its Retry-After header (seconds or an HTTP date). */
export function outcomeOf(status: number, retryAfter: string | null, now: number): Outcome {
  if (status >= 200 && status < 300) return { kind: 'acknowledged' };
  if (!TRANSIENT_STATUSES.has(status)) return { kind: 'refused', status };
  const retryAfterMs = parseRetryAfter(retryAfter, now);
  return retryAfterMs === undefined
    ? { kind: 'transient', status }
    : { kind: 'transient', status, retryAfterMs };
}

/** RFC 9110's Retry-After: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // An HTTP date names its day and month in letters; anything else that is not a number is unreadable.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) - now : NaN;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * The pause before retry number `retry` (1 for the first): doubling from a second, capped at a minute, the
 * upper half at random so many visitors cut off by one outage do not all come back in the same second.
 * A server's Retry-After is a floor.
 */
export function retryDelay(retry: number, retryAfterMs: number | undefined, random: () => number): number {
  const ceiling = Math.min(FIRST_DELAY_MS * 2 ** Math.max(retry - 1, 0), MAX_DELAY_MS);
  const backoff = ceiling / 2 + (random() * ceiling) / 2;
  return Math.max(Math.round(backoff), retryAfterMs ?? 0);
}

/** What to do after a failed attempt: when to try again, and whether to tell the visitor now. */
export type NextStep = { waitMs: number; tellVisitor: boolean };

/**
 * After the failed attempt that ended at `now` (the `retry`-th retry comes next): within the visitor's
 * patience the pauses are clipped so that one attempt starts as it ends, and the visitor is told after the
 * first failure at or past it, so nobody is told before a minute of trying. A server that asks for a wait
 * longer than the patience left (a rate limit) is believed at once.
 */
export function nextStep(
  retry: number,
  firstAttemptAt: number,
  now: number,
  retryAfterMs: number | undefined,
  random: () => number,
): NextStep {
  const waitMs = retryDelay(retry, retryAfterMs, random);
  const patienceEnds = firstAttemptAt + PATIENCE_MS;
  if (now >= patienceEnds) return { waitMs, tellVisitor: true };
  if (retryAfterMs !== undefined && now + retryAfterMs > patienceEnds) return { waitMs, tellVisitor: true };
  return { waitMs: Math.min(waitMs, patienceEnds - now), tellVisitor: false };
}
