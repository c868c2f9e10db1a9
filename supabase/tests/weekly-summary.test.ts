import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from './database.ts';

/**
 * The studio's weekly summary (private.queue_weekly_summary, public.run_mail_schedule) and the lead
 * webhook's queue (private.queue_lead_webhook), as the database fills the outbox with them.
 */
let db: PGlite;
beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
});
afterAll(() => db?.close());

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;

/** A question from `email`, sent `daysAgo` days ago from `page`, in `campaign` (utm_campaign). */
async function question(email: string, daysAgo: number, page: string, campaign?: string) {
  await query(
    `insert into public.contact_submissions (name, email, message, source, page, utm, created_at)
     values ('Q', $1, 'A question', 'book-call', $2, $3, now() - make_interval(days => $4))`,
    [
      email,
      page,
      campaign ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign } : null,
      daysAgo,
    ],
  );
}

const outbox = (template: string) =>
  query<{ audience: string; status: string; payload: Record<string, unknown> }>(
    `select audience, status, payload from public.email_outbox where template = $1`,
    [template],
  );

describe('the weekly summary', () => {
  it('counts the week’s leads by form, page and campaign, the newsletter’s net sign-ups and mail that failed', async () => {
    await question('a@example.com', 1, '/book-call', 'spring');
    await question('b@example.com', 2, '/book-call', 'spring');
    await question('c@example.com', 3, '/growth');
    await question('old@example.com', 9, '/book-call', 'spring'); // last week's
    await query(
      `insert into public.playbook_requests (full_name, email, page, created_at)
       values ('P', 'p@example.com', '/growth-playbook', now() - interval '1 day')`,
    );
    await question('spam@example.com', 1, '/book-call');
    await query(`update public.leads set status = 'spam' where email = 'spam@example.com'`);
    await query(
      // Signed up last month (so not this week's leads), confirmed or gone this week.
      `insert into public.newsletter_subscribers (email, source, status, created_at, confirmed_at, unsubscribed_at) values
         ('n1@example.com', 'blog', 'active', now() - interval '30 days', now() - interval '1 day', null),
         ('n2@example.com', 'blog', 'active', now() - interval '30 days', now() - interval '2 days', null),
         ('n3@example.com', 'blog', 'unsubscribed', now() - interval '30 days', now() - interval '20 days', now() - interval '1 day')`,
    );
    await query(`update public.email_outbox set status = 'failed', last_error = '550'
                  where template = 'playbook-delivery'`);

    await query(`select private.queue_weekly_summary()`);
    const [summary] = await outbox('weekly-summary');
    expect(summary).toMatchObject({ audience: 'studio', status: 'pending' });
    expect(summary!.payload).toMatchObject({
      leads: 4,
      spam: 1,
      by_kind: [
        { kind: 'contact', leads: 3 },
        { kind: 'playbook', leads: 1 },
      ],
      by_page: [
        { page: '/book-call', leads: 2 },
        { page: '/growth', leads: 1 },
        { page: '/growth-playbook', leads: 1 },
      ],
      by_campaign: [
        { campaign: '(none)', leads: 2 },
        { campaign: 'newsletter / email / spring', leads: 2 },
      ],
      newsletter: { confirmed: 2, unsubscribed: 1 },
      mail: { failed: 1 },
    });
  });

  it('is off until the owner picks a day; then it is queued once, on that day after the digest hour', async () => {
    const run = async () =>
      (await query<{ queued: string | null }>(`select public.run_weekly_summary() as queued`))[0]!.queued;
    expect(await run()).toBeNull();
    expect(await outbox('weekly-summary')).toEqual([]);

    // Today, at an hour already past.
    await query(`update private.mail_settings
                    set weekly_summary_day = extract(isodow from now() at time zone 'UTC')::integer,
                        digest_hour = 0`);
    expect(await run()).toEqual(expect.any(String));
    expect(await run()).toBeNull();
    expect(await outbox('weekly-summary')).toHaveLength(1);

    // Another day of the week: not today.
    await query(`delete from public.email_outbox where template = 'weekly-summary'`);
    await query(`delete from private.mail_schedule where job = 'weekly-summary'`);
    await query(`update private.mail_settings
                    set weekly_summary_day = extract(isodow from now() at time zone 'UTC' + interval '1 day')::integer`);
    expect(await run()).toBeNull();
    expect(await outbox('weekly-summary')).toEqual([]);
  });
});

describe('the lead webhook’s queue', () => {
  it('holds nothing while the send-email function has no LEADS_WEBHOOK_URL', async () => {
    await question('a@example.com', 0, '/book-call');
    expect(await outbox('lead-webhook')).toEqual([]);
  });

  it('holds one alert per lead, with the inbox’s fields, once the function has one', async () => {
    await query(`select public.set_lead_webhook(true)`);
    await question('a@example.com', 0, '/book-call', 'spring');
    const alerts = await outbox('lead-webhook');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      audience: 'webhook',
      status: 'pending',
      payload: {
        kind: 'contact',
        name: 'Q',
        email: 'a@example.com',
        summary: 'A question',
        page: '/book-call',
        utm: 'newsletter / email / spring',
      },
    });
    const [inbox] = await query<{ id: string; table_id: number }>(
      `select id, 'public.leads'::regclass::oid::bigint::integer as table_id from public.leads`,
    );
    expect(alerts[0]!.payload).toMatchObject({ inbox_id: inbox!.id, inbox_table_id: inbox!.table_id });
  });

  it('set_lead_webhook is the service role’s alone', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        await tx.query(`select public.set_lead_webhook(true)`);
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
