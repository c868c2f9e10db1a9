import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, leadStored } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error';
import {
  deliverLead,
  LeadRefusedError,
  LeadSupersededError,
  resendKeptLeads,
  watchDelivery,
  type DeliveryState,
} from './deliver';
import { keepPending, loadDraft, pendingLeads, saveDraft } from './kept-leads';
import { hasPendingLeads } from './pending-flag';
import { PATIENCE_MS } from './retry-policy';

const backend = fakeSupabase();

const down = () => HttpResponse.json({ ok: false, error: 'unavailable' }, { status: 503 });
const stored = () => leadStored('queued');

let sequence = 0;
function lead(name = 'Ada') {
  sequence += 1;
  const requestId = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const body = { form: 'playbook', name, email: 'ada@example.com', request_id: requestId };
  return { requestId, path: 'functions/v1/leads', body: JSON.stringify(body) };
}

/** The request ids of what the fake leads function received, in order. */
const receivedIds = () =>
  backend.received.map((insert) => (insert.body as { request_id: string }).request_id);

/** Every state the lead went through, in order. */
function phases(requestId: string): DeliveryState['phase'][] {
  const seen: DeliveryState['phase'][] = [];
  watchDelivery(requestId, (state) => seen.push(state.phase));
  return seen;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('deliverLead', () => {
  it('keeps the lead before the first attempt and forgets it, with its draft, once stored', async () => {
    const sent = lead();
    saveDraft('playbook', { name: 'Ada' }, sent.requestId);
    let keptWhileSending = false;
    backend.respondWith(() => {
      keptWhileSending = pendingLeads().some((kept) => kept.requestId === sent.requestId);
      return stored();
    });
    await deliverLead(sent);
    expect(keptWhileSending).toBe(true);
    expect(hasPendingLeads()).toBe(false);
    expect(loadDraft('playbook')).toBeUndefined();
  });

  it('retries failures that may pass, with the same request id, until stored; the visitor waits', async () => {
    const sent = lead();
    const seen = phases(sent.requestId);
    const answers = [down, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }), stored];
    backend.respondWith(() => answers.shift()!());
    const delivered = deliverLead(sent);
    await vi.advanceTimersByTimeAsync(10_000);
    await delivered;
    expect(receivedIds()).toEqual([sent.requestId, sent.requestId, sent.requestId]);
    expect(seen).toEqual(['sending', 'retrying', 'acknowledged']);
  });

  it("resolves with what the function said of the visitor's mail, and says it to whoever follows the lead", async () => {
    const answers = [
      () => leadStored('skipped'),
      () => leadStored('queued'),
      () => HttpResponse.json({ ok: true }), // a function from before visitor_mail
      () => new HttpResponse('not json', { status: 200 }),
    ];
    backend.respondWith(() => answers.shift()!());
    const told: unknown[] = [];
    const resolved = [];
    for (let sent = 0; sent < 4; sent += 1) {
      const next = lead();
      watchDelivery(next.requestId, (state) => {
        if (state.phase === 'acknowledged') told.push(state.visitorMail);
      });
      resolved.push(await deliverLead(next));
    }
    expect(resolved).toEqual(['skipped', 'queued', 'none', 'none']);
    expect(told).toEqual(resolved);
  });

  it('says a refusal at once and never retries it', async () => {
    backend.respondWith(() => HttpResponse.json({ ok: false, error: 'bad_request' }, { status: 400 }));
    const sent = lead();
    await expect(deliverLead(sent)).rejects.toBeInstanceOf(LeadRefusedError);
    expect(backend.received).toHaveLength(1);
    expect(hasPendingLeads()).toBe(false);
  });

  it('after a minute of failures says the lead is kept, and keeps sending it in the background', async () => {
    backend.respondWith(down);
    const sent = lead();
    const seen = phases(sent.requestId);
    let settled = false;
    const delivered = deliverLead(sent).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PATIENCE_MS - 1000);
    expect(seen).toEqual(['sending', 'retrying']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['sending', 'retrying', 'kept']);
    expect(settled).toBe(false);
    expect(hasPendingLeads()).toBe(true);
    backend.respondWith(stored);
    await vi.advanceTimersByTimeAsync(60_000);
    await delivered;
    expect(seen).toEqual(['sending', 'retrying', 'kept', 'acknowledged']);
    expect(hasPendingLeads()).toBe(false);
  });

  it('tells at once when the backend asks for a long wait (its rate limit)', async () => {
    backend.respondWith(() =>
      HttpResponse.json(
        { ok: false, error: 'rate_limited' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const sent = lead();
    const kept = new Promise<DeliveryState>((resolve) =>
      watchDelivery(sent.requestId, (state) => state.phase === 'kept' && resolve(state)),
    );
    const delivered = deliverLead(sent);
    await expect(kept).resolves.toEqual({ phase: 'kept', rateLimited: true });
    expect(backend.received).toHaveLength(1);
    backend.respondWith(stored);
    window.dispatchEvent(new Event('online'));
    await delivered;
  });

  it('tries again as soon as the connection comes back', async () => {
    backend.respondWith(down);
    const sent = lead();
    const delivered = deliverLead(sent);
    await vi.advanceTimersByTimeAsync(PATIENCE_MS + 1000);
    const tries = () => receivedIds().filter((id) => id === sent.requestId).length;
    const before = tries();
    backend.respondWith(stored);
    window.dispatchEvent(new Event('online'));
    await delivered;
    expect(tries()).toBe(before + 1);
  });

  it('sends an edited lead in place of the kept one, with the same request id: one lead', async () => {
    backend.respondWith(down);
    const first = lead('Ada');
    const superseded = deliverLead(first).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(PATIENCE_MS + 1000);
    backend.respondWith(stored);
    const edited = { ...lead('Ada Lovelace'), requestId: first.requestId };
    edited.body = JSON.stringify({ ...JSON.parse(edited.body), request_id: first.requestId });
    await deliverLead(edited);
    expect(await superseded).toBeInstanceOf(LeadSupersededError);
    expect(backend.received.at(-1)?.body).toMatchObject({
      full_name: 'Ada Lovelace',
      request_id: first.requestId,
    });
    expect(pendingLeads()).toEqual([]);
  });
});

describe('resendKeptLeads', () => {
  it('reads nothing more and sends nothing when no lead is kept', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    resendKeptLeads();
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(backend.received).toEqual([]);
    getItem.mockRestore();
  });

  it('sends each lead a visit before left unacknowledged, once', async () => {
    const earlier = lead();
    keepPending({ ...earlier, since: Date.now() - 60_000 });
    saveDraft('playbook', { name: 'Ada' }, earlier.requestId);
    const acknowledged = new Promise<void>((resolve) =>
      watchDelivery(earlier.requestId, (state) => state.phase === 'acknowledged' && resolve()),
    );
    resendKeptLeads();
    resendKeptLeads(); // a second call while it is under way sends nothing more
    await acknowledged;
    expect(receivedIds()).toEqual([earlier.requestId]);
    expect(hasPendingLeads()).toBe(false);
    expect(loadDraft('playbook')).toBeUndefined();
  });

  it('says in the console when the backend refuses a kept lead', async () => {
    expectConsoleError();
    backend.respondWith(() => HttpResponse.json({ ok: false, error: 'bad_request' }, { status: 400 }));
    const earlier = lead();
    keepPending({ ...earlier, since: Date.now() });
    const refused = new Promise<void>((resolve) =>
      watchDelivery(earlier.requestId, (state) => state.phase === 'refused' && resolve()),
    );
    resendKeptLeads();
    await refused;
    expect(hasPendingLeads()).toBe(false);
  });
});
