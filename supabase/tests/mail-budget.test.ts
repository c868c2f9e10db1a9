import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole, freshAddress, freshDatabase, takeLead } from './database.ts';

// Who may spend the studio's mail, and what happens to mail that does not go out (issue 36, ADR 0026):
// the visitor mail budget's shares, the studio notifications' bound, skipped and held mail kept with
// its reason, retries bounded by time and the digests that tell the studio. Leads are stored as the
// intake stores them: in a transaction that states the visitor's address (request.headers, as PostgREST
// does) and, when the owner configured a bot challenge, its verdict (leads.challenge).
let db: PGlite;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec(`delete from private.request_budgets; delete from public.email_outbox; delete from private.mail_digests;
                 update private.mail_schedule set last_run_at = now();`);
});

type Visitor = { address: string; challenge?: 'passed' | 'failed' };

/** Runs `sql` for a visitor, in one transaction, as the lead's intake does. */
async function asVisitor(visitor: Visitor, sql: string, params: unknown[] = []) {
  await db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('leads.challenge', $2, true)`,
      [JSON.stringify({ 'cf-connecting-ip': visitor.address }), visitor.challenge ?? ''],
    );
    await tx.query(sql, params);
  });
}

const askPlaybook = (email: string, visitor: Visitor) =>
  asVisitor(visitor, 'insert into public.playbook_requests (full_name, email) values ($1, $2)', [
    'Eve',
    email,
  ]);
const signUp = (email: string, visitor: Visitor) =>
  asVisitor(visitor, `insert into public.newsletter_subscribers (email, source) values ($1, 'blog')`, [
    email,
  ]);

const service = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'service_role', sql, params);

type Row = {
  id: string;
  template: string;
  status: string;
  recipient: string | null;
  skip_reason: string | null;
  payload: Record<string, unknown>;
};
const mail = (template: string) =>
  service<Row>(
    `select id, template, status, recipient, skip_reason, payload from public.email_outbox
      where template = $1 order by created_at, id`,
    [template],
  );
const statuses = async (template: string) => (await mail(template)).map((row) => row.status);
const count = (list: string[], status: string) => list.filter((s) => s === status).length;

describe('recipient keys fold what mail providers fold', () => {
  it('case, +tag, Gmail’s dots and googlemail.com name one inbox', async () => {
    const keys = await service<{ key: string }>(
      `select private.recipient_key(e) as key from unnest($1::text[]) as e`,
      [
        [
          'Victim@Gmail.com',
          'v.i.c.t.i.m@gmail.com',
          'victim+news@gmail.com',
          'VICTIM@googlemail.com',
          'vic.tim+x@GoogleMail.com',
          ' victim@gmail.com. ',
        ],
      ],
    );
    expect(new Set(keys.map((row) => row.key))).toEqual(new Set(['victim@gmail.com']));
    // Elsewhere dots are part of the mailbox.
    const [other] = await service<{ key: string }>(
      `select private.recipient_key('First.Last+x@Example.com') as key`,
    );
    expect(other!.key).toBe('first.last@example.com');
  });

  it('12 spellings of one Gmail inbox, 48 requests from 48 addresses: 3 mails, the rest skipped with the reason', async () => {
    const spellings = [
      'victim@gmail.com',
      'Victim@gmail.com',
      'v.ictim@gmail.com',
      'vi.ctim@gmail.com',
      'vic.tim@gmail.com',
      'vict.im@gmail.com',
      'victi.m@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim@googlemail.com',
      'V.ictim@googlemail.com',
      'victim+1@gmail.com',
      'vic.tim+2@googlemail.com',
    ];
    for (let i = 0; i < 48; i += 1)
      await askPlaybook(spellings[i % spellings.length]!, { address: `198.51.100.${i + 1}` });
    const sent = await statuses('playbook-delivery');
    expect([count(sent, 'pending'), count(sent, 'skipped')]).toEqual([3, 45]);
    const skipped = (await mail('playbook-delivery')).filter((row) => row.status === 'skipped');
    expect(new Set(skipped.map((row) => row.skip_reason))).toEqual(
      new Set(['this address has had 3 emails from the site today']),
    );
  });
});

describe('the daily visitor mail budget cannot be spent by one network or one domain', () => {
  it('50 requests from five /64s of one /48: its share (10 of 50), and the day is left for everyone else', async () => {
    for (let i = 0; i < 50; i += 1)
      await askPlaybook(`reader${i}@example${i % 7}.com`, { address: `2001:db8:aa:${i % 5}::${i + 1}` });
    const fromFlood = await statuses('playbook-delivery');
    expect([count(fromFlood, 'pending'), count(fromFlood, 'skipped')]).toEqual([10, 40]);
    const reasons = new Set((await mail('playbook-delivery')).map((row) => row.skip_reason).filter(Boolean));
    expect(reasons).toEqual(
      new Set([
        "the visitor's network (2001:db8:aa::/48) has had its share of today's emails to visitors (10)",
      ]),
    );
    // A visitor elsewhere still gets the playbook.
    await askPlaybook('founder@startup.io', { address: '2001:db8:bb::1' });
    expect((await mail('playbook-delivery')).at(-1)).toMatchObject({
      recipient: 'founder@startup.io',
      status: 'pending',
    });
  });

  it('one IPv4 /24 is one network: 10 a day from its addresses, also over several hours', async () => {
    for (let i = 0; i < 10; i += 1) await askPlaybook(`r${i}@example.org`, { address: `203.0.113.${i + 1}` });
    // An hour later its connections may ask again, but the day's share is spent.
    await db.exec(`delete from private.request_budgets where bucket like 'mail-from:%'`);
    await askPlaybook('r10@example.org', { address: '203.0.113.200' });
    const rows = await mail('playbook-delivery');
    expect(
      count(
        rows.map((row) => row.status),
        'pending',
      ),
    ).toBe(10);
    expect(rows.at(-1)!.skip_reason).toBe(
      "the visitor's network (203.0.113.0/24) has had its share of today's emails to visitors (10)",
    );
  });

  it('one recipient domain from many networks: its share (25 of 50), and the rest of the day for others', async () => {
    for (let i = 0; i < 30; i += 1)
      await askPlaybook(`person${i}@target.example`, { address: `192.0.${i + 1}.1` });
    const toDomain = await statuses('playbook-delivery');
    expect([count(toDomain, 'pending'), count(toDomain, 'skipped')]).toEqual([25, 5]);
    expect((await mail('playbook-delivery')).at(-1)!.skip_reason).toBe(
      "addresses at target.example have had their share of today's emails to visitors (25)",
    );
    await askPlaybook('someone@else.example', { address: '198.51.100.200' });
    expect((await mail('playbook-delivery')).at(-1)!.status).toBe('pending');
  });

  it('five IPv4 networks cannot spend the day: past half of it, each network gets one mail a day', async () => {
    // A burst from five /24s, one after another: the first two take their shares (10 each), the third
    // the rest of the first half; then the five are refused, having each had mail today.
    for (let network = 0; network < 5; network += 1)
      for (let i = 0; i < 20; i += 1)
        await askPlaybook(`n${network}-${i}@d${i % 4}.example`, {
          address: `203.0.${110 + network}.${i + 1}`,
        });
    const rows = await mail('playbook-delivery');
    expect(
      count(
        rows.map((row) => row.status),
        'pending',
      ),
    ).toBe(27);
    expect(rows.at(-1)!.skip_reason).toBe(
      "the visitor's network (203.0.114.0/24) has had its email today, and past 25 of today's emails to visitors each network gets one",
    );
    // Twenty-three more networks may have one each: the day needs as many networks as mails.
    for (let network = 0; network < 24; network += 1)
      await askPlaybook(`late${network}@late${network}.example`, { address: `198.18.${network}.1` });
    const late = (await mail('playbook-delivery')).slice(100);
    expect(late.map((row) => row.status)).toEqual([...Array(23).fill('pending'), 'skipped']);
    expect(late.at(-1)!.skip_reason).toBe('the daily cap on emails to visitors (50) is reached');
  });

  it('the first time half the day is spent without a bot challenge, the studio is told, once, with the networks', async () => {
    for (let i = 0; i < 24; i += 1)
      await askPlaybook(`early${i}@domain${i}.example`, { address: `10.${i % 3}.0.${i + 1}` });
    expect(await mail('mail-budget-low')).toEqual([]);
    await askPlaybook('25th@domain.example', { address: '10.3.0.1' });
    await askPlaybook('26th@domain.example', { address: '10.4.0.1' });
    const [alert, ...more] = await mail('mail-budget-low');
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      status: 'pending',
      recipient: null,
      payload: {
        sent: 25,
        per_day: 50,
        networks: [
          { network: '10.0.0.0/24', mails: 8 },
          { network: '10.1.0.0/24', mails: 8 },
          { network: '10.2.0.0/24', mails: 8 },
          { network: '10.3.0.0/24', mails: 1 },
        ],
      },
    });
  });

  it('with a bot challenge configured, half the day spent tells nobody: the challenge guards the rest', async () => {
    for (let i = 0; i < 30; i += 1)
      await askPlaybook(`guarded${i}@domain${i}.example`, { address: `10.${i}.1.1`, challenge: 'passed' });
    expect(await mail('mail-budget-low')).toEqual([]);
  });

  it('without a client address, requests share one connection and one network', async () => {
    for (let i = 0; i < 12; i += 1) await askPlaybook(`unstated${i}@d${i}.example`, { address: '' });
    const rows = await mail('playbook-delivery');
    expect(
      count(
        rows.map((row) => row.status),
        'pending',
      ),
    ).toBe(10);
    expect(rows.at(-1)!.skip_reason).toBe("the visitor's connection asked for more than 10 emails this hour");
  });

  it('a refused mail costs no budget: the day counts only mail that is sent', async () => {
    for (let i = 0; i < 5; i += 1) await askPlaybook('victim@example.net', { address: `192.0.2.${i + 1}` });
    const { rows } = await db.query<{ n: number }>(
      `select private.budget_used('mail-to-visitors', interval '1 day') as n`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('past the threshold (25 of 50), a lead that failed the configured bot challenge gets no mail', async () => {
    const networks = (i: number) => ({ address: `10.${i}.0.1` });
    for (let i = 0; i < 25; i += 1) await askPlaybook(`early${i}@domain${i}.example`, networks(i));
    await askPlaybook('bot@robot.example', { ...networks(30), challenge: 'failed' });
    await askPlaybook('human@person.example', { ...networks(31), challenge: 'passed' });
    await askPlaybook('unconfigured@site.example', networks(32));
    const rows = (await mail('playbook-delivery')).slice(25);
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([
      ['bot@robot.example', 'skipped'],
      ['human@person.example', 'pending'],
      ['unconfigured@site.example', 'pending'],
    ]);
    expect(rows[0]!.skip_reason).toBe(
      'the visitor did not pass the bot challenge, which visitor mail needs once 25 have been sent in a day',
    );
    // Before the threshold, a failed challenge alone refuses nothing.
    await db.exec('delete from private.request_budgets');
    await askPlaybook('early-bot@robot.example', { ...networks(40), challenge: 'failed' });
    expect((await mail('playbook-delivery')).at(-1)!.status).toBe('pending');
  });

  it('the shares follow the owner’s per_day', async () => {
    await service('update private.visitor_mail_limits set per_day = 100');
    for (let i = 0; i < 25; i += 1)
      await askPlaybook(`x${i}@example.com`, { address: `2001:db8:cc:${i}::1` });
    expect(count(await statuses('playbook-delivery'), 'pending')).toBe(20);
    await service('update private.visitor_mail_limits set per_day = 50');
  });
});

describe('through the front door (public.take_lead, as the leads function stores a lead)', () => {
  it('the function’s challenge verdict reaches the mail budget; its stated address counts the network', async () => {
    for (let i = 0; i < 25; i += 1)
      await askPlaybook(`early${i}@domain${i}.example`, { address: `10.9.${i}.1` });
    const lead = (email: string) => ({ full_name: 'Eve', email });
    expect(await takeLead(db, 'playbook_requests', lead('bot@robot.example'), { challenge: 'failed' })).toBe(
      'stored',
    );
    expect(
      await takeLead(db, 'playbook_requests', lead('human@person.example'), { challenge: 'passed' }),
    ).toBe('stored');
    expect(await takeLead(db, 'playbook_requests', lead('anyone@site.example'), { challenge: 'off' })).toBe(
      'stored',
    );
    expect((await mail('playbook-delivery')).slice(25).map((row) => [row.recipient, row.status])).toEqual([
      ['bot@robot.example', 'skipped'],
      ['human@person.example', 'pending'],
      ['anyone@site.example', 'pending'],
    ]);
    // Ten more from one /48, stated by the function: its share is spent, the leads are stored.
    await db.exec('delete from private.request_budgets');
    for (let i = 0; i < 12; i += 1)
      await takeLead(db, 'playbook_requests', lead(`n${i}@net${i}.example`), {
        address: `2001:db8:77:${i}::1`,
      });
    const fromNetwork = (await mail('playbook-delivery')).filter((row) => row.recipient?.startsWith('n'));
    expect(
      count(
        fromNetwork.map((row) => row.status),
        'pending',
      ),
    ).toBe(10);
    expect(fromNetwork.at(-1)!.skip_reason).toBe(
      "the visitor's network (2001:db8:77::/48) has had its share of today's emails to visitors (10)",
    );
  });
});

describe('take_lead tells the leads function whether the visitor’s mail was queued', () => {
  const take = async (table: string, row: Record<string, unknown>, requestId = crypto.randomUUID()) =>
    (
      await service<{ answer: Record<string, unknown> }>(
        'select public.take_lead($1, $2, $3, $4) as answer',
        [table, requestId, JSON.stringify(row), freshAddress()],
      )
    )[0]!.answer;
  const question = { name: 'Ada', email: 'ada@example.com', message: 'Hi', source: 'book-call' };
  const diagnostic = {
    stage: 'idea',
    challenge: 'other',
    validation_strategy: 'not-validating',
    monetization_strategy: 'freemium',
    retention: 'not-tracking',
    needs: [],
  };

  it('queued, skipped past a limit, or none for a lead that mails the visitor nothing; a repeat says the same', async () => {
    const requestId = crypto.randomUUID();
    expect(
      await take('playbook_requests', { full_name: 'Ada', email: 'ada@example.com' }, requestId),
    ).toEqual({
      outcome: 'stored',
      visitor_mail: 'queued',
    });
    expect(
      await take('playbook_requests', { full_name: 'Ada', email: 'ada@example.com' }, requestId),
    ).toEqual({
      outcome: 'duplicate',
      visitor_mail: 'queued',
    });
    expect(await take('growth_diagnostics', { ...diagnostic, email: 'ada@example.com' })).toEqual({
      outcome: 'stored',
      visitor_mail: 'queued',
    });
    expect(await take('growth_diagnostics', { ...diagnostic, email: null })).toEqual({
      outcome: 'stored',
      visitor_mail: 'none',
    });
    // The quick question's receipt (what happens next) is visitor mail too.
    expect(await take('contact_submissions', question)).toEqual({
      outcome: 'stored',
      visitor_mail: 'queued',
    });
    await service('update private.visitor_mail_limits set per_day = 0');
    const refused = crypto.randomUUID();
    expect(await take('playbook_requests', { full_name: 'Ada', email: 'late@example.com' }, refused)).toEqual(
      {
        outcome: 'stored',
        visitor_mail: 'skipped',
      },
    );
    expect(await take('playbook_requests', { full_name: 'Ada', email: 'late@example.com' }, refused)).toEqual(
      {
        outcome: 'duplicate',
        visitor_mail: 'skipped',
      },
    );
    await service('update private.visitor_mail_limits set per_day = 50');
  });

  it('a newsletter sign-up answers alike for a new, a pending and an active address, within the limits or past them', async () => {
    const signUp = (email: string) => take('newsletter_subscribers', { email, source: 'blog' });
    await signUp('pending@example.com');
    await signUp('active@example.com');
    await service(
      `update public.newsletter_subscribers set status = 'active' where email = 'active@example.com'`,
    );
    const answers = async () => [
      await signUp(`new-${crypto.randomUUID().slice(0, 8)}@example.com`),
      await signUp('pending@example.com'),
      await signUp('active@example.com'),
    ];
    expect(await answers()).toEqual(Array(3).fill({ outcome: 'stored', visitor_mail: 'queued' }));
    expect(await answers()).toEqual(Array(3).fill({ outcome: 'stored', visitor_mail: 'queued' }));
    // The fourth sign-up of the day of each known address: every one charged alike, so alike past the
    // limit (3 a day to one recipient).
    expect(await answers()).toEqual([
      { outcome: 'stored', visitor_mail: 'queued' },
      { outcome: 'stored', visitor_mail: 'skipped' },
      { outcome: 'stored', visitor_mail: 'skipped' },
    ]);
    const kept = await service<{ recipient: string; status: string }>(
      `select recipient, status from public.email_outbox where template = 'newsletter-confirmation'
        and recipient = 'active@example.com'`,
    );
    expect(kept).toEqual([
      { recipient: 'active@example.com', status: 'pending' },
      { recipient: 'active@example.com', status: 'skipped' },
    ]);
    await service('delete from public.newsletter_subscribers');
  });
});

describe('visitor mail that a limit refuses is kept, with why', () => {
  it('a newsletter confirmation past a limit: a skipped row with its reason, and no link made', async () => {
    for (let i = 0; i < 4; i += 1) await signUp('reader@example.com', { address: `192.0.2.${i + 10}` });
    const rows = await mail('newsletter-confirmation');
    // The fourth is refused. Not by position: two sign-ups in the same millisecond tie on created_at.
    expect(
      count(
        rows.map((row) => row.status),
        'pending',
      ),
    ).toBe(3);
    const skipped = rows.filter((row) => row.status === 'skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({
      recipient: 'reader@example.com',
      skip_reason: 'this address has had 3 emails from the site today',
      payload: {},
    });
    const [links] = await service<{ n: number }>(
      `select count(*)::int as n from private.newsletter_confirmations where email = 'reader@example.com'`,
    );
    expect(links!.n).toBe(3);
  });

  it('a diagnostic past a limit: the analysis mail is a skipped row, never queued, and emailed is false', async () => {
    await service('update private.visitor_mail_limits set per_day = 0');
    const requestId = crypto.randomUUID();
    await asVisitor(
      { address: '192.0.2.50' },
      `insert into public.growth_diagnostics (stage, challenge, validation_strategy, monetization_strategy, retention, needs, email, request_id)
       values ('idea', 'acquisition', 'talking-to-users', 'subscription', 'not-tracking', '{validation}', 'late@example.com', $1)`,
      [requestId],
    );
    const [recorded] = await service(`select * from public.record_growth_analysis($1, $2, 'Text', true)`, [
      requestId,
      JSON.stringify({
        stage: 'idea',
        challenge: 'acquisition',
        validationStrategy: 'talking-to-users',
        monetizationStrategy: 'subscription',
        retention: 'not-tracking',
        needs: ['validation'],
      }),
    ]);
    expect(recorded).toEqual({ analysis: 'Text', offline: true, emailed: false });
    expect(await mail('diagnostic-analysis')).toMatchObject([
      {
        status: 'skipped',
        recipient: 'late@example.com',
        skip_reason: 'the daily cap on emails to visitors (0) is reached',
      },
    ]);
    await service('update private.visitor_mail_limits set per_day = 50');
  });
});

describe('studio notifications have their own bound, with a digest past it', () => {
  it('past 20 an hour, notifications are held; one digest within the hour lists them; the next waits for the next hour', async () => {
    for (let i = 0; i < 23; i += 1)
      await asVisitor(
        { address: `2001:db8:${i}::1` },
        `insert into public.contact_submissions (name, email, message, source) values ('Quick Question', $1, 'Hi', 'book-call')`,
        [`asker${i}@example.com`],
      );
    const notifications = await statuses('lead-notification');
    expect([count(notifications, 'pending'), count(notifications, 'held')]).toEqual([20, 3]);
    expect((await mail('lead-notification')).at(-1)!.skip_reason).toBe(
      'past the bound on studio notifications (20 an hour, 40 a day): sent in the next digest',
    );

    const [run] = await service<{ queued: Record<string, number> }>(
      'select public.run_mail_schedule() as queued',
    );
    expect(run!.queued).toEqual({ held_digest: 3 });
    const [digest] = await mail('mail-digest');
    expect(digest).toMatchObject({
      status: 'pending',
      recipient: null,
      payload: { kind: 'held', held: 3, failed: 0, skipped: 0 },
    });
    const listed = (digest!.payload as { messages: { email: string; status: string }[] }).messages;
    expect(listed.map((m) => [m.status, m.email])).toEqual([
      ['held', 'asker20@example.com'],
      ['held', 'asker21@example.com'],
      ['held', 'asker22@example.com'],
    ]);

    // More held in the same hour wait for the next one; nothing is listed twice.
    await asVisitor(
      { address: '2001:db8:99::1' },
      `insert into public.contact_submissions (name, email, message, source) values ('Quick Question', 'late@example.com', 'Hi', 'book-call')`,
    );
    expect(
      (await service<{ queued: unknown }>('select public.run_mail_schedule() as queued'))[0]!.queued,
    ).toEqual({});
    await db.exec(`update private.mail_digests set created_at = created_at - interval '1 hour'`);
    expect(
      (await service<{ queued: unknown }>('select public.run_mail_schedule() as queued'))[0]!.queued,
    ).toEqual({
      held_digest: 1,
    });
  });

  it('the studio’s own mail (digests) never counts against visitor mail', async () => {
    await service('update private.visitor_mail_limits set per_day = 0');
    await askPlaybook('refused@example.com', { address: '192.0.2.77' });
    await db.exec(`update private.mail_schedule set last_run_at = now() - interval '2 days'`);
    const [run] = await service<{ queued: Record<string, number> }>(
      'select public.run_mail_schedule() as queued',
    );
    expect(run!.queued).toEqual({ subscriber_digest: 0, mail_digest: 1 });
    expect(await statuses('mail-digest')).toEqual(['pending']);
    await service('update private.visitor_mail_limits set per_day = 50');
  });
});

type Claimed = { id: string; claim_token: string; attempts: number };
const claim = () => service<Claimed>('select * from public.claim_email_outbox(10, 120)');
const fail = (row: Claimed, retrySeconds = 0) =>
  service<{ status: string | null }>('select public.fail_email_outbox($1, $2, $3, $4, false) as status', [
    row.id,
    row.claim_token,
    '429: daily_quota_exceeded',
    retrySeconds,
  ]).then(([result]) => result!.status);
const retryWindow = () =>
  service<{ retry_until: string; next_attempt_at: string; in_window: boolean; hours: number }>(
    `select retry_until, next_attempt_at, extract(epoch from retry_until - created_at) / 3600 as hours
       from public.email_outbox where template = 'lead-notification'`,
  ).then(([row]) => row!);

describe('retries are bounded by time, not by attempts', () => {
  // A lead that queues one message: the studio's notification (a diagnostic without an address mails nobody else).
  const aLead = () =>
    asVisitor(
      { address: '192.0.2.1' },
      `insert into public.growth_diagnostics (stage, challenge, validation_strategy, monetization_strategy, retention, needs)
       values ('idea', 'retention', 'talking-to-users', 'subscription', 'below-40', '{retention}')`,
    );

  it('twenty quota answers a second apart leave the message pending, with two days to go', async () => {
    await aLead();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const [row] = await claim();
      expect(row!.attempts).toBe(attempt);
      expect(await fail(row!, 0)).toBe('pending');
    }
    const window = await retryWindow();
    expect(Math.round(window.hours)).toBe(48);
  });

  it('past the window the next failure fails it for good, and a retry is never due after the window', async () => {
    await aLead();
    const [first] = await claim();
    await fail(first!, 0);
    await db.exec(`update public.email_outbox set retry_until = now() + interval '30 seconds'`);
    const [second] = await claim();
    expect(await fail(second!, 3600)).toBe('pending');
    const window = await retryWindow();
    expect(window.next_attempt_at).toEqual(window.retry_until);
    await db.exec(
      `update public.email_outbox set retry_until = now() - interval '1 second', next_attempt_at = now()`,
    );
    const [last] = await claim();
    expect(await fail(last!, 60)).toBe('failed');
    expect(await claim()).toEqual([]);
  });

  it('the owner sets the window', async () => {
    await service(`update private.mail_settings set retry_for = interval '6 hours'`);
    await aLead();
    const [row] = await claim();
    await fail(row!, 0);
    expect(Math.round((await retryWindow()).hours)).toBe(6);
    await service(`update private.mail_settings set retry_for = interval '2 days'`);
  });

  it('a run that died holding a message starts its window; past it, the message fails', async () => {
    await aLead();
    await claim();
    // The run died: its lease ran out.
    await db.exec(`update public.email_outbox set claimed_until = now() - interval '1 second'`);
    const [again] = await claim();
    expect(again!.attempts).toBe(2);
    expect(Math.round((await retryWindow()).hours)).toBe(48);
    await db.exec(
      `update public.email_outbox set claimed_until = now() - interval '1 second', retry_until = now() - interval '1 second'`,
    );
    expect(await claim()).toEqual([]);
    expect(await statuses('lead-notification')).toEqual(['failed']);
  });
});

describe('a daily digest tells the studio what failed or was skipped', () => {
  it('at the digest hour: one digest of failed, skipped and held mail, each listed once', async () => {
    await service('update private.visitor_mail_limits set per_recipient_per_day = 1');
    await askPlaybook('twice@example.com', { address: '192.0.2.1' });
    await askPlaybook('twice@example.com', { address: '192.0.2.2' });
    const [notification] = (await mail('lead-notification')) as [Row];
    await db.exec(
      `update public.email_outbox set status = 'failed', last_error = 'Resend answered 422: invalid' where id = '${notification.id}'`,
    );

    // Not yet the hour: nothing.
    expect(
      (await service<{ queued: unknown }>('select public.run_mail_schedule() as queued'))[0]!.queued,
    ).toEqual({});
    await db.exec(`update private.mail_schedule set last_run_at = now() - interval '1 day 1 minute'`);
    const [run] = await service<{ queued: Record<string, number> }>(
      'select public.run_mail_schedule() as queued',
    );
    expect(run!.queued).toEqual({ subscriber_digest: 0, mail_digest: 2 });
    const [digest] = await mail('mail-digest');
    expect(digest!.payload).toMatchObject({ kind: 'daily', failed: 1, skipped: 1, held: 0 });
    const listed = (digest!.payload as { messages: Record<string, unknown>[] }).messages;
    expect(listed).toMatchObject([
      {
        status: 'failed',
        template: 'lead-notification',
        reason: 'Resend answered 422: invalid',
        email: 'twice@example.com',
      },
      {
        status: 'skipped',
        template: 'playbook-delivery',
        recipient: 'twice@example.com',
        reason: 'this address has had 1 emails from the site today',
      },
    ]);
    // Ran today: not again until tomorrow's hour, and what it listed is never listed again.
    expect(
      (await service<{ queued: unknown }>('select public.run_mail_schedule() as queued'))[0]!.queued,
    ).toEqual({});
    await db.exec(`update private.mail_schedule set last_run_at = now() - interval '1 day 1 minute'`);
    expect(
      (await service<{ queued: unknown }>('select public.run_mail_schedule() as queued'))[0]!.queued,
    ).toEqual({
      subscriber_digest: 0,
      mail_digest: 0,
    });
    await service('update private.visitor_mail_limits set per_recipient_per_day = 3');
  });

  it('visitors can neither run the schedule nor read the settings', async () => {
    for (const sql of [
      'select public.run_mail_schedule()',
      'select * from private.mail_settings',
      'select * from private.studio_mail_limits',
      'select * from private.mail_digests',
    ])
      await expect(asRole(db, 'anon', sql), sql).rejects.toMatchObject({ code: '42501' });
  });
});
