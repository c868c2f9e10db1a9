import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import {
  CONFIRMATION_LINK_DAYS,
  confirmResults,
  unsubscribeResults,
} from '../functions/_shared/site-links.ts';
import { asRole, freshDatabase, postThrough, takeLead, type Sent } from './database.ts';

// What issue 27 closes, exercised as a visitor's requests reach the database: leads as the leads function
// stores them (take_lead, with the visitor's address), reads through the local backend, which sets the
// request headers and calls the pre-request hook as PostgREST does (docs/security.md).
// The email drain is replaced (functions: {}), so queued mail stays in the outbox for the tests to read.
let db: PGlite;
let backend: LocalBackend;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db, {});
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec(`delete from private.request_budgets; delete from public.email_outbox;
                 update private.visitor_mail_limits set per_recipient_per_day = 3, per_address_per_hour = 10, per_day = 50;`);
});

/**
 * A visitor's lead as the leads function stores it (public.take_lead, from `address`): 201 when stored,
 * 429 past a limit, 400 with the database's code when a constraint refuses it. With `key`, a Data API
 * insert (the service role's).
 */
async function post(
  table: string,
  body: Record<string, unknown>,
  address = '203.0.113.10',
  key?: string,
): Promise<Sent> {
  if (key) return postThrough(backend, table, body, { address, key });
  try {
    const outcome = await takeLead(db, table, body, { address });
    return { status: outcome === 'rate_limited' ? 429 : 201, body: null };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { status: 400, body: { code, message } };
  }
}

const service = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'service_role', sql, params);

type Outbox = {
  template: string;
  status: string;
  skip_reason: string | null;
  recipient: string | null;
  payload: {
    row?: Record<string, unknown>;
    visitor_mail_skipped?: string;
    token?: string;
    unsubscribe_token?: string;
  };
};
const outbox = (template: string) =>
  service<Outbox>(
    'select template, status, skip_reason, recipient, payload from public.email_outbox where template = $1 order by created_at',
    [template],
  );

/** A visitor's diagnostic with `email`, then its analysis as the growth-analysis function records it. */
async function diagnosticWithAnalysis(email: string, analysis: string) {
  const requestId = crypto.randomUUID();
  const answers = {
    stage: 'idea',
    challenge: 'acquisition',
    validation_strategy: 'talking-to-users',
    monetization_strategy: 'subscription',
    retention: 'not-tracking',
    needs: ['validation'],
  };
  const stored = await post('growth_diagnostics', { ...answers, email, request_id: requestId });
  const recorded = await service(`select * from public.record_growth_analysis($1, $2, $3, true)`, [
    requestId,
    JSON.stringify({
      ...answers,
      validationStrategy: 'talking-to-users',
      monetizationStrategy: 'subscription',
    }),
    analysis,
  ]);
  return { stored, recorded };
}

const LURE = 'Your⠀account⠀is⠀locked:⠀verify⠀at⠀https://evil.example/login Smith';

describe('mail to an address a visitor typed carries only our words', () => {
  it('the playbook mail holds nothing the visitor typed; the studio’s notification holds it all', async () => {
    expect((await post('playbook_requests', { full_name: LURE, email: 'stranger@example.com' })).status).toBe(
      201,
    );
    const [delivery] = await outbox('playbook-delivery');
    expect(delivery).toMatchObject({ recipient: 'stranger@example.com', payload: { row: {} } });
    expect(JSON.stringify(delivery)).not.toContain('evil.example');
    const [notification] = await outbox('lead-notification');
    expect(notification!.payload.row).toMatchObject({ full_name: LURE });
  });

  it('the analysis mail holds the answers, the analysis, who wrote it and its scorecard only', async () => {
    await diagnosticWithAnalysis('diag@example.com', 'The analysis.');
    const [mail] = await outbox('diagnostic-analysis');
    expect(mail!.payload.row).toEqual({
      stage: 'idea',
      challenge: 'acquisition',
      needs: ['validation'],
      analysis: 'The analysis.',
      analysis_offline: true,
      scorecard: null,
    });
  });
});

describe('visitor mail limits: the lead is stored and the studio told, only the visitor’s mail is skipped', () => {
  it('per recipient: 3 a day, whatever the case or +tag', async () => {
    for (const [i, email] of [
      'victim@example.com',
      'Victim+1@example.com',
      'victim+2@EXAMPLE.com',
      'victim+3@example.com',
    ].entries())
      expect((await post('playbook_requests', { full_name: 'Eve', email }, `198.51.100.${i}`)).status).toBe(
        201,
      );
    expect((await outbox('playbook-delivery')).map((m) => [m.recipient, m.status])).toEqual([
      ['victim@example.com', 'pending'],
      ['Victim+1@example.com', 'pending'],
      ['victim+2@EXAMPLE.com', 'pending'],
      // Kept, with why: the owner sees it and the studio's daily digest lists it.
      ['victim+3@example.com', 'skipped'],
    ]);
    const notifications = await outbox('lead-notification');
    expect(notifications).toHaveLength(4);
    expect(notifications.map((n) => n.payload.visitor_mail_skipped ?? null)).toEqual([
      null,
      null,
      null,
      'this address has had 3 emails from the site today',
    ]);
  });

  it('per client address: 10 an hour, an IPv6 /64 counting as one', async () => {
    for (let i = 1; i <= 11; i += 1)
      await post(
        'playbook_requests',
        { full_name: 'Eve', email: `person${i}@example.com` },
        `2001:db8:5:6::${i}`,
      );
    expect((await outbox('playbook-delivery')).map((m) => m.status)).toEqual([
      ...Array<string>(10).fill('pending'),
      'skipped',
    ]);
    const last = (await outbox('lead-notification')).at(-1)!;
    expect(last.payload.visitor_mail_skipped).toBe(
      "the visitor's connection asked for more than 10 emails this hour",
    );
  });

  it('a daily cap on all visitor mail (the owner’s setting); studio notifications are not counted', async () => {
    await service('update private.visitor_mail_limits set per_day = 2');
    for (let i = 1; i <= 3; i += 1)
      await post('playbook_requests', { full_name: 'Eve', email: `reader@example${i}.com` }, `192.0.${i}.1`);
    await post(
      'contact_submissions',
      { name: 'Q', email: 'q@example.com', message: 'Hi', source: 'book-call' },
      '192.0.2.9',
    );
    expect((await outbox('playbook-delivery')).map((m) => m.status)).toEqual([
      'pending',
      'pending',
      'skipped',
    ]);
    const notifications = await outbox('lead-notification');
    expect(notifications).toHaveLength(4);
    expect(notifications[2]!.payload.visitor_mail_skipped).toBe(
      'the daily cap on emails to visitors (2) is reached',
    );
  });

  it('a diagnostic past a limit gets its analysis on screen but no mail, and the studio hears why', async () => {
    await service('update private.visitor_mail_limits set per_day = 0');
    const { stored, recorded } = await diagnosticWithAnalysis('late@example.com', 'Text');
    expect(stored.status).toBe(201);
    expect(recorded).toEqual([{ analysis: 'Text', offline: true, emailed: false }]);
    expect((await outbox('diagnostic-analysis')).map((m) => m.status)).toEqual(['skipped']);
    expect((await outbox('lead-notification'))[0]!.payload.visitor_mail_skipped).toMatch(/daily cap/);
  });
});

describe('newsletter: double opt-in, one-click unsubscribe, an opt-out kept', () => {
  const status = async (email: string) =>
    (
      await service<{ status: string }>('select status from public.newsletter_subscribers where email = $1', [
        email,
      ])
    )[0]?.status;
  const lastToken = async (email: string) =>
    (await outbox('newsletter-confirmation')).filter((m) => m.recipient === email).at(-1)?.payload.token;
  const confirm = async (token: string | undefined) =>
    (await service<{ r: string }>('select public.confirm_newsletter_subscription($1) as r', [token]))[0]!.r;
  const unsubscribeToken = async (email: string) =>
    (
      await service<{ token: string }>(
        'select unsubscribe_token as token from public.newsletter_subscribers where email = $1',
        [email],
      )
    )[0]!.token;
  const unsubscribe = async (token: string | undefined) =>
    (await service<{ r: string }>('select public.unsubscribe_newsletter($1) as r', [token]))[0]!.r;

  it('a sign-up is pending until its link is used, once; then a welcome mail carries the unsubscribe token', async () => {
    expect(await post('newsletter_subscribers', { email: 'Reader@Example.com', source: 'blog' })).toEqual({
      status: 201,
      body: null,
    });
    expect(await status('reader@example.com')).toBe('pending');
    const token = await lastToken('reader@example.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await confirm('not-a-token')).toBe('invalid');
    expect(await confirm(token)).toBe('confirmed');
    expect(await status('reader@example.com')).toBe('active');
    expect(await confirm(token)).toBe('used');
    const [welcome] = await outbox('newsletter-welcome');
    const unsubscribe_token = await unsubscribeToken('reader@example.com');
    expect(welcome).toMatchObject({ recipient: 'reader@example.com', payload: { unsubscribe_token } });
  });

  it('answers alike for new, pending, active and unsubscribed addresses; an opt-out stays until its owner confirms', async () => {
    await post('newsletter_subscribers', { email: 'optout@example.com', source: 'blog' });
    const first = await lastToken('optout@example.com');
    await confirm(first);
    const unsubscribe_token = await unsubscribeToken('optout@example.com');
    expect(await unsubscribe(unsubscribe_token)).toBe('unsubscribed');
    expect(await unsubscribe(unsubscribe_token)).toBe('unsubscribed');
    expect(await unsubscribe('00000000-0000-0000-0000-000000000000')).toBe('invalid');
    expect(await status('optout@example.com')).toBe('unsubscribed');

    // Anyone posting the address again: the same answer, still unsubscribed, and a new confirmation mail.
    expect(
      await post('newsletter_subscribers', { email: 'optout@example.com', source: 'labs' }, '192.0.2.77'),
    ).toEqual({
      status: 201,
      body: null,
    });
    expect(await status('optout@example.com')).toBe('unsubscribed');
    const again = await lastToken('optout@example.com');
    expect(again).not.toBe(first);
    expect(await confirm(again)).toBe('confirmed');
    expect(await status('optout@example.com')).toBe('active');

    // An active address: same answer, no mail.
    const before = (await outbox('newsletter-confirmation')).length;
    expect(
      await post('newsletter_subscribers', { email: 'optout@example.com', source: 'blog' }, '192.0.2.78'),
    ).toEqual({
      status: 201,
      body: null,
    });
    expect(await outbox('newsletter-confirmation')).toHaveLength(before);
  });

  it('a link sent before an opt-out cannot undo it', async () => {
    await post('newsletter_subscribers', { email: 'twice@example.com', source: 'blog' });
    await post('newsletter_subscribers', { email: 'twice@example.com', source: 'blog' }, '192.0.2.5');
    const [older, newer] = (await outbox('newsletter-confirmation'))
      .filter((m) => m.recipient === 'twice@example.com')
      .map((m) => m.payload.token);
    expect(await confirm(newer)).toBe('confirmed');
    const unsubscribe_token = await unsubscribeToken('twice@example.com');
    await unsubscribe(unsubscribe_token);
    expect(await confirm(older)).toBe('used');
    expect(await status('twice@example.com')).toBe('unsubscribed');
  });

  it('answers a link with the results the newsletter function passes on (site-links.ts), and no other', async () => {
    const answers = async (fn: string) => {
      const [row] = await service<{ def: string }>(
        `select pg_get_functiondef('${fn}(text)'::regprocedure) as def`,
      );
      return [...new Set([...row!.def.matchAll(/return '(\w+)'/g)].map((match) => match[1]))].sort();
    };
    expect(await answers('public.confirm_newsletter_subscription')).toEqual([...confirmResults].sort());
    expect(await answers('public.unsubscribe_newsletter')).toEqual([...unsubscribeResults].sort());
  });

  it('a confirmation link lasts as many days as its mail says (CONFIRMATION_LINK_DAYS)', async () => {
    const days = `'${CONFIRMATION_LINK_DAYS} days'::interval`;
    const [column] = await service<{ fallback: string }>(
      `select column_default as fallback from information_schema.columns
        where table_schema = 'private' and table_name = 'newsletter_confirmations' and column_name = 'expires_at'`,
    );
    expect(column!.fallback).toBe(`(now() + ${days})`);
    const [cleanUp] = await service<{ def: string }>(
      `select pg_get_functiondef('private.expire_newsletter_signups()'::regprocedure) as def`,
    );
    expect(cleanUp!.def.match(/'\d+ days'/g)).toEqual([`'${CONFIRMATION_LINK_DAYS} days'`, "'30 days'"]);
  });

  it('unconfirmed sign-ups expire: the link after its days, the row once no link is left', async () => {
    await post('newsletter_subscribers', { email: 'late@example.com', source: 'blog' });
    const token = await lastToken('late@example.com');
    await db.exec(`update private.newsletter_confirmations set expires_at = now() - interval '1 minute',
                     created_at = now() - interval '8 days' where email = 'late@example.com';
                   update public.newsletter_subscribers set created_at = now() - interval '8 days' where email = 'late@example.com'`);
    expect(await confirm(token)).toBe('expired');
    await service('select public.queue_subscriber_digest()');
    expect(await status('late@example.com')).toBeUndefined();
  });

  it('the service role can add a subscriber (no permission error), and visitors cannot confirm or unsubscribe directly', async () => {
    expect(
      (
        await post(
          'newsletter_subscribers',
          { email: 'import@example.com', source: 'blog' },
          '127.0.0.1',
          LOCAL_SERVICE_KEY,
        )
      ).status,
    ).toBe(201);
    expect(await status('import@example.com')).toBe('pending');
    await expect(
      asRole(db, 'anon', `select public.confirm_newsletter_subscription('x')`),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(asRole(db, 'anon', `select public.unsubscribe_newsletter('x')`)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('each confirmation mail counts against the visitor mail limits', async () => {
    for (let i = 0; i < 5; i += 1)
      await post(
        'newsletter_subscribers',
        { email: 'flood@example.com', source: 'blog' },
        `198.51.100.${40 + i}`,
      );
    expect(
      (await outbox('newsletter-confirmation'))
        .filter((m) => m.recipient === 'flood@example.com')
        .map((m) => m.status),
    ).toEqual(['pending', 'pending', 'pending', 'skipped', 'skipped']);
  });
});

describe('single-line fields refuse control characters; multi-line fields keep newlines and tabs', () => {
  const question = (fields: Record<string, string>) => ({
    name: 'Quick Question',
    email: 'ok@example.com',
    message: 'Hello',
    source: 'book-call',
    ...fields,
  });

  it.each([
    ['CR LF (header injection)', 'Eve\r\nSubject: injected\r\nBcc: all@example.com'],
    ['U+0001', 'Eve\u0001'],
    ['ESC', 'Eve\u001b[31m'],
    ['DEL', 'Eve\u007f'],
    ['a tab', 'Eve\tSmith'],
    ['the right-to-left override', 'Eve\u202egnp.exe'],
    ['a C1 control', 'Eve\u0085'],
  ])('a name with %s is refused', async (_, name) => {
    const sent = await post('collective_inquiries', {
      full_name: name,
      email: 'eve@example.com',
      challenges: ['gtm'],
      timeline: 'asap',
      next_step: 'call',
    });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ code: '23514' });
    expect(sent.body?.message).toMatch(/single_line/);
  });

  it('an email address or web address with a control character is refused', async () => {
    expect((await post('contact_submissions', question({ email: 'eve\u0001@example.com' }))).body?.code).toBe(
      '23514',
    );
    expect(
      (
        await post('collective_applications', {
          full_name: 'Eve',
          email: 'eve@example.com',
          linkedin_url: 'https://example.com/\u202eevil',
          expertise: ['other'],
          work_type: ['other'],
          startup_experience: 'yes',
          availability: '<5',
        })
      ).body?.code,
    ).toBe('23514');
  });

  it('a message keeps its lines and tabs, and refuses other control characters', async () => {
    expect(
      (await post('contact_submissions', question({ message: 'Line one\r\nLine two\n\tindented' }))).status,
    ).toBe(201);
    for (const message of ['Bell\u0007', 'Flip\u202ethis', 'Esc\u001b'])
      expect((await post('contact_submissions', question({ message }))).body?.message).toMatch(
        /contact_submissions_message_characters/,
      );
  });
});
