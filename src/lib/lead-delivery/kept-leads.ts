/**
 * What the browser keeps of a lead until the studio has it (docs/product/forms.md, "Nothing typed is lost"):
 * each form's draft, and the requests sent but not yet acknowledged. First-party `localStorage` only, read by
 * nothing but this site: keeping what a visitor typed in order to deliver what they asked for is strictly
 * necessary, so it needs no consent (/privacy says so). Everything is cleared once acknowledged, and
 * anything older than KEEP_MS is dropped unread. Storage may be blocked or full: then nothing is kept and
 * the forms still send.
 */

import { PENDING_KEY } from './pending-flag';

/** A month: long enough for a visitor to come back, short enough not to keep personal data indefinitely. */
export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const DRAFT_PREFIX = 'lead-draft:';

/** The backend path every lead is posted to: the leads Edge Function (docs/product/forms.md, "The front door"). */
export const LEADS_FUNCTION = 'functions/v1/leads';

/** A lead sent at least once and not acknowledged: all it takes to send it again from any page. */
export type PendingLead = {
  requestId: string;
  /** The backend path it is posted to (`functions/v1/leads`) and its JSON body, as first sent. */
  path: string;
  body: string;
  /** When it was first kept (ms since the epoch). */
  since: number;
};

/** A form's values as last typed, and the request id they are sent with until the studio has them. */
export type Draft<Values> = { values: Values; requestId: string; savedAt: number };

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full: the lead is still sent from this page, it just cannot outlive it.
  }
}

const isFresh = (since: unknown, now: number) => typeof since === 'number' && now - since < KEEP_MS;

/** The leads waiting to be acknowledged, oldest first; expired ones are dropped. */
export function pendingLeads(now = Date.now()): PendingLead[] {
  const stored = read(PENDING_KEY);
  if (!Array.isArray(stored)) return [];
  const fresh = (stored as PendingLead[]).filter(
    (lead) =>
      typeof lead?.requestId === 'string' && typeof lead.body === 'string' && isFresh(lead.since, now),
  );
  if (fresh.length !== stored.length) write(PENDING_KEY, fresh.length ? fresh : undefined);
  return fresh;
}

/** Keeps `lead` (replacing one with the same request id, whose first `since` stays) before it is sent. */
export function keepPending(lead: PendingLead): void {
  const others = pendingLeads(lead.since).filter((kept) => kept.requestId !== lead.requestId);
  const earlier = pendingLeads(lead.since).find((kept) => kept.requestId === lead.requestId);
  write(PENDING_KEY, [...others, earlier ? { ...lead, since: earlier.since } : lead]);
}

/** Forgets a lead once the backend acknowledged (or refused) it. */
export function dropPending(requestId: string): void {
  const left = pendingLeads().filter((lead) => lead.requestId !== requestId);
  write(PENDING_KEY, left.length ? left : undefined);
}

export function isPending(requestId: string): boolean {
  return pendingLeads().some((lead) => lead.requestId === requestId);
}

/** The form's draft, if one was kept in the last KEEP_MS. */
export function loadDraft<Values>(form: string, now = Date.now()): Draft<Values> | undefined {
  const draft = read(DRAFT_PREFIX + form) as Draft<Values> | undefined;
  if (!draft || typeof draft.requestId !== 'string' || typeof draft.values !== 'object') return undefined;
  if (isFresh(draft.savedAt, now)) return draft;
  write(DRAFT_PREFIX + form, undefined);
  return undefined;
}

export function saveDraft<Values>(form: string, values: Values, requestId: string, now = Date.now()): void {
  write(DRAFT_PREFIX + form, { values, requestId, savedAt: now } satisfies Draft<Values>);
}

export function clearDraft(form: string): void {
  write(DRAFT_PREFIX + form, undefined);
}

/** Clears the draft that was sent with `requestId`, whichever form it belongs to (it reached the studio). */
export function clearDraftSentAs(requestId: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys)
      if (key?.startsWith(DRAFT_PREFIX) && (read(key) as Draft<unknown> | undefined)?.requestId === requestId)
        write(key, undefined);
  } catch {
    // No storage, no draft.
  }
}

/** The lead this tab's browser posted last (src/app/boot/early-forms.ts), for the page its answer opens. */
const POSTED_KEY = 'leads:posted';

export function notePosted(requestId: string): void {
  try {
    sessionStorage.setItem(POSTED_KEY, requestId);
  } catch {
    // Blocked: the kept copy is sent again and the backend answers it as stored.
  }
}

/** The request id notePosted kept, once: only the first page after the post may settle it. */
export function takePosted(): string | undefined {
  try {
    const requestId = sessionStorage.getItem(POSTED_KEY) ?? undefined;
    sessionStorage.removeItem(POSTED_KEY);
    return requestId;
  } catch {
    return undefined;
  }
}
