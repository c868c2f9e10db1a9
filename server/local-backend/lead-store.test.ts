import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../tests/setup/fail-on-console-error.ts';
import { freshDatabase } from '../../supabase/tests/database.ts';
import { LocalBackend } from './backend.ts';
import { LOCAL_LEADS_NOTIFY_EMAIL } from './functions.ts';
import { mailboxMessages } from './mailbox.ts';

// The local leads function stores as the deployed one does: HTTP to PostgREST's /rpc/take_lead with the
// service key (the local backend's PostgREST, in process). So what the hosted store can answer, the local
// one answers too, and the function's answer to each is the one a hosted project gives.
let db: PGlite;
let backend: LocalBackend;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
});
afterAll(async () => {
  backend.setSecrets({ SUPABASE_SERVICE_ROLE_KEY: null });
  await backend.lastDrain;
  await db.close();
});

const post = (requestId: string, email: string) =>
  backend.fetch(
    new Request('http://127.0.0.1:4999/functions/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.80' },
      body: JSON.stringify({ form: 'playbook', request_id: requestId, name: 'Key Rotation', email }),
    }),
  );
const send = async (requestId: string, email: string) => (await post(requestId, email)).status;

const storedRows = async (email: string) =>
  (await db.query('select 1 from public.playbook_requests where email = $1', [email])).rows.length;

/** What the function wrote to its log: the cause, never the visitor. */
function logged(): string[] {
  return vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(' '));
}

/** The alerts the studio's inbox holds, by subject. */
const alerts = async () =>
  (await mailboxMessages(backend))
    .filter((m) => m.recipient === LOCAL_LEADS_NOTIFY_EMAIL && m.subject.startsWith('Leads are waiting'))
    .map((m) => m.subject);

describe('the local leads function takes the hosted path into the database', () => {
  it('a key the project does not accept: 503 each time, the owner told once, then stored once', async () => {
    expectConsoleError();
    backend.setSecrets({ SUPABASE_SERVICE_ROLE_KEY: 'a-rotated-key' });
    const requestId = crypto.randomUUID();
    const email = 'rotated-key@example.com';
    expect([
      await send(requestId, email),
      await send(requestId, email),
      await send(requestId, email),
    ]).toEqual([503, 503, 503]);
    await expect.poll(alerts).toEqual(['Leads are waiting: the service key was refused']);
    expect(await storedRows(email)).toBe(0);

    backend.setSecrets({ SUPABASE_SERVICE_ROLE_KEY: null });
    expect([await send(requestId, email), await send(requestId, email)]).toEqual([200, 200]);
    expect(await storedRows(email)).toBe(1);
    expect(await alerts()).toEqual(['Leads are waiting: the service key was refused']);
    expect(logged()).toEqual(
      Array(3).fill('leads: a playbook lead was not stored: the service key was refused (401 PGRST301)'),
    );
  });

  it('a database without take_lead (a migration not pushed): 503, and the owner reads why', async () => {
    expectConsoleError();
    await db.exec('alter function public.take_lead rename to take_lead_renamed');
    await backend.reloadSchema();
    try {
      expect(await send(crypto.randomUUID(), 'no-take-lead@example.com')).toBe(503);
      await expect.poll(alerts).toContain('Leads are waiting: the database does not know take_lead yet');
    } finally {
      await db.exec('alter function public.take_lead_renamed rename to take_lead');
      await backend.reloadSchema();
    }
    expect(await send(crypto.randomUUID(), 'no-take-lead@example.com')).toBe(200);
    expect(logged()).toEqual([
      'leads: a playbook lead was not stored: the database does not know take_lead yet (404 PGRST202)',
    ]);
  });
});

describe("the local leads function says what the database did with the visitor's mail", () => {
  it('queued while the limits allow, skipped past them, and a repeat answered as the first', async () => {
    // Three mails a day to one inbox (private.visitor_mail_limits.per_recipient_per_day): the fourth is skipped.
    const answers = [];
    const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
    for (const [n, id] of ids.entries())
      answers.push(JSON.parse((await post(id, `limited+${n}@example.com`)).body));
    answers.push(JSON.parse((await post(ids[3]!, 'limited+3@example.com')).body));
    expect(answers).toEqual([
      ...Array(3).fill({ ok: true, visitor_mail: 'queued' }),
      { ok: true, visitor_mail: 'skipped' },
      { ok: true, visitor_mail: 'skipped' },
    ]);
    const { rows } = await db.query<{ recipient: string; skipped: boolean }>(
      `select recipient, status = 'skipped' as skipped from public.email_outbox
        where template = 'playbook-delivery' and recipient like 'limited+%' order by recipient`,
    );
    expect(rows.map((row) => row.skipped)).toEqual([false, false, false, true]);
  });
});
