import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionSets } from '../../src/config/option-sets.ts';
import { asAnon, asRole, errorCode, freshDatabase, insertSql, takeLead } from './database.ts';
import { leadTables } from '../functions/_shared/lead-tables.ts';
import { leadPayloads } from './lead-payloads.ts';

let db: PGlite;

beforeAll(async () => {
  db = await freshDatabase();
  // A beta MVP the beta-request payload can point at, independent of what the seed holds.
  await db.query(
    `insert into public.labs_mvps (slug, title, status) values ('pitchdeck-ai', 'Pitch deck AI', 'beta')
     on conflict (slug) do update set status = 'beta'`,
  );
});
afterAll(() => db.close());

const anonInsert = (table: string, row: Record<string, unknown>) => {
  const { sql, params } = insertSql(table, row);
  return asAnon(db, sql, params);
};
/** A visitor's lead, as the leads function stores it. */
const visitorLead = (table: string, row: Record<string, unknown>) => takeLead(db, table, row);

describe.each(leadPayloads)(
  '$table, sent through the front door',
  ({ table, payload, defaultStatus, badOptions, longText }) => {
    it("stores the site's payload, with the status set by the database", async () => {
      const requestId = crypto.randomUUID();
      const sent = { ...payload, ...uniqueEmail(payload) };
      expect(await visitorLead(table, { ...sent, request_id: requestId })).toBe('stored');
      const [row] = await asRole<Record<string, unknown>>(
        db,
        'service_role',
        `select * from public.${table} where request_id = $1`,
        [requestId],
      );
      expect(row).toMatchObject(sent);
      expect(row?.id).toEqual(expect.any(String));
      expect(row?.created_at).toBeInstanceOf(Date);
      if (defaultStatus) expect(row?.status).toBe(defaultStatus);
    });

    it('visitors cannot add, read, change or delete leads directly', async () => {
      expect(await errorCode(anonInsert(table, { ...payload, ...uniqueEmail(payload) }))).toBe('42501');
      expect(await errorCode(asAnon(db, `select * from public.${table}`))).toBe('42501');
      expect(await errorCode(asAnon(db, `select id from public.${table}`))).toBe('42501');
      expect(await errorCode(asAnon(db, `update public.${table} set created_at = now()`))).toBe('42501');
      expect(await errorCode(asAnon(db, `delete from public.${table}`))).toBe('42501');
    });

    it('takes only the columns a form fills: id, created_at and status are the database’s', async () => {
      const forged = {
        id: crypto.randomUUID(),
        created_at: '2001-01-01T00:00:00Z',
        ...(defaultStatus ? { status: 'accepted' } : {}),
      };
      const requestId = crypto.randomUUID();
      await visitorLead(table, { ...payload, ...uniqueEmail(payload), ...forged, request_id: requestId });
      const [row] = await asRole<Record<string, unknown>>(
        db,
        'service_role',
        `select * from public.${table} where request_id = $1`,
        [requestId],
      );
      expect(row?.id).not.toBe(forged.id);
      expect((row?.created_at as Date).getFullYear()).toBeGreaterThan(2001);
      if (defaultStatus) expect(row?.status).toBe(defaultStatus);
    });

    it.each(Object.entries(badOptions))('refuses %s = %j', async (column, value) => {
      const code = await errorCode(
        visitorLead(table, { ...payload, ...uniqueEmail(payload), [column]: value }),
      );
      // A bad MVP slug is a malformed slug (23514); the rest break a check constraint too.
      expect(code).toBe('23514');
    });

    it.each(Object.entries(longText))('refuses %s longer than %i characters', async (column, max) => {
      const prefix = column.endsWith('url') || column === 'website' ? 'https://example.com/' : '';
      const tooLong = prefix + 'x'.repeat(max + 1 - prefix.length);
      expect(
        await errorCode(visitorLead(table, { ...payload, ...uniqueEmail(payload), [column]: tooLong })),
      ).toBe('23514');
    });

    if ('email' in payload) {
      it.each(['not-an-email', 'a@b', 'a b@c.de', `${'x'.repeat(250)}@example.com`])(
        'refuses the email %s',
        async (email) => {
          expect(await errorCode(visitorLead(table, { ...payload, email }))).toBe('23514');
        },
      );
    }

    it('stores a retried submission (same request_id) once, whatever it holds the second time', async () => {
      const row = { ...payload, ...uniqueEmail(payload), request_id: crypto.randomUUID() };
      expect(await visitorLead(table, row)).toBe('stored');
      expect(await visitorLead(table, { ...row, ...uniqueEmail(payload) })).toBe('duplicate');
      const [count] = await asRole<{ n: number }>(
        db,
        'service_role',
        `select count(*)::int as n from public.${table} where request_id = $1`,
        [row.request_id],
      );
      expect(count?.n).toBe(1);
    });
  },
);

describe('constraints specific to one table', () => {
  it('accepts every value of every option set the forms offer', async () => {
    const cases: [string, Record<string, unknown>, string, readonly string[]][] = [
      ['labs_submissions', leadPayloads[0]!.payload, 'target_audience', optionSets.labsTargetAudience],
      ['labs_submissions', leadPayloads[0]!.payload, 'current_stage', optionSets.labsCurrentStage],
      ['collective_inquiries', leadPayloads[1]!.payload, 'timeline', optionSets.inquiryTimeline],
      ['collective_inquiries', leadPayloads[1]!.payload, 'budget', optionSets.inquiryBudget],
      ['collective_inquiries', leadPayloads[1]!.payload, 'next_step', optionSets.inquiryNextStep],
      [
        'collective_applications',
        leadPayloads[2]!.payload,
        'startup_experience',
        optionSets.applicationStartupExperience,
      ],
      [
        'collective_applications',
        leadPayloads[2]!.payload,
        'availability',
        optionSets.applicationAvailability,
      ],
      ['growth_diagnostics', leadPayloads[5]!.payload, 'stage', optionSets.diagnosticStage],
      ['growth_diagnostics', leadPayloads[5]!.payload, 'challenge', optionSets.diagnosticChallenge],
      [
        'growth_diagnostics',
        leadPayloads[5]!.payload,
        'validation_strategy',
        optionSets.diagnosticValidationStrategy,
      ],
      [
        'growth_diagnostics',
        leadPayloads[5]!.payload,
        'monetization_strategy',
        optionSets.diagnosticMonetizationStrategy,
      ],
      ['growth_diagnostics', leadPayloads[5]!.payload, 'retention', optionSets.diagnosticRetention],
    ];
    for (const [table, payload, column, values] of cases) {
      for (const value of values) {
        expect(
          await errorCode(visitorLead(table, { ...payload, ...uniqueEmail(payload), [column]: value })),
          `${table}.${column} = ${value}`,
        ).toBe('ok');
      }
    }
    const lists: [string, Record<string, unknown>, string, readonly string[]][] = [
      ['labs_submissions', leadPayloads[0]!.payload, 'goals', optionSets.labsGoals],
      ['collective_inquiries', leadPayloads[1]!.payload, 'challenges', optionSets.inquiryChallenges],
      ['collective_applications', leadPayloads[2]!.payload, 'expertise', optionSets.applicationExpertise],
      ['collective_applications', leadPayloads[2]!.payload, 'work_type', optionSets.applicationWorkType],
      ['growth_diagnostics', leadPayloads[5]!.payload, 'needs', optionSets.diagnosticNeeds],
    ];
    for (const [table, payload, column, values] of lists) {
      expect(
        await errorCode(visitorLead(table, { ...payload, ...uniqueEmail(payload), [column]: [...values] })),
        `${table}.${column}`,
      ).toBe('ok');
    }
  });

  it('requires at least one item in the multi-choice lists the forms require', async () => {
    expect(await errorCode(visitorLead('labs_submissions', { ...leadPayloads[0]!.payload, goals: [] }))).toBe(
      '23514',
    );
    expect(
      await errorCode(visitorLead('collective_inquiries', { ...leadPayloads[1]!.payload, challenges: [] })),
    ).toBe('23514');
    expect(
      await errorCode(visitorLead('collective_applications', { ...leadPayloads[2]!.payload, expertise: [] })),
    ).toBe('23514');
  });

  it('accepts a diagnostic with no needs and an untouched slider (null)', async () => {
    const payload = { ...leadPayloads[5]!.payload, needs: [], pricing_confidence: null };
    expect(await errorCode(visitorLead('growth_diagnostics', payload))).toBe('ok');
    expect(await errorCode(visitorLead('growth_diagnostics', { ...payload, pricing_confidence: 0 }))).toBe(
      '23514',
    );
  });

  it('refuses blank required text', async () => {
    expect(
      await errorCode(visitorLead('labs_submissions', { ...leadPayloads[0]!.payload, problem: '   ' })),
    ).not.toBe('ok');
    expect(
      await errorCode(visitorLead('playbook_requests', { full_name: ' ', email: 'x@example.com' })),
    ).not.toBe('ok');
  });

  it('keeps one newsletter row per address, however it is typed, answering a repeat as a new sign-up', async () => {
    await visitorLead('newsletter_subscribers', { email: 'Mixed.Case@Example.com', source: 'labs' });
    expect(
      await errorCode(
        visitorLead('newsletter_subscribers', { email: 'mixed.case@example.com', source: 'blog' }),
      ),
    ).toBe('ok');
    const rows = await asRole(
      db,
      'service_role',
      `select email from public.newsletter_subscribers where email = 'mixed.case@example.com'`,
    );
    expect(rows).toEqual([{ email: 'mixed.case@example.com' }]);
  });

  it('takes beta requests only for MVPs in beta', async () => {
    await db.query(
      `insert into public.labs_mvps (slug, title, status) values ('live-only-tool', 'Live tool', 'live')`,
    );
    const payload = { ...leadPayloads[6]!.payload, mvp_slug: 'live-only-tool' };
    expect(await visitorLead('labs_beta_requests', payload)).toBe('not_in_beta');
    expect(await visitorLead('labs_beta_requests', { ...payload, mvp_slug: 'no-such-mvp' })).toBe(
      'not_in_beta',
    );
  });
});

describe('the lead tables of supabase/functions/_shared/lead-tables.ts', () => {
  const tables = Object.values(leadTables).sort();
  const names = async (sql: string) =>
    (await db.query<{ name: string }>(sql)).rows.map((row) => row.name).sort();

  it('are the tables take_lead stores', async () => {
    const [take] = (
      await db.query<{ def: string }>(
        `select pg_get_functiondef('public.take_lead(text, uuid, jsonb, text, text)'::regprocedure) as def`,
      )
    ).rows;
    expect([...take!.def.matchAll(/when '(\w+)' then array\[/g)].map((match) => match[1]).sort()).toEqual(
      tables,
    );
  });

  it("are the tables that feed the owner's inbox, with the page and UTM checked", async () => {
    expect(
      await names(
        `select distinct c.relname as name from pg_trigger t
           join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'add_to_leads' and not t.tgisinternal`,
      ),
    ).toEqual(tables);
    expect(
      await names(
        `select c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid where conname like '%\\_page\\_single\\_line'`,
      ),
    ).toEqual(tables);
  });

  it('each have a payload in these tests', () => {
    expect(leadPayloads.map((lead) => lead.table).sort()).toEqual(tables);
  });
});

/**
 * Newsletter addresses are unique, and so is a booking's invitee: every insert of the shared payload gets
 * an address (and an invitee) of its own.
 */
function uniqueEmail(payload: Record<string, unknown>): Record<string, unknown> {
  const id = crypto.randomUUID().slice(0, 8);
  if (typeof payload.invitee_uri === 'string') return { invitee_uri: `${payload.event_uri}/invitees/${id}` };
  if (!('email' in payload) || payload.email === null) return {};
  return { email: `lead-${id}@example.com` };
}
