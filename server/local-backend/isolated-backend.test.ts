import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from './backend.ts';
import { IsolatedBackend } from './isolated-backend.ts';

const BUDGET_MS = 2_000;
const loopback = { address: '127.0.0.1' };
/** The read that held the preview server for minutes: a backtracking regular expression over every article. */
const regexRead = `/rest/v1/blog_posts?select=slug&content=${encodeURIComponent('match.((.*)*)*\\1x')}`;

let backend: IsolatedBackend;
const logged: string[] = [];

const get = (path: string, key: string, headers: Record<string, string> = {}) =>
  backend.fetch(new Request(`http://127.0.0.1${path}`, { headers: { apikey: key, ...headers } }), loopback);
/** A read of the visitor's API. */
const api = (path: string) => get(path, LOCAL_ANON_KEY, { 'Accept-Profile': 'api' });

beforeAll(async () => {
  backend = new IsolatedBackend({
    snapshot: inject('databaseSnapshot'),
    budgetMs: BUDGET_MS,
    log: (line) => logged.push(line),
  });
  await backend.started;
});

afterAll(() => backend.close());

/** How often the calling thread got to run while `work` was under way: it must never be held. */
async function turnsDuring<T>(work: Promise<T>): Promise<{ value: T; turns: number; ms: number }> {
  const started = Date.now();
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 50);
  try {
    const value = await work;
    return { value, turns, ms: Date.now() - started };
  } finally {
    clearInterval(timer);
  }
}

// Each test waits for at least one restart of the database thread: room for a busy machine.
describe('the local backend on its own thread', { timeout: 90_000 }, () => {
  it('ends a request that holds the database past the budget, answers those waiting, and never holds the server', async () => {
    const slow = get(regexRead, LOCAL_SERVICE_KEY);
    const waiting = api('/rest/v1/rpc/labs_mvps');
    const { value: timedOut, turns, ms } = await turnsDuring(slow);
    expect(timedOut.status).toBe(500);
    expect(JSON.parse(timedOut.body)).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    // Seconds, not the minutes the expression would run (a restart takes a few seconds on a busy machine).
    expect(ms).toBeLessThan(30_000);
    // The calling thread ran meanwhile (held, its timer would have fired once at the end, if at all).
    expect(turns).toBeGreaterThan(2);
    expect(logged.join('\n')).toContain('a request held the database over 2 s; it was ended');

    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveLength(7);
    expect((await api('/rest/v1/rpc/blog_posts?page_size=1')).status).toBe(200);
  });

  it('refuses the same read as anon at once, as the hosted project does: no right on the table', async () => {
    const { value, ms } = await turnsDuring(get(regexRead, LOCAL_ANON_KEY));
    expect(value.status).toBe(401);
    expect(JSON.parse(value.body)).toMatchObject({ code: '42501' });
    expect(ms).toBeLessThan(BUDGET_MS);
  });
});
