import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, errorCode, freshDatabase, takeLead } from './database.ts';

/** One row per lead table, as the site's forms send them. */
const leads: Record<string, Record<string, unknown>> = {
  labs_submissions: {
    full_name: 'Ada Founder',
    email: 'ada@example.com',
    problem: 'Freelancers lose hours chasing invoices.',
    solution: 'An automated reminder flow.',
    target_audience: 'SMBs',
    current_stage: 'Just an Idea',
    goals: ['Validate Idea'],
  },
  collective_inquiries: {
    full_name: 'Ben Builder',
    email: 'ben@example.com',
    challenges: ['gtm'],
    timeline: 'asap',
    next_step: 'call',
  },
  collective_applications: {
    full_name: 'Cleo Expert',
    email: 'cleo@example.com',
    linkedin_url: 'https://www.linkedin.com/in/cleo',
    expertise: ['gtm-growth'],
    work_type: ['advisory'],
    startup_experience: 'yes',
    availability: '5-10',
  },
  contact_submissions: {
    name: 'Dan Asker',
    email: 'dan@example.com',
    message: 'Do you work with B2B SaaS?',
    source: 'book-call',
  },
  growth_diagnostics: {
    stage: 'pre-seed',
    challenge: 'retention',
    validation_strategy: 'talking-to-users',
    monetization_strategy: 'subscription',
    pricing_confidence: null,
    retention: 'below-40',
    needs: ['retention'],
    email: 'gina@example.com',
  },
  labs_beta_requests: {
    mvp_slug: 'launchpad-ai',
    full_name: 'Finn Tester',
    email: 'finn@example.com',
    use_case: 'Our seed deck.',
  },
  playbook_requests: { full_name: 'Gus Grower', email: 'gus@example.com' },
};

const answersOf = (row: Record<string, unknown>) => ({
  stage: row.stage,
  challenge: row.challenge,
  validationStrategy: row.validation_strategy,
  monetizationStrategy: row.monetization_strategy,
  pricingConfidence: row.pricing_confidence,
  retention: row.retention,
  needs: row.needs,
});

type OutboxRow = {
  id: string;
  template: string;
  audience: string;
  recipient: string | null;
  reply_to: string | null;
  lead_table: string;
  status: string;
  attempts: number;
  last_error: string | null;
  claim_token: string | null;
  payload: { table: string; row: Record<string, unknown> };
};

let db: PGlite;
const service = <T = OutboxRow>(sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'service_role', sql, params);
const outbox = () => service('select * from public.email_outbox order by created_at, template');

/** A lead that queues one message at once: the studio's notification (its analysis mail waits for the analysis). */
const ONE_MAIL_LEAD = 'growth_diagnostics';

/** A visitor's lead, as the leads function stores it. */
async function insertLead(table: string, row: Record<string, unknown> = leads[table]!) {
  expect(await takeLead(db, table, row)).toBe('stored');
}

beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
});
afterAll(() => db?.close());

describe('the outbox fills with the lead, in the same transaction', () => {
  it.each(Object.keys(leads))('a visitor’s %s row queues one notification to the studio', async (table) => {
    await insertLead(table);
    const rows = (await outbox()).filter((row) => row.template === 'lead-notification');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      audience: 'studio',
      recipient: null,
      reply_to: leads[table]!.email,
      lead_table: table,
      status: 'pending',
      attempts: 0,
    });
    // The row's fields, as stored, for the notification (request_id is bookkeeping, left out).
    expect(row!.payload.table).toBe(table);
    expect(row!.payload.row).toMatchObject(leads[table]!);
    expect(row!.payload.row).not.toHaveProperty('request_id');
  });

  it('a playbook request also queues the playbook for the visitor', async () => {
    await insertLead('playbook_requests');
    expect((await outbox()).map((row) => [row.template, row.audience, row.recipient])).toEqual([
      ['lead-notification', 'studio', null],
      ['playbook-delivery', 'visitor', 'gus@example.com'],
    ]);
  });

  it.each([
    'labs_submissions',
    'collective_inquiries',
    'collective_applications',
    'contact_submissions',
    'labs_beta_requests',
  ])('a visitor’s %s row queues one receipt to their address, naming only the form', async (table) => {
    await insertLead(table);
    const receipts = (await outbox()).filter((row) => row.template === 'lead-receipt');
    expect(receipts).toMatchObject([
      { audience: 'visitor', recipient: leads[table]!.email, lead_table: table, status: 'pending' },
    ]);
    expect(receipts[0]!.payload).toEqual({ table, row: {} });
  });

  it('a receipt past the visitor-mail limit is kept as skipped and named in the studio’s notification', async () => {
    await service('update private.visitor_mail_limits set per_day = 0');
    await insertLead('labs_submissions');
    const rows = await outbox();
    expect(rows.find((row) => row.template === 'lead-receipt')).toMatchObject({ status: 'skipped' });
    expect(rows.find((row) => row.template === 'lead-notification')!.payload).toMatchObject({
      visitor_mail_skipped: 'the daily cap on emails to visitors (0) is reached',
    });
  });

  it.each(['playbook_requests', 'growth_diagnostics'])(
    'a %s row, whose own mail is its answer, queues no receipt',
    async (table) => {
      await insertLead(table);
      expect((await outbox()).filter((row) => row.template === 'lead-receipt')).toEqual([]);
    },
  );

  it('a newsletter sign-up queues only its confirmation, to the address, with nothing the visitor typed', async () => {
    await insertLead('newsletter_subscribers', { email: 'eve@example.com', source: 'blog' });
    const rows = await outbox();
    expect(rows.map((row) => [row.template, row.audience, row.recipient])).toEqual([
      ['newsletter-confirmation', 'visitor', 'eve@example.com'],
    ]);
    expect(Object.keys(rows[0]!.payload)).toEqual(['token']);
  });

  it('a lead that is refused, or rolled back, leaves no email behind', async () => {
    expect(await errorCode(insertLead('playbook_requests', { full_name: ' ', email: 'x@example.com' }))).toBe(
      '23514',
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        await tx.query('select public.take_lead($1, gen_random_uuid(), $2)', [
          'contact_submissions',
          JSON.stringify(leads.contact_submissions),
        ]);
        throw new Error('the request failed after the insert');
      }),
    ).rejects.toThrow('the request failed');
    expect(await outbox()).toEqual([]);
  });
});

describe('visitors cannot touch the outbox', () => {
  it('anon can neither read, add, change nor delete a message, nor run the drain', async () => {
    await insertLead('playbook_requests');
    const [{ id }] = (await outbox()) as [OutboxRow];
    const attempts = [
      'select * from public.email_outbox',
      `insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
         values ('playbook-delivery', 'visitor', 'spam@example.com', 'playbook_requests', gen_random_uuid(), '{}')`,
      `update public.email_outbox set recipient = 'spam@example.com' where id = '${id}'`,
      `delete from public.email_outbox where id = '${id}'`,
      'select * from public.claim_email_outbox(10, 60)',
      `select public.complete_email_outbox('${id}', gen_random_uuid(), 'x')`,
      `select public.fail_email_outbox('${id}', gen_random_uuid(), 'x', 0, true)`,
      `select public.defer_email_outbox('${id}', gen_random_uuid(), 'x', 0)`,
      `select * from public.record_growth_analysis(gen_random_uuid(), '{}', 'spam', false)`,
    ];
    for (const sql of attempts) expect(await errorCode(asAnon(db, sql)), sql).toBe('42501');
    expect(await outbox()).toHaveLength(2);
  });
});

describe('draining: claimed once, retried after a failure, sent once', () => {
  const claim = (lease = 120) => service('select * from public.claim_email_outbox(10, $1)', [lease]);
  const complete = (row: OutboxRow) =>
    service<{ done: boolean }>('select public.complete_email_outbox($1, $2, $3) as done', [
      row.id,
      row.claim_token,
      'provider-id-1',
    ]);
  const fail = (row: OutboxRow, permanent = false) =>
    service<{ status: string | null }>('select public.fail_email_outbox($1, $2, $3, 0, $4) as status', [
      row.id,
      row.claim_token,
      '503: provider unavailable',
      permanent,
    ]);

  it('a second run while the first holds the messages claims none of them', async () => {
    await insertLead('playbook_requests');
    const first = await claim();
    expect(first.map((row) => [row.status, row.attempts])).toEqual([
      ['sending', 1],
      ['sending', 1],
    ]);
    expect(await claim()).toEqual([]);
  });

  it('a failed send is retried, then marked sent once; a late or repeated report changes nothing', async () => {
    await insertLead(ONE_MAIL_LEAD);
    const [attempt1] = (await claim()) as [OutboxRow];
    expect(await fail(attempt1)).toEqual([{ status: 'pending' }]);
    expect(await outbox()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: '503: provider unavailable' },
    ]);

    const [attempt2] = (await claim()) as [OutboxRow];
    expect(attempt2).toMatchObject({ id: attempt1.id, attempts: 2 });
    expect(await complete(attempt2)).toEqual([{ done: true }]);
    expect(await complete(attempt2)).toEqual([{ done: false }]);
    expect(await complete(attempt1)).toEqual([{ done: false }]);
    expect(await fail(attempt1)).toEqual([{ status: null }]);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(await claim()).toEqual([]);
  });

  it('a permanent error, or a failure once the retry window is over, fails the message for good', async () => {
    await insertLead('playbook_requests');
    const [notification, delivery] = (await claim()) as [OutboxRow, OutboxRow];
    await fail(notification, true);
    await service(`update public.email_outbox set retry_until = now() - interval '1 second' where id = $1`, [
      delivery.id,
    ]);
    await fail(delivery);
    expect((await outbox()).map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(await claim()).toEqual([]);
  });

  it('a message deferred for the setup (a secret, a refused key) waits without spending an attempt', async () => {
    await insertLead(ONE_MAIL_LEAD);
    // Even past its retry window: the setup, not the message, is at fault.
    await service(`update public.email_outbox set retry_until = now() - interval '1 second'`);
    const [held] = (await claim()) as [OutboxRow];
    expect(
      await service<{ status: string | null }>('select public.defer_email_outbox($1, $2, $3, 0) as status', [
        held.id,
        held.claim_token,
        'Not configured: set RESEND_API_KEY',
      ]),
    ).toEqual([{ status: 'pending' }]);
    expect(await outbox()).toMatchObject([
      { status: 'pending', attempts: 0, last_error: 'Not configured: set RESEND_API_KEY' },
    ]);
    // It is tried once the setup is fixed.
    const [again] = (await claim()) as [OutboxRow];
    expect(again).toMatchObject({ id: held.id, attempts: 1 });
    expect(await complete(again)).toEqual([{ done: true }]);
  });

  it('a run that died mid-send gives its messages back when the lease runs out', async () => {
    await insertLead(ONE_MAIL_LEAD);
    const [held] = (await claim(0)) as [OutboxRow];
    const [again] = (await claim()) as [OutboxRow];
    expect(again).toMatchObject({ id: held.id, attempts: 2 });
    expect(again.claim_token).not.toBe(held.claim_token);
    expect(await complete(held)).toEqual([{ done: false }]);
  });
});

describe('new subscribers reach the studio as one daily digest', () => {
  const queueDigest = () =>
    service<{ listed: number }>('select public.queue_subscriber_digest() as listed').then(
      ([row]) => row!.listed,
    );
  const digests = async () =>
    (await outbox())
      .filter((row) => row.template === 'subscriber-digest')
      .map((row) => ({
        audience: row.audience,
        emails: (row.payload as unknown as { subscribers: { email: string }[] }).subscribers.map(
          (s) => s.email,
        ),
      }));

  /** Signs an address up and follows the link of its confirmation mail. */
  async function subscribeAndConfirm(email: string, source: string) {
    await insertLead('newsletter_subscribers', { email, source });
    const mail = (await outbox()).find(
      (row) => row.template === 'newsletter-confirmation' && row.recipient === email,
    );
    const token = (mail!.payload as unknown as { token: string }).token;
    expect(await service('select public.confirm_newsletter_subscription($1) as result', [token])).toEqual([
      { result: 'confirmed' },
    ]);
  }

  it('lists the confirmed subscribers since the last digest, once; a quiet day queues nothing', async () => {
    await subscribeAndConfirm('eve@example.com', 'blog');
    await subscribeAndConfirm('zed@example.com', 'labs');
    await service(
      `update public.newsletter_subscribers set status = 'unsubscribed' where email = 'zed@example.com'`,
    );
    await insertLead('newsletter_subscribers', { email: 'pending@example.com', source: 'blog' });
    await subscribeAndConfirm('amy@example.com', 'labs');
    expect(await queueDigest()).toBe(2);
    expect(await digests()).toEqual([{ audience: 'studio', emails: ['eve@example.com', 'amy@example.com'] }]);

    expect(await queueDigest()).toBe(0);
    expect(await digests()).toHaveLength(1);

    await subscribeAndConfirm('bob@example.com', 'blog');
    expect(await queueDigest()).toBe(1);
    expect((await digests()).map((digest) => digest.emails)).toEqual([
      ['eve@example.com', 'amy@example.com'],
      ['bob@example.com'],
    ]);
  });

  it('visitors cannot ask for a digest', async () => {
    await insertLead('newsletter_subscribers', { email: 'eve@example.com', source: 'blog' });
    expect(await errorCode(asAnon(db, 'select public.queue_subscriber_digest()'))).toBe('42501');
    expect(await digests()).toEqual([]);
  });
});

describe('the diagnostic’s analysis is emailed as the visitor saw it', () => {
  const record = (requestId: string, answers: unknown, analysis: string) =>
    service<{ analysis: string; offline: boolean; emailed: boolean }>(
      'select * from public.record_growth_analysis($1, $2, $3, false)',
      [requestId, JSON.stringify(answers), analysis],
    );

  async function storeDiagnostic(email: string | null) {
    const requestId = crypto.randomUUID();
    const row = { ...leads.growth_diagnostics, email };
    expect(await takeLead(db, 'growth_diagnostics', { ...row, request_id: requestId })).toBe('stored');
    return { requestId, answers: answersOf(row) };
  }

  it('queues the analysis for the visitor once; a second analysis gets the first one back', async () => {
    const { requestId, answers } = await storeDiagnostic('gina@example.com');
    expect(await record(requestId, answers, '**Bottleneck:** retention.')).toEqual([
      { analysis: '**Bottleneck:** retention.', offline: false, emailed: true },
    ]);
    expect(await record(requestId, answers, 'A different text')).toEqual([
      { analysis: '**Bottleneck:** retention.', offline: false, emailed: true },
    ]);
    const messages = (await outbox()).filter((row) => row.template === 'diagnostic-analysis');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ audience: 'visitor', recipient: 'gina@example.com' });
    expect(messages[0]!.payload.row.analysis).toBe('**Bottleneck:** retention.');
  });

  it('without an email nothing is queued for the visitor', async () => {
    const { requestId, answers } = await storeDiagnostic(null);
    expect(await record(requestId, answers, 'Text')).toEqual([
      { analysis: 'Text', offline: false, emailed: false },
    ]);
    expect((await outbox()).map((row) => row.template)).toEqual(['lead-notification']);
  });

  it('refuses an analysis of other answers than the stored ones', async () => {
    const { requestId, answers } = await storeDiagnostic('gina@example.com');
    expect(await errorCode(record(requestId, { ...answers, stage: 'idea' }, 'Spam'))).toBe('P0002');
    expect(await errorCode(record(crypto.randomUUID(), answers, 'Spam'))).toBe('P0002');
    expect((await outbox()).map((row) => row.template)).toEqual(['lead-notification']);
  });
});
