import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '../../src/config/retention.ts';
import { asAnon, asRole, freshDatabase } from './database.ts';

/**
 * Retention (private.lead_retention, ADR 0037): the daily schedule (public.run_mail_schedule) anonymises the
 * people whose last contact is older than the period through private.erase_person, keeping every row. The
 * same is checked on real PostgreSQL by supabase/tests/sql/lead-retention.sql.
 */
let db: PGlite;
beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
});
afterAll(() => db?.close());

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;

/** A quick question from `email`, sent `age` ago (an SQL interval), from /book-call in a campaign. */
async function question(email: string, age: string, name = 'Asker') {
  await query(
    `insert into public.contact_submissions (name, email, message, source, page, utm, created_at)
     values ($1, $2, 'Can you help with pricing?', 'book-call', '/book-call', '{"utm_campaign": "spring"}',
             now() - $3::interval)`,
    [name, email, age],
  );
}

const schedule = async () =>
  (
    await asRole<{ run: Record<string, unknown> }>(
      db,
      'service_role',
      'select public.run_mail_schedule() as run',
    )
  )[0]!.run;

/** Which addresses the contact table still holds, alphabetically. */
const kept = async () =>
  (
    await query<{ email: string }>(
      `select email from public.contact_submissions where email not like 'erased-%' order by email`,
    )
  ).map((row) => row.email);

/** The inbox's counts by form, page and campaign: what the weekly summary and the export add up. */
const inboxCounts = () =>
  query(`select kind, page, utm, count(*)::int as n from public.leads group by 1, 2, 3 order by 1, 2, 3`);

describe('lead retention', () => {
  it('anonymises exactly the people last in contact before the period, and keeps every row and count', async () => {
    expect(await query(`select months from private.lead_retention`)).toEqual([
      { months: DEFAULT_LEAD_RETENTION_MONTHS },
    ]);
    await question('past@example.com', '24 months 1 day', 'Past Person');
    await question('within@example.com', '23 months 29 days');
    // Wrote long ago and again last month: the whole history stays until the newest is past the period.
    await question('returning@example.com', '30 months');
    await question('returning@example.com', '1 month');
    // An old newsletter subscription: kept while active, anonymised once ended before the period.
    await query(
      `insert into public.newsletter_subscribers (email, source, status, created_at, confirmed_at, unsubscribed_at) values
         ('reader@example.com', 'blog', 'active', now() - interval '30 months', now() - interval '30 months', null),
         ('gone@example.com', 'blog', 'unsubscribed', now() - interval '30 months', now() - interval '30 months', now() - interval '25 months')`,
    );
    // The studio's own author sent a test question long ago: never erased from the blog.
    await query(
      `update public.users set email = 'author@example.com' where id = (select id from public.users limit 1)`,
    );
    await question('author@example.com', '36 months');
    const counts = await inboxCounts();
    const rows = await query(`select count(*)::int as n from public.email_outbox`);

    expect(
      (await query<{ address: string }>(`select address from private.people_past_retention()`)).map(
        (row) => row.address,
      ),
    ).toEqual(['gone@example.com', 'past@example.com']);
    expect(await schedule()).toMatchObject({ retention: { erased: 2, refused: [] } });

    expect(await kept()).toEqual([
      'author@example.com',
      'returning@example.com',
      'returning@example.com',
      'within@example.com',
    ]);
    expect(
      await query(`select name, message from public.contact_submissions where email like 'erased-%'`),
    ).toEqual([{ name: 'Erased', message: 'Erased' }]);
    expect(await query(`select * from private.find_person('past@example.com')`)).toEqual([]);
    expect(await query(`select * from private.find_person('gone@example.com')`)).toEqual([]);
    expect(
      await query(`select status from public.newsletter_subscribers order by created_at, status`),
    ).toEqual(expect.arrayContaining([{ status: 'active' }, { status: 'unsubscribed' }]));
    expect(
      await query(
        `select count(*)::int as n from public.newsletter_subscribers where email = 'reader@example.com'`,
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await query(`select count(*)::int as n from public.users where email = 'author@example.com'`),
    ).toEqual([{ n: 1 }]);
    // Every row stays, with its form, page and campaign: the counts add up as before.
    expect(await inboxCounts()).toEqual(counts);
    expect(await query(`select count(*)::int as n from public.email_outbox`)).toEqual(rows);
    expect(await query(`select count(*)::int as n from public.leads where name = 'Past Person'`)).toEqual([
      { n: 0 },
    ]);

    // Once a day: the next run (the same day) does nothing more.
    await question('past-too@example.com', '25 months');
    expect(await schedule()).not.toHaveProperty('retention');
    expect(await kept()).toContain('past-too@example.com');
    // The next day's run does.
    await query(
      `update private.mail_schedule set last_run_at = now() - interval '1 day' where job = 'lead-retention'`,
    );
    expect(await schedule()).toMatchObject({ retention: { erased: 1 } });
    expect(await kept()).not.toContain('past-too@example.com');
  });

  it('follows the period the owner sets', async () => {
    await question('thirty@example.com', '30 months');
    await query(`update private.lead_retention set months = 36`);
    expect(await schedule()).not.toHaveProperty('retention');
    expect(await kept()).toEqual(['thirty@example.com']);
    expect(await asAnon(db, 'select api.lead_retention_months() as months')).toEqual([{ months: 36 }]);
    await query(`update private.lead_retention set months = 12`);
    await query(
      `update private.mail_schedule set last_run_at = now() - interval '1 day' where job = 'lead-retention'`,
    );
    expect(await schedule()).toMatchObject({ retention: { erased: 1 } });
    expect(await kept()).toEqual([]);
  });

  it('works through a backlog five people a run, the next minute’s run going on', async () => {
    for (let i = 0; i < 7; i += 1) await question(`backlog${i}@example.com`, '30 months');
    expect(await schedule()).toMatchObject({ retention: { erased: 5 } });
    expect(await kept()).toHaveLength(2);
    expect(await schedule()).toMatchObject({ retention: { erased: 2 } });
    expect(await kept()).toEqual([]);
    expect(await schedule()).not.toHaveProperty('retention');
  });

  it('reports a person erasure refuses and goes on with the others', async () => {
    await question('stuck@example.com', '30 months');
    await question('free@example.com', '31 months');
    // A table whose check refuses "erased" in place of the address: erase_person refuses that person.
    await query(`create table public.stubborn (id uuid primary key default gen_random_uuid(),
                   note text check (note like '%stuck@example.com%'))`);
    await query(`insert into public.stubborn (note) values ('stuck@example.com')`);
    const run = await schedule();
    expect(run).toMatchObject({ retention: { erased: 1 } });
    expect((run.retention as { refused: { error: string }[] }).refused).toEqual([
      expect.objectContaining({ error: expect.stringContaining('could not erase public.stubborn') }),
    ]);
    expect(await kept()).toEqual(['stuck@example.com']);
  });
});
