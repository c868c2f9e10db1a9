import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import { localAnalysisBudget } from '../../server/local-backend/functions.ts';
import { asRole, freshDatabase, sendLead, takeLead } from './database.ts';

// Every limit is exercised through the local backend's `leads` function, the same handler and SQL
// (public.take_lead) a hosted project runs: the local backend states the client's address as the platform
// does, and a visitor can no longer insert into a lead table at all.
let db: PGlite;
let backend: LocalBackend;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
});
// The emails the last lead queued finish sending before the database closes.
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});
beforeEach(() => db.exec('delete from private.request_budgets'));

const send = (form: string, fields: Record<string, unknown>, options?: Parameters<typeof sendLead>[3]) =>
  sendLead(backend, form, fields, options);

let n = 0;
const question = (email = `q${(n += 1)}@example.com`) => ({ email, message: 'How do you price an MVP?' });

const count = async (sql: string, params: unknown[] = []) =>
  (await asRole<{ n: number }>(db, 'service_role', `select count(*)::int as n from ${sql}`, params))[0]!.n;

describe('sizes refused at the front door, and by the database behind it', () => {
  it('refuses a 900,000-character message before reading it as a lead (413)', async () => {
    const sent = await send('question', question('big@example.com'), {});
    expect(sent.status).toBe(200);
    const huge = await send('question', { ...question(), message: 'x'.repeat(900_000) });
    expect(huge.status).toBe(413);
  });

  it('counts spaces: 120 characters of name padded with spaces is stored trimmed; 121 are refused', async () => {
    const padded = await send('playbook', { name: ` ${'a'.repeat(120)} `, email: 'pad@example.com' });
    expect(padded.status).toBe(200);
    const long = await send('playbook', { name: 'a'.repeat(121), email: 'pad@example.com' });
    expect(long.body).toEqual({
      ok: false,
      error: 'invalid',
      fields: { name: 'Name must be at most 120 characters' },
    });
  });

  it('refuses a name of white space only, tabs and no-break spaces included', async () => {
    for (const blank of ['   ', '\t\n', '\u00a0\u3000']) {
      const sent = await send('playbook', { name: blank, email: 'blank@example.com' });
      expect(sent.body?.fields).toEqual({ name: 'Name is required' });
    }
    expect(await count(`public.playbook_requests where email = 'blank@example.com'`)).toBe(0);
  });

  /** A Labs idea, but for its goals and website. */
  const idea = {
    fullName: 'Ada',
    email: 'ada@example.com',
    problem: 'p',
    solution: 's',
    targetAudience: 'SMBs',
    currentStage: 'Just an Idea',
    agreed: true,
  };

  it('caps every list: 2,000 goals, or one goal repeated, are refused', async () => {
    expect((await send('idea', { ...idea, goals: Array(2_000).fill('Build MVP') })).body?.fields).toEqual({
      goals: 'Please select at least one goal',
    });
    expect((await send('idea', { ...idea, goals: Array(5).fill('Build MVP') })).status).toBe(400);
    expect((await send('idea', { ...idea, goals: ['Build MVP', 'Other'] })).status).toBe(200);
  });

  it('checks the idea website as a web address', async () => {
    const withGoal = { ...idea, email: 'web@example.com', goals: ['Other'] };
    // A website typed without its scheme is taken as https://: a javascript: address cannot be stored.
    expect((await send('idea', { ...withGoal, website: 'javascript:alert(1)' })).status).toBe(200);
    expect(await count(`public.labs_submissions where website like 'javascript:%'`)).toBe(0);
    expect((await send('idea', { ...withGoal, website: 'https://example.com/a b' })).status).toBe(400);
    expect((await send('idea', { ...withGoal, website: 'https://example.com' })).status).toBe(200);
  });

  it('refuses user@example.c and founder@localhost, and stores josé@example.com', async () => {
    expect((await send('question', question('user@example.c'))).body?.fields).toEqual({
      email: 'Email is invalid',
    });
    expect((await send('question', question('founder@localhost'))).body?.fields).toEqual({
      email: 'Email is invalid',
    });
    expect((await send('question', question('josé@example.com'))).status).toBe(200);
    expect(await count(`public.contact_submissions where email = 'josé@example.com'`)).toBe(1);
  });
});

describe('rate limits: HTTP 429 with Retry-After from the front door', () => {
  it('refuses the 31st lead in an hour from one address, with a polite message, and no other', async () => {
    for (let i = 0; i < 30; i += 1) expect((await send('question', question())).status).toBe(200);
    const refused = await send('question', question());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(refused.body?.message).toMatch(/several submissions from your connection/);
    const wait = Number(refused.headers['Retry-After'] ?? refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await send('question', question(), { address: '203.0.113.11' })).status).toBe(200);
    // Reads (the visitor's API) cost nothing and stay open.
    const read = await backend.fetch(
      new Request('http://localhost/rest/v1/rpc/blog_tags', {
        headers: { apikey: LOCAL_ANON_KEY, 'Accept-Profile': 'api' },
      }),
      { address: '203.0.113.10' },
    );
    expect(read.status).toBe(200);
  });

  it('a remote client cannot dodge the limit by stating another address', async () => {
    for (let i = 0; i < 30; i += 1)
      await send('question', question(), { address: '203.0.113.20', stated: `10.0.0.${i}` });
    expect((await send('question', question(), { address: '203.0.113.20', stated: '10.9.9.9' })).status).toBe(
      429,
    );
  });

  it('refuses the 11th lead in an hour for one email address from one connection, across forms', async () => {
    for (let i = 0; i < 10; i += 1) {
      // Case and +tag do not make another address.
      const [form, fields] =
        i % 2
          ? ['question', question('same+1@example.com')]
          : ['playbook', { name: 'Same', email: 'SAME@example.com' }];
      expect(
        (await send(form as string, fields as Record<string, unknown>, { address: '198.51.100.7' })).status,
      ).toBe(200);
    }
    const refused = await send('question', question('same@example.com'), { address: '198.51.100.7' });
    expect(refused.status).toBe(429);
  });

  it('cannot lock a prospect out: ten leads with their address from elsewhere leave theirs open', async () => {
    for (let i = 0; i < 12; i += 1)
      await send('question', question('prospect@example.com'), { address: '198.51.100.66' });
    expect((await send('question', question('prospect@example.com'), { address: '192.0.2.44' })).status).toBe(
      200,
    );
  });

  it('counts an IPv6 connection by its /64: 31 leads from 31 addresses of one /64 meet the limit', async () => {
    for (let i = 1; i <= 30; i += 1)
      expect(
        (await send('question', question(), { address: `2001:db8:1:2::${i.toString(16)}` })).status,
      ).toBe(200);
    expect((await send('question', question(), { address: '2001:db8:1:2:ffff::1' })).status).toBe(429);
    expect((await send('question', question(), { address: '2001:db8:1:3::1' })).status).toBe(200);
  });

  it('charges only what reaches the database: invalid leads, repeats and refusals cost nothing', async () => {
    for (let i = 0; i < 40; i += 1) await send('question', question('not-an-address'));
    const requestId = crypto.randomUUID();
    for (let i = 0; i < 40; i += 1)
      expect((await send('question', question(), { requestId })).status).toBe(200);
    expect((await send('question', question())).status).toBe(200);
    expect(await count(`private.request_budgets where bucket like 'address:%'`)).toBe(1);
    expect(
      (
        await asRole<{ hits: number }>(
          db,
          'service_role',
          `select hits from private.request_budgets where bucket like 'address:%'`,
        )
      )[0]?.hits,
    ).toBe(2);
  });

  it('without a client address the limit still holds: such leads share one bucket', async () => {
    const lead = (address: string | null) =>
      takeLead(
        db,
        'contact_submissions',
        { ...question(), name: 'Quick Question', source: 'book-call' },
        { address },
      );
    for (let i = 0; i < 30; i += 1) expect(await lead(null)).toBe('stored');
    expect(await lead(null)).toBe('rate_limited');
    expect(await lead('203.0.113.77')).toBe('stored');
  });

  it('visitors cannot insert into lead tables, nor call take_lead', async () => {
    const direct = await backend.fetch(
      new Request('http://localhost/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'm', source: 'book-call' }),
      }),
      { address: '203.0.113.99' },
    );
    expect(direct.status).toBe(401);
    await expect(
      asRole(db, 'anon', `select public.take_lead('contact_submissions', gen_random_uuid(), '{}'::jsonb)`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('the growth analysis budget, in the database', () => {
  it('allows 10 analyses per address per window, then refuses; other addresses are unaffected', async () => {
    const budget = localAnalysisBudget(backend, 100);
    for (let i = 0; i < 10; i += 1) expect(await budget('203.0.113.30', true)).toBe('ai');
    expect(await budget('203.0.113.30', true)).toBe('refused');
    expect(await budget('203.0.113.31', true)).toBe('ai');
  });

  it('after the daily AI cap across all visitors, answers offline', async () => {
    const budget = localAnalysisBudget(backend, 2);
    expect(await budget('203.0.113.40', true)).toBe('ai');
    expect(await budget('203.0.113.41', true)).toBe('ai');
    expect(await budget('203.0.113.42', true)).toBe('offline');
    expect(await budget('203.0.113.43', false)).toBe('offline');
  });

  it('charges valid requests only, and refuses a request with no address the platform states', async () => {
    const call = (body: unknown, address?: string) =>
      backend.fetch(
        new Request('http://localhost/functions/v1/growth-analysis', {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { address },
      );
    for (let i = 0; i < 20; i += 1)
      expect((await call({ stage: 'unicorn' }, '203.0.113.50')).status).toBe(400);
    expect(await count(`private.request_budgets where bucket like 'analysis:%'`)).toBe(0);
    expect((await call({ stage: 'idea' })).status).toBe(400);
  });

  it('visitors cannot call it', async () => {
    await expect(
      asRole(db, 'anon', `select public.take_analysis_budget('1.1.1.1', 1000, 60, 1000)`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('the local service key', () => {
  it('is refused from a client that is not on the loopback address', async () => {
    const read = (address: string) =>
      backend.fetch(
        new Request('http://localhost/rest/v1/newsletter_subscribers?select=email', {
          headers: { apikey: LOCAL_SERVICE_KEY },
        }),
        { address },
      );
    expect((await read('192.168.1.20')).status).toBe(401);
    expect((await read('::ffff:10.0.0.2')).status).toBe(401);
    expect((await read('127.0.0.1')).status).toBe(200);
    expect((await read('::1')).status).toBe(200);
  });
});
