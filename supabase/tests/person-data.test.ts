import type { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, errorCode, freshDatabase } from './database.ts';
import { leadPayloads as allPayloads } from './lead-payloads.ts';

/**
 * The owner's find_person and erase_person (docs/owner.md, "One person's data"), as the owner runs them in
 * the SQL editor (as postgres). The same behaviour is checked on real PostgreSQL in
 * supabase/tests/sql/person-data.sql.
 */
const ADA = 'Ada.Founder@Example.com';
const BEN = 'ben@example.com';

let db: PGlite;
beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
  // The beta MVP the beta-request payload points at.
  await db.query(
    `insert into public.labs_mvps (slug, title, status) values ('pitchdeck-ai', 'Pitch deck AI', 'beta')
     on conflict (slug) do update set status = 'beta'`,
  );
  // One person sends every form here: each visitor mail (receipts included) must be queued, not skipped
  // by the per-recipient limit, so every place her address can land is filled.
  await db.query(`update private.visitor_mail_limits set per_recipient_per_day = 20`);
});
afterAll(() => db?.close());

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;

/**
 * The forms that take an address (a booking told by the booking page carries none: its webhook brings it,
 * as everyLeadFrom's call does).
 */
const leadPayloads = allPayloads.filter(({ payload }) => 'email' in payload);

/**
 * One lead of every kind from `email`, stored as the leads function stores them (public.take_lead), and a
 * call booked in the scheduler (its webhook, public.record_booking).
 */
async function everyLeadFrom(email: string, name: string) {
  const invitee = `https://api.calendly.com/scheduled_events/P${crypto.randomUUID().slice(0, 8)}`;
  await asRole(db, 'service_role', `select public.record_booking('invitee.created', $1::jsonb)`, [
    JSON.stringify({ invitee_uri: `${invitee}/invitees/I`, event_uri: invitee, full_name: name, email }),
  ]);
  for (const { table, payload } of leadPayloads) {
    const row: Record<string, unknown> = { ...payload, email };
    for (const key of ['full_name', 'name']) if (key in row) row[key] = name;
    const [{ outcome }] = (await asRole<{ outcome: { outcome: string } }>(
      db,
      'service_role',
      `select public.take_lead($1, $2, $3, '203.0.113.9') as outcome`,
      [table, crypto.randomUUID(), JSON.stringify(row)],
    )) as [{ outcome: { outcome: string } }];
    expect(outcome.outcome, table).toBe('stored');
  }
}

/**
 * Rows per table of every table that may hold people's data, to compare before and after; but the rate
 * limits' counts, whose buckets for her mailbox erasure deletes.
 */
async function counts() {
  const tables = await query<{ place: string }>(
    `select distinct table_schema || '.' || table_name as place from private.person_columns()
      where table_name <> 'request_budgets' order by 1`,
  );
  const result: Record<string, number> = {};
  for (const { place } of tables)
    result[place] = Number((await query<{ n: string }>(`select count(*) as n from ${place}`))[0]?.n);
  return result;
}

/** The tables whose rows hold `text` anywhere (case ignored): where a trace is left. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await query<{ place: string }>(
    `select table_schema || '.' || table_name as place from information_schema.tables
      where table_schema in ('public', 'private') and table_type = 'BASE TABLE' order by 1`,
  );
  const holding: string[] = [];
  for (const { place } of tables)
    if (
      JSON.stringify(await query(`select * from ${place}`))
        .toLowerCase()
        .includes(text)
    )
      holding.push(place);
  return holding;
}

describe('find_person', () => {
  it('lists every row holding the address, whatever its case, and nobody else’s', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await everyLeadFrom(BEN, 'Ben Builder');
    const found = await query<{ place: string; row_id: string; found_in: string[]; created_at: Date }>(
      `select * from private.find_person($1)`,
      ['  ada.founder@EXAMPLE.com '],
    );
    const places = found.map((row) => `${row.place} ${row.found_in.join(',')}`);
    // Each lead table, the inbox, the studio's notification of each lead (reply-to and the lead it copies),
    // the playbook and the newsletter confirmation mailed to her, and the rate limit's count of her leads.
    for (const { table } of allPayloads) expect(places).toContain(`public.${table} email`);
    expect(places.filter((place) => place === 'public.leads email')).toHaveLength(allPayloads.length);
    expect(places).toContain('public.email_outbox payload,reply_to');
    expect(places).toContain('public.email_outbox recipient');
    expect(places).toContain('private.newsletter_confirmations email');
    expect(places).toContain('private.request_budgets bucket');
    expect(found.every((row) => row.row_id && row.created_at instanceof Date)).toBe(true);
    const bens = await query(`select * from private.find_person($1)`, [BEN]);
    expect(bens.length).toBeGreaterThan(leadPayloads.length);
    expect(await query(`select * from private.find_person('nobody@example.com')`)).toEqual([]);
  });

  it('finds the address inside a longer text, never inside a longer address', async () => {
    await everyLeadFrom('nada@example.com', 'Nada Other');
    expect(await query(`select * from private.find_person('ada@example.com')`)).toEqual([]);
    const [{ pattern }] = (await query<{ pattern: string }>(
      `select private.person_pattern('ada@example.com') as pattern`,
    )) as [{ pattern: string }];
    const matches = async (text: string) =>
      (await query<{ m: boolean }>(`select $1 ~* $2 as m`, [text, pattern]))[0]?.m;
    expect(await matches('550 <Ada@Example.com>: mailbox unknown')).toBe(true);
    expect(await matches('write to ada@example.com.')).toBe(true);
    expect(await matches('nada@example.com')).toBe(false);
    expect(await matches('ada@example.com.au')).toBe(false);
    expect(await matches('ada@example.community')).toBe(false);
  });

  it('asks for one address', async () => {
    expect(await errorCode(query(`select * from private.find_person('ada')`))).toBe('22023');
    expect(await errorCode(query(`select * from private.find_person(null)`))).toBe('22023');
  });

  it('is the owner’s alone: visitors cannot call it', async () => {
    expect(await errorCode(asAnon(db, `select * from private.find_person($1)`, [ADA]))).toBe('42501');
    expect(await errorCode(asAnon(db, `select * from private.erase_person($1)`, [ADA]))).toBe('42501');
  });
});

describe('erase_person', () => {
  it('leaves no trace of the address or what she wrote, keeps every count and everyone else', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await everyLeadFrom(BEN, 'Ben Builder');
    // The daily digest of new subscribers lists both of them in one message.
    await query(`update public.newsletter_subscribers set status = 'active'`);
    await query(`select public.queue_subscriber_digest()`);
    await query(`update public.leads set note = 'Called Ada on Monday' where lower(email) = lower($1)`, [
      ADA,
    ]);
    // Her playbook bounced, the provider naming her mailbox, and the studio's daily digest lists it with her
    // name, beside Ben's that bounced too.
    await query(`update public.email_outbox set status = 'failed', last_error = '550 ' || recipient || ' unknown'
                  where template = 'playbook-delivery'`);
    await query(`select private.queue_mail_digest('daily')`);
    const before = await counts();
    const bensBefore = await query(`select * from private.find_person($1) order by place, row_id`, [BEN]);

    const erased = await query<{ place: string; rows_erased: number }>(
      `select * from private.erase_person($1)`,
      [ADA],
    );
    expect(erased).toEqual(
      expect.arrayContaining([
        ...allPayloads.map(({ table }) => ({ place: `public.${table}`, rows_erased: 1 })),
        // Every lead's inbox row, the booked call's too.
        { place: 'public.leads', rows_erased: allPayloads.length },
        { place: 'private.newsletter_confirmations', rows_erased: 1 },
      ]),
    );

    expect(await query(`select * from private.find_person($1)`, [ADA])).toEqual([]);
    for (const trace of ['ada.founder', 'ada founder', 'called ada'])
      expect(await tablesHolding(trace), trace).toEqual([]);
    expect(await counts()).toEqual(before);
    // Ben is untouched, his place in the digest included.
    expect(await query(`select * from private.find_person($1) order by place, row_id`, [BEN])).toEqual(
      bensBefore,
    );
    const [digest] = await query<{ payload: { subscribers: { email: string }[] } }>(
      `select payload from public.email_outbox where template = 'subscriber-digest'`,
    );
    expect(JSON.stringify(digest?.payload)).toContain(BEN);
    const [mailDigest] = await query<{ payload: unknown }>(
      `select payload from public.email_outbox where template = 'mail-digest'`,
    );
    expect(JSON.stringify(mailDigest?.payload)).toContain(BEN);

    // What she asked for is kept as counts: the form, the options, the page and the campaign.
    const [lead] = await query<Record<string, unknown>>(
      `select kind, name, email, summary, page from public.leads where lead_table = 'labs_submissions' order by received_at limit 1`,
    );
    expect(lead).toMatchObject({ kind: 'labs idea', name: 'Erased', email: null, summary: 'Erased' });
  });

  it('stops the mail still queued to or about her; mail already sent keeps its row without her', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await query(`update public.email_outbox set status = 'sent', sent_at = now(), provider_message_id = 'msg-1'
                  where template = 'playbook-delivery'`);
    await query(`select * from private.erase_person($1)`, [ADA]);
    const mail = await query<{
      template: string;
      status: string;
      recipient: string | null;
      last_error: string;
    }>(
      `select template, status, recipient, last_error, provider_message_id from public.email_outbox order by template`,
    );
    for (const message of mail) {
      if (message.template === 'playbook-delivery')
        expect(message).toMatchObject({ status: 'sent', provider_message_id: 'msg-1' });
      else
        expect(message).toMatchObject({
          status: 'failed',
          last_error: "Erased at the person's request before it was sent",
        });
    }
    // The send-email function claims nothing of hers.
    expect(await query(`select * from public.claim_email_outbox(50, 60)`)).toEqual([]);
  });

  it('unsubscribes her and uses up her confirmation link', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await query(`select * from private.erase_person($1)`, [ADA]);
    expect(await query(`select status from public.newsletter_subscribers`)).toEqual([
      { status: 'unsubscribed' },
    ]);
    expect(
      await query(
        `select count(*)::int as live from private.newsletter_confirmations where expires_at > now()`,
      ),
    ).toEqual([{ live: 0 }]);
  });

  it('erases her from a table added later too, without being taught it', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await query(
      `create table public.later_leads (id uuid primary key default gen_random_uuid(), email public.email_address, note text)`,
    );
    await query(`insert into public.later_leads (email, note) values ($1, $2)`, [ADA, `Ada is ${ADA}`]);
    const found = await query<{ place: string; found_in: string[] }>(
      `select place, found_in from private.find_person($1) where place = 'public.later_leads'`,
      [ADA],
    );
    expect(found).toEqual([{ place: 'public.later_leads', found_in: ['email', 'note'] }]);

    await query(`select * from private.erase_person($1)`, [ADA]);
    expect(await query(`select * from private.find_person($1)`, [ADA])).toEqual([]);
    const [later] = await query<{ email: string; note: string }>(
      `select email, note from public.later_leads`,
    );
    expect(later!.email).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    expect(later!.note).toBe(`Ada is erased${'.'.repeat(ADA.length - 'erased'.length)}`);
  });

  it('changes nothing, and says which table, when a check refuses "erased" in place of the address', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await query(
      `create table public.strict_notes (id uuid primary key default gen_random_uuid(), note text check (note like '%@%'))`,
    );
    await query(`insert into public.strict_notes (note) values ($1)`, [ADA]);
    const before = await query(`select * from private.find_person($1) order by place, row_id`, [ADA]);

    await expect(query(`select * from private.erase_person($1)`, [ADA])).rejects.toThrow(
      /^erase_person could not erase public\.strict_notes \(.*strict_notes_note_check.*\); nothing was erased$/,
    );
    expect(await query(`select * from private.find_person($1) order by place, row_id`, [ADA])).toEqual(
      before,
    );
  });

  it('cannot be blocked: someone else’s lead naming her in its page and campaign, its UTM at the size limit', async () => {
    await everyLeadFrom(ADA, 'Ada Founder');
    await query(
      `select public.take_lead('contact_submissions', gen_random_uuid(),
         jsonb_build_object('name', 'Ben', 'email', $2::text, 'message', 'Hi', 'source', 'book-call',
                            'page', '/?ref=' || $1,
                            'utm', u || jsonb_build_object('utm_term', repeat('é', (1200 - octet_length(u::text)) / 2))),
         '192.0.2.91')
         from (select jsonb_build_object('utm_content', $1::text, 'utm_term', '') as u) as start`,
      [ADA, BEN],
    );
    const bens = () =>
      query<{ name: string; page: string; utm: Record<string, string>; size: number }>(
        `select name, page, utm, octet_length(utm::text) as size from public.contact_submissions where email = $1`,
        [BEN],
      );
    expect((await bens())[0]!.size).toBeGreaterThanOrEqual(1199);

    await query(`select * from private.erase_person($1)`, [ADA]);
    expect(await query(`select * from private.find_person($1)`, [ADA])).toEqual([]);
    const erased = `erased${'.'.repeat(ADA.length - 'erased'.length)}`;
    const [after] = await bens();
    expect(after).toMatchObject({ name: 'Ben', page: `/?ref=${erased}`, utm: { utm_content: erased } });
    expect(after!.size).toBeLessThanOrEqual(1200);
  });

  it('an address planted in every column of every table is found, then erased everywhere', async () => {
    // The check db:check-postgres runs on PostgreSQL 15; it fails with what it found.
    await db.exec(await readFile('supabase/tests/sql/erasure-everywhere.sql', 'utf8'));
  });

  it('takes her out of a message about several people, name included, and keeps the others', async () => {
    const [{ document }] = (await query<{ document: unknown }>(
      `select private.jsonb_without_address($1::jsonb, 'ada@example.com') as document`,
      [
        JSON.stringify({
          failed: 2,
          messages: [
            {
              status: 'failed',
              name: 'Ada Founder',
              email: 'ADA@example.com',
              template: 'playbook-delivery',
            },
            {
              status: 'failed',
              name: 'Ben Builder',
              email: 'ben@example.com',
              template: 'playbook-delivery',
            },
          ],
        }),
      ],
    )) as [{ document: unknown }];
    expect(document).toEqual({
      failed: 2,
      messages: [
        { status: 'failed', name: 'Erased', email: 'erased.........', template: 'playbook-delivery' },
        { status: 'failed', name: 'Ben Builder', email: 'ben@example.com', template: 'playbook-delivery' },
      ],
    });
  });

  it('erasing someone the studio never heard of is harmless', async () => {
    await everyLeadFrom(BEN, 'Ben Builder');
    const before = await counts();
    expect(await query(`select * from private.erase_person('nobody@example.com')`)).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
