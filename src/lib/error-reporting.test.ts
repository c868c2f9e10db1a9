import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** A stand-in for the error service at the DSN's address: every envelope it receives, as text. */
const DSN = 'https://publickey@errors.example.test/42';
const envelopes: { url: string; body: string }[] = [];
const server = setupServer(
  http.post('https://errors.example.test/api/42/envelope/', async ({ request }) => {
    envelopes.push({ url: request.url, body: await request.text() });
    return HttpResponse.json({ id: 'ok' });
  }),
);
// Anything else the SDK might send (sessions, another host) fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  envelopes.length = 0;
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** A fresh page with the given DSN (env is read at import). */
async function startPage(dsn: string | null) {
  if (dsn) vi.stubEnv('VITE_SENTRY_DSN', dsn);
  vi.resetModules();
  return import('./error-reporting');
}

/** The event of each envelope: its header line, the item's header line, then the event. */
function events(): Record<string, unknown>[] {
  return envelopes.map(({ body }) => JSON.parse(body.split('\n')[2] ?? '{}') as Record<string, unknown>);
}

describe('error reporting', () => {
  it('without a DSN sends nothing', async () => {
    const { reportError, isErrorReportingEnabled } = await startPage(null);
    reportError(new Error('Something broke'), 'uncaught');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isErrorReportingEnabled()).toBe(false);
    expect(envelopes).toEqual([]);
  });

  it('with a DSN sends the error, its kind and the page, without email addresses or queries', async () => {
    window.history.replaceState(null, '', '/book-call?utm_source=newsletter&email=ada%40example.com#x');
    const { reportError } = await startPage(DSN);
    reportError(
      new Error(
        'Could not save the question of ada@example.com (see https://x.test/a?email=ada@example.com)',
      ),
      'route',
    );
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));

    expect(new URL(envelopes[0]?.url ?? '').searchParams.get('sentry_key')).toBe('publickey');
    const [event] = events();
    expect(event).toMatchObject({
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Could not save the question of [email] (see https://x.test/a)',
          },
        ],
      },
      tags: { kind: 'route' },
      request: { url: `${window.location.origin}/book-call` },
    });
    expect(envelopes[0]?.body).not.toContain('ada');
    expect(event).not.toHaveProperty('breadcrumbs');
    expect(event).not.toHaveProperty('user');
  });

  it('never sends the keys and values of a non-Error thrown, which may repeat a form', async () => {
    const { reportError } = await startPage(DSN);
    reportError(
      {
        code: '23514',
        message: 'new row violates check constraint',
        details: 'Failing row contains (Ada Founder, ada@example.com, My secret pricing idea).',
      },
      'route',
    );
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    expect(envelopes[0]?.body).not.toContain('secret pricing idea');
    expect(envelopes[0]?.body).not.toContain('Ada Founder');
    expect(events()[0]).toMatchObject({ tags: { kind: 'route' } });
  });

  it('reports uncaught errors and unhandled rejections once started', async () => {
    const { startErrorReporting } = await startPage(DSN);
    startErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('The chunk failed');
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(envelopes).toHaveLength(2));
    const sent = events().map((event) => [
      (event.tags as Record<string, string>).kind,
      (event.exception as { values: { value: string }[] }).values[0]?.value,
    ]);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['uncaught', 'x is undefined'],
        ['unhandled-rejection', 'The chunk failed'],
      ]),
    );
  });
});
