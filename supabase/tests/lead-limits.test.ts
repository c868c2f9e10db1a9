import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import { localAnalysisBudget } from '../../server/local-backend/functions.ts';
import { asRole, freshDatabase, postThrough } from './database.ts';

// Every limit is exercised through the local backend, which does what PostgREST does: sets the request
// headers, calls the pre-request hook named on the authenticator role, then runs the insert as anon.
let db: PGlite;
let backend: LocalBackend;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
});
// The emails the last insert queued finish sending before the database closes.
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});
beforeEach(() => db.exec('delete from private.request_budgets'));

const post = (table: string, body: unknown, options?: Parameters<typeof postThrough>[3]) =>
  postThrough(backend, table, body, options);

let n = 0;
const question = (email = `q${(n += 1)}@example.com`) => ({
  name: 'Quick Question',
  email,
  message: 'How do you price an MVP?',
  source: 'book-call',
});

const count = async (sql: string, params: unknown[] = []) =>
  (await asRole<{ n: number }>(db, 'service_role', `select count(*)::int as n from ${sql}`, params))[0]!.n;

describe('sizes the database refuses, whatever the client', () => {
  it('refuses a 900,000-character message', async () => {
    const sent = await post('contact_submissions', { ...question(), message: 'x'.repeat(900_000) });
    expect(sent.status).toBe(400);
    expect(sent.body?.code).toBe('23514');
  });

  it('counts spaces: 120 characters of name padded with spaces is too long', async () => {
    const name = ` ${'a'.repeat(119)} `;
    const row = { full_name: name, email: 'pad@example.com' };
    expect((await post('playbook_requests', row)).body?.message).toMatch(
      /playbook_requests_full_name_length/,
    );
    expect((await post('playbook_requests', { ...row, full_name: 'a'.repeat(120) })).status).toBe(201);
  });

  it('refuses a name of white space only, tabs and no-break spaces included', async () => {
    for (const blank of ['   ', '\t\n', '\u00a0\u3000']) {
      const sent = await post('playbook_requests', { full_name: blank, email: 'blank@example.com' });
      // The insert policy refuses plain spaces (42501, 401); the check refuses the rest (23514, 400).
      expect([400, 401]).toContain(sent.status);
    }
    expect(await count(`public.playbook_requests where email = 'blank@example.com'`)).toBe(0);
  });

  it('caps every array: 80,000 goals are refused, as is the same goal repeated past the set size', async () => {
    const idea = {
      full_name: 'Ada',
      email: 'ada@example.com',
      problem: 'p',
      solution: 's',
      target_audience: 'SMBs',
      current_stage: 'Just an Idea',
    };
    expect(
      (await post('labs_submissions', { ...idea, goals: Array(80_000).fill('Build MVP') })).body?.code,
    ).toBe('23514');
    expect((await post('labs_submissions', { ...idea, goals: Array(5).fill('Build MVP') })).body?.code).toBe(
      '23514',
    );
    expect((await post('labs_submissions', { ...idea, goals: ['Build MVP', 'Other'] })).status).toBe(201);
  });

  it('checks the idea website as a web address', async () => {
    const idea = {
      full_name: 'Ada',
      email: 'web@example.com',
      problem: 'p',
      solution: 's',
      target_audience: 'SMBs',
      current_stage: 'Just an Idea',
      goals: ['Other'],
    };
    expect((await post('labs_submissions', { ...idea, website: 'javascript:alert(1)' })).body?.code).toBe(
      '23514',
    );
    expect((await post('labs_submissions', { ...idea, website: 'https://example.com/a b' })).body?.code).toBe(
      '23514',
    );
    expect((await post('labs_submissions', { ...idea, website: 'https://example.com' })).status).toBe(201);
  });

  it('takes one lead per request: a batch of 500 rows gets 413 and stores nothing', async () => {
    const batch = Array.from({ length: 500 }, (_, i) => question(`batch-${i}@example.com`));
    const sent = await post('contact_submissions', batch);
    expect(sent.status).toBe(413);
    expect(sent.body?.message).toBe('Send one submission per request.');
    expect(await count(`public.contact_submissions where email like 'batch-%'`)).toBe(0);
  });

  it('refuses user@example.c and founder@localhost, and stores josé@example.com', async () => {
    expect((await post('contact_submissions', question('user@example.c'))).body?.code).toBe('23514');
    expect((await post('contact_submissions', question('founder@localhost'))).body?.code).toBe('23514');
    expect((await post('contact_submissions', question('josé@example.com'))).status).toBe(201);
  });
});

describe('rate limits: HTTP 429 through the pre-request hook and the lead trigger', () => {
  it('refuses the 31st write in an hour from one address, with a polite message, and no other', async () => {
    for (let i = 0; i < 30; i += 1) expect((await post('contact_submissions', question())).status).toBe(201);
    const refused = await post('contact_submissions', question());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions from your connection. Please wait a few minutes and try again.',
    });
    expect((await post('contact_submissions', question(), { address: '203.0.113.11' })).status).toBe(201);
    // Reads cost nothing and stay open.
    const read = await backend.fetch(
      new Request('http://localhost/rest/v1/blog_posts?select=slug', { headers: { apikey: LOCAL_ANON_KEY } }),
      { address: '203.0.113.10' },
    );
    expect(read.status).toBe(200);
  });

  it('a remote client cannot dodge the limit by stating another address', async () => {
    for (let i = 0; i < 30; i += 1)
      await post('contact_submissions', question(), { address: '203.0.113.20', stated: `10.0.0.${i}` });
    expect(
      (await post('contact_submissions', question(), { address: '203.0.113.20', stated: '10.9.9.9' })).status,
    ).toBe(429);
  });

  it('refuses the 11th lead in an hour for one email address from one connection, across tables', async () => {
    for (let i = 0; i < 10; i += 1) {
      const table = i % 2 ? 'contact_submissions' : 'playbook_requests';
      // Case and +tag do not make another address.
      const row = i % 2 ? question('same+1@example.com') : { full_name: 'Same', email: 'SAME@example.com' };
      expect((await post(table, row, { address: '198.51.100.7' })).status).toBe(201);
    }
    const refused = await post('contact_submissions', question('same@example.com'), {
      address: '198.51.100.7',
    });
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(/this email address/);
  });

  it('cannot lock a prospect out: ten leads with their address from elsewhere leave theirs open', async () => {
    for (let i = 0; i < 12; i += 1)
      await post('contact_submissions', question('prospect@example.com'), { address: '198.51.100.66' });
    const theirs = await post('contact_submissions', question('prospect@example.com'), {
      address: '192.0.2.44',
    });
    expect(theirs.status).toBe(201);
  });

  it('counts an IPv6 connection by its /64: 31 writes from 31 addresses of one /64 meet the limit', async () => {
    for (let i = 1; i <= 30; i += 1)
      expect(
        (await post('contact_submissions', question(), { address: `2001:db8:1:2::${i.toString(16)}` }))
          .status,
      ).toBe(201);
    expect((await post('contact_submissions', question(), { address: '2001:db8:1:2:ffff::1' })).status).toBe(
      429,
    );
    expect((await post('contact_submissions', question(), { address: '2001:db8:1:3::1' })).status).toBe(201);
  });

  it('charges only stored leads: refused rows cost nothing', async () => {
    for (let i = 0; i < 40; i += 1) await post('contact_submissions', question('not-an-address'));
    expect((await post('contact_submissions', question())).status).toBe(201);
  });

  it('the owner and service_role are not limited', async () => {
    for (let i = 0; i < 35; i += 1)
      expect(
        (await post('contact_submissions', question(), { key: LOCAL_SERVICE_KEY, address: '127.0.0.1' }))
          .status,
      ).toBe(201);
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
