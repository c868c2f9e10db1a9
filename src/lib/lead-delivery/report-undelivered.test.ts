import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATIENCE_MS } from './retry-policy';

/**
 * A lead the browser gives up on, or keeps after a minute of failures, reaches the owner's error service
 * (src/lib/error-reporting.ts), saying which address and what status, and nothing of the lead.
 */
const envelopes: string[] = [];
let answer = () => HttpResponse.json({ ok: false, error: 'unavailable' }, { status: 503 });
const server = setupServer(
  http.post('*/functions/v1/leads', () => answer()),
  http.post('https://errors.example.test/api/42/envelope/', async ({ request }) => {
    envelopes.push(await request.text());
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  localStorage.clear();
  envelopes.length = 0;
});
afterAll(() => server.close());

/** A fresh page with an error service configured (env is read at import). */
async function startPage() {
  vi.stubEnv('VITE_SENTRY_DSN', 'https://publickey@errors.example.test/42');
  vi.resetModules();
  return import('./deliver');
}

const lead = () => ({
  requestId: crypto.randomUUID(),
  path: 'functions/v1/leads',
  body: JSON.stringify({ form: 'question', email: 'ada@example.com', message: 'Our secret pricing plan' }),
});

/** The exception of each report, as [type, value, kind]. */
const reported = () =>
  envelopes.map((body) => {
    const event = JSON.parse(body.split('\n')[2] ?? '{}') as {
      exception: { values: { type: string; value: string }[] };
      tags: { kind: string };
    };
    return [event.exception.values[0]?.type, event.exception.values[0]?.value, event.tags.kind];
  });

describe('a lead that does not get through', () => {
  it('is reported once after a minute of failures, and the browser keeps it', async () => {
    const { deliverLead } = await startPage();
    void deliverLead(lead());
    await vi.advanceTimersByTimeAsync(PATIENCE_MS + 30_000);
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    expect(reported()).toEqual([
      [
        'LeadNotDelivered',
        'A lead to functions/v1/leads could not be sent for a minute (503); kept in the browser',
        'lead-not-delivered',
      ],
    ]);
    expect(envelopes[0]).not.toContain('ada@example.com');
    expect(envelopes[0]).not.toContain('secret pricing');
  });

  it('is reported when the backend refuses it, without the answer’s words', async () => {
    answer = () =>
      HttpResponse.json({ ok: false, error: 'refused', message: 'Our secret pricing plan' }, { status: 422 });
    const { deliverLead } = await startPage();
    await expect(deliverLead(lead())).rejects.toThrow('The lead was refused (422)');
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    expect(reported()).toEqual([
      ['LeadNotDelivered', 'A lead to functions/v1/leads was refused (422)', 'lead-not-delivered'],
    ]);
    expect(envelopes[0]).not.toContain('secret pricing');
  });
});
