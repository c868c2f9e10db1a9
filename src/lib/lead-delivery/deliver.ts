import { reportError } from '../error-reporting';
import { clearDraftSentAs, dropPending, keepPending, pendingLeads, type PendingLead } from './kept-leads';
import { hasPendingLeads } from './pending-flag';
import { nextStep } from './retry-policy';
import type { VisitorMail } from '../../../supabase/functions/_shared/site-links.ts';
import { postLead, visitorMailOf } from './transport';

/**
 * Sends each lead until the backend acknowledges it (docs/decisions/0025-the-browser-keeps-every-lead.md):
 * kept in the browser before the first attempt, retried by itself on failures that may pass (retry-policy.ts),
 * in the page while it is open, at once when the connection returns, and from any page of a later visit.
 * The request id makes every repeat safe: the backend stores it once.
 */

/** How a lead is doing, for the form that sent it. */
export type DeliveryState =
  /** The first attempt is under way. */
  | { phase: 'sending' }
  /** An attempt failed in a way that may pass; the next comes by itself while the visitor waits. */
  | { phase: 'retrying' }
  /** The visitor's patience is over: the lead is kept and sent in the background; the form says so. */
  | { phase: 'kept'; rateLimited: boolean }
  /** The backend has it, and says whether the visitor's own mail was queued (a limit may skip it). */
  | { phase: 'acknowledged'; visitorMail: VisitorMail }
  /** The backend said no (a validation error): never retried, the form says so at once. */
  | { phase: 'refused'; status: number; detail: string };

/** The backend refused the lead; sending it again unchanged would not help. */
export class LeadRefusedError extends Error {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super(`The lead was refused (${status}): ${detail}`);
    this.name = 'LeadRefusedError';
    this.status = status;
    this.detail = detail;
  }
}

/** The same request id was sent again (the visitor edited and sent again): the newer call reports. */
export class LeadSupersededError extends Error {
  constructor() {
    super('A newer send of the same lead took over.');
    this.name = 'LeadSupersededError';
  }
}

type Waiter = { resolve: (visitorMail: VisitorMail) => void; reject: (error: Error) => void };
type Delivery = {
  lead: PendingLead;
  state: DeliveryState;
  /** When the visitor started waiting (the first attempt, or sending again from the form). */
  waitingSince: number;
  waiter?: Waiter;
  wake?: () => void;
};

const deliveries = new Map<string, Delivery>();
const watchers = new Map<string, Set<(state: DeliveryState) => void>>();

/** The state of the lead sent with `requestId` in this page, if it is being sent. */
export function deliveryState(requestId: string): DeliveryState | undefined {
  return deliveries.get(requestId)?.state;
}

/** Calls `watcher` on every change of the lead's state, whoever sends it; returns the unsubscribe. */
export function watchDelivery(requestId: string, watcher: (state: DeliveryState) => void): () => void {
  const set = watchers.get(requestId) ?? new Set();
  watchers.set(requestId, set);
  set.add(watcher);
  return () => {
    set.delete(watcher);
    if (set.size === 0) watchers.delete(requestId);
  };
}

/**
 * Tells the owner's error service (src/lib/error-reporting.ts) that a lead did not get through: which form's
 * address and what status, never the answer's words or the lead, which may repeat what the visitor typed.
 */
function reportUndelivered(lead: PendingLead, what: string): void {
  const error = new Error(`A lead to ${lead.path.split('?')[0]} ${what}`);
  error.name = 'LeadNotDelivered';
  reportError(error, 'lead-not-delivered');
}

function publish(delivery: Delivery, state: DeliveryState): void {
  delivery.state = state;
  for (const watcher of [...(watchers.get(delivery.lead.requestId) ?? [])]) watcher(state);
}

/** Resolves after `ms`, when the connection comes back, or when the lead changes, whichever is first. */
function pause(delivery: Delivery, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      delivery.wake = undefined;
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    delivery.wake = done;
  });
}

async function run(delivery: Delivery): Promise<void> {
  for (let retry = 1; ; retry += 1) {
    const sent = delivery.lead;
    const { outcome, detail } = await postLead(sent.path, sent.body, Date.now);
    if (outcome.kind === 'acknowledged') {
      deliveries.delete(sent.requestId);
      dropPending(sent.requestId);
      clearDraftSentAs(sent.requestId);
      const visitorMail = visitorMailOf(detail);
      publish(delivery, { phase: 'acknowledged', visitorMail });
      delivery.waiter?.resolve(visitorMail);
      return;
    }
    // A refusal of what the visitor has since changed is not the last word: send the change.
    if (outcome.kind === 'refused' && delivery.lead === sent) {
      deliveries.delete(sent.requestId);
      dropPending(sent.requestId);
      publish(delivery, { phase: 'refused', status: outcome.status, detail });
      // The browser gives up on it: the form checked it first, so the refusal is a bug to look at.
      reportUndelivered(sent, `was refused (${outcome.status})`);
      delivery.waiter?.reject(new LeadRefusedError(outcome.status, detail));
      return;
    }
    if (delivery.lead !== sent) continue;
    const retryAfterMs = outcome.kind === 'transient' ? outcome.retryAfterMs : undefined;
    const step = nextStep(retry, delivery.waitingSince, Date.now(), retryAfterMs, Math.random);
    if (step.tellVisitor && delivery.state.phase !== 'kept') {
      const rateLimited = outcome.kind === 'transient' && outcome.status === 429;
      publish(delivery, { phase: 'kept', rateLimited });
      // A minute of failures that are not the visitor's own limit: the backend is failing real visitors.
      if (!rateLimited)
        reportUndelivered(
          sent,
          `could not be sent for a minute (${outcome.kind === 'transient' && outcome.status ? outcome.status : 'no answer'}); kept in the browser`,
        );
    } else if (delivery.state.phase === 'sending') publish(delivery, { phase: 'retrying' });
    await pause(delivery, step.waitMs);
  }
}

/**
 * Sends a lead until the backend has it: resolves then (with what became of the visitor's own mail), rejects with LeadRefusedError when the backend says
 * no, and stays pending meanwhile (its state, through `watchDelivery`, says when the visitor should be told
 * it is kept). Sending the same request id again while it is under way sends the new body in its place
 * (the backend keeps whichever arrives first) and rejects the earlier call with LeadSupersededError.
 */
export function deliverLead(lead: Omit<PendingLead, 'since'>): Promise<VisitorMail> {
  const kept: PendingLead = { ...lead, since: Date.now() };
  keepPending(kept);
  return new Promise<VisitorMail>((resolve, reject) => {
    const waiter = { resolve, reject };
    const current = deliveries.get(lead.requestId);
    if (current) {
      current.lead = kept;
      current.waiter?.reject(new LeadSupersededError());
      current.waiter = waiter;
      // The visitor waits again, as patiently as the first time.
      current.waitingSince = Date.now();
      publish(current, { phase: 'sending' });
      current.wake?.();
      return;
    }
    const delivery: Delivery = { lead: kept, state: { phase: 'sending' }, waitingSince: Date.now(), waiter };
    deliveries.set(lead.requestId, delivery);
    publish(delivery, delivery.state);
    void run(delivery);
  });
}

/**
 * Sends every lead a visit before this one (or another tab) left unacknowledged, from whatever page this is.
 * Nothing is read or loaded when there is none.
 */
export function resendKeptLeads(): void {
  if (!hasPendingLeads()) return;
  for (const lead of pendingLeads()) {
    if (deliveries.has(lead.requestId)) continue;
    deliverLead(lead).catch((error: unknown) => {
      if (error instanceof LeadSupersededError) return;
      console.error('A kept lead was refused when sent again:', error);
    });
  }
}
