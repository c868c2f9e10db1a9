import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/local-backend/database.ts';
import { optionSets, type OptionSetName } from '../../src/config/option-sets.ts';

let db: PGlite;

beforeAll(async () => {
  // From nothing: the roles, then every migration in order.
  db = await openDatabase({ seed: false });
});
afterAll(() => db.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

const expectedTables = [
  'blog_posts',
  'blog_posts_tags',
  'blog_tags',
  'booked_calls',
  'call_requests',
  'case_study_figures',
  'client_logos',
  'collective_applications',
  'collective_experts',
  'collective_inquiries',
  'contact_submissions',
  'content_version',
  'email_outbox',
  'growth_diagnostics',
  'labs_beta_requests',
  'labs_mvps',
  'labs_submissions',
  'leads',
  'newsletter_subscribers',
  'playbook_requests',
  'preview_links',
  'testimonials',
  'users',
];

describe('the migrations', () => {
  it('create every table docs/product names', async () => {
    const tables = await rows<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((table) => table.name)).toEqual(expectedTables);
  });

  it('give every table a uuid id defaulting to gen_random_uuid() and a created_at defaulting to now()', async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      column_default: string;
    }>(
      `select table_name, column_name, data_type, column_default from information_schema.columns
       where table_schema = 'public' and column_name in ('id', 'created_at')`,
    );
    for (const table of expectedTables) {
      expect(
        columns.find((c) => c.table_name === table && c.column_name === 'id'),
        table,
      ).toMatchObject({
        data_type: 'uuid',
        column_default: 'gen_random_uuid()',
      });
      expect(
        columns.find((c) => c.table_name === table && c.column_name === 'created_at')?.column_default,
        table,
      ).toBe('now()');
    }
  });
});

/** What Supabase's Security Advisor checks, asked of the catalog directly. */
describe('what the owner reads in the console', () => {
  it('says what `featured` does: it puts the MVP on the Labs landing page', async () => {
    const [comment] = await rows<{ text: string }>(
      `select col_description('public.labs_mvps'::regclass, attnum) as text
       from pg_attribute where attrelid = 'public.labs_mvps'::regclass and attname = 'featured'`,
    );
    expect(comment!.text).toMatch(/Labs landing page/);
  });

  it('writes "email", never "e-mail", in any description', async () => {
    const descriptions = await rows<{ text: string }>('select description as text from pg_description');
    expect(descriptions.filter(({ text }) => /e-mail/i.test(text))).toEqual([]);
  });
});

describe('security advisor lints', () => {
  it('row-level security is on for every table in public', async () => {
    const off = await rows<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(off).toEqual([]);
  });

  it('leaves no policy in public: visitors reach no table (leads through the leads function, reads through api)', async () => {
    const policies = await rows<{ tablename: string; policyname: string }>(
      `select tablename, policyname from pg_policies where schemaname = 'public'`,
    );
    expect(policies).toEqual([]);
  });

  it('every function in public has a fixed search_path; none visitors may run is security definer', async () => {
    const functions = await rows<{
      proname: string;
      prosecdef: boolean;
      proconfig: string[] | null;
      visitors: boolean;
    }>(
      `select p.proname, p.prosecdef, p.proconfig,
              has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute') as visitors
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'`,
    );
    expect(functions.length).toBeGreaterThan(0);
    // Four run as their owner, for the service role only: the leads function's way in (take_lead), the
    // bookings function's (record_booking), send-email saying whether it has LEADS_WEBHOOK_URL
    // (set_lead_webhook writes a private setting), and what `npm run doctor` reads of the deploy
    // (deployment_report reads pg_cron's and Vault's names).
    const definers = functions.filter((fn) => fn.prosecdef).map((fn) => [fn.proname, fn.visitors]);
    expect(definers.sort()).toEqual([
      ['deployment_report', false],
      ['record_booking', false],
      ['set_lead_webhook', false],
      ['take_lead', false],
    ]);
    for (const fn of functions) {
      expect(
        fn.proconfig?.some((setting) => setting.startsWith('search_path=')),
        fn.proname,
      ).toBe(true);
    }
  });

  it('visitors can execute no function of public, and exactly the functions of the API schema', async () => {
    const callable = await rows<{ schema: string; name: string }>(
      `select n.nspname as schema, p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'api') and has_function_privilege('anon', p.oid, 'execute')
       order by n.nspname, p.proname`,
    );
    expect(callable).toEqual(
      [
        'blog_post',
        'blog_post_stamps',
        'blog_posts',
        'blog_related',
        'blog_search',
        'blog_tags',
        'content_version',
        'labs_mvp',
        'labs_mvps',
        'lead_retention_months',
        'preview_mvp',
        'preview_post',
        'proof',
      ].map((name) => ({ schema: 'api', name })),
    );
  });

  it('every foreign key has an index starting with its columns', async () => {
    const unindexed = await rows<{ conname: string }>(
      `select con.conname from pg_constraint con
       where con.contype = 'f' and con.connamespace = 'public'::regnamespace
         and not exists (
           select 1 from pg_index i
           where i.indrelid = con.conrelid
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] = con.conkey
         )`,
    );
    expect(unindexed).toEqual([]);
  });

  it('visitors hold no privilege and no policy on a lead table: leads come through the leads function', async () => {
    const leadTables = [
      'labs_submissions',
      'collective_inquiries',
      'collective_applications',
      'contact_submissions',
      'newsletter_subscribers',
      'growth_diagnostics',
      'labs_beta_requests',
      'playbook_requests',
      'call_requests',
      'booked_calls',
      'leads',
      'email_outbox',
    ];
    const privileges = await rows<{ table_name: string; privilege_type: string }>(
      `select distinct table_name, privilege_type from information_schema.column_privileges
       where grantee in ('anon', 'authenticated') and table_schema = 'public' and table_name = any($1)
       union
       select distinct table_name, privilege_type from information_schema.table_privileges
       where grantee in ('anon', 'authenticated') and table_schema = 'public' and table_name = any($1)`,
      [leadTables],
    );
    expect(privileges).toEqual([]);
    const policies = await rows<{ tablename: string; policyname: string }>(
      `select tablename, policyname from pg_policies
       where schemaname = 'public' and tablename = any($1) and roles && array['anon', 'authenticated', 'public']::name[]`,
      [leadTables],
    );
    expect(policies).toEqual([]);
  });
});

describe('check constraints', () => {
  /** The quoted values a constraint's definition lists. */
  async function constraintValues(name: string): Promise<string[]> {
    const [row] = await rows<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = '${name}'`,
    );
    if (!row) throw new Error(`No constraint ${name}`);
    return [...row.def.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) =>
      (match[1] as string).replace(/''/g, "'"),
    );
  }

  const constraints: Record<string, OptionSetName> = {
    labs_submissions_target_audience_check: 'labsTargetAudience',
    labs_submissions_current_stage_check: 'labsCurrentStage',
    labs_submissions_goals_check: 'labsGoals',
    collective_inquiries_challenges_check: 'inquiryChallenges',
    collective_inquiries_timeline_check: 'inquiryTimeline',
    collective_inquiries_budget_check: 'inquiryBudget',
    collective_inquiries_next_step_check: 'inquiryNextStep',
    collective_applications_expertise_check: 'applicationExpertise',
    collective_applications_work_type_check: 'applicationWorkType',
    collective_applications_startup_experience_check: 'applicationStartupExperience',
    collective_applications_availability_check: 'applicationAvailability',
    growth_diagnostics_stage_check: 'diagnosticStage',
    growth_diagnostics_challenge_check: 'diagnosticChallenge',
    growth_diagnostics_validation_strategy_check: 'diagnosticValidationStrategy',
    growth_diagnostics_monetization_strategy_check: 'diagnosticMonetizationStrategy',
    growth_diagnostics_retention_check: 'diagnosticRetention',
    growth_diagnostics_needs_check: 'diagnosticNeeds',
    labs_mvps_status_check: 'mvpStatus',
    newsletter_subscribers_source_check: 'newsletterSource',
  };

  it.each(Object.entries(constraints))('%s lists exactly the option set %s', async (constraint, setName) => {
    expect((await constraintValues(constraint)).sort()).toEqual([...optionSets[setName]].sort());
  });
});

describe('comments for the console', () => {
  it('every table and every content column a marketer edits is described', async () => {
    const undocumentedTables = await rows<{ relname: string }>(
      `select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and obj_description(c.oid, 'pg_class') is null`,
    );
    expect(undocumentedTables).toEqual([]);
    const undocumentedColumns = await rows<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relnamespace = 'public'::regnamespace and c.relname in ('blog_posts', 'users', 'blog_tags', 'labs_mvps')
         and a.attnum > 0 and not a.attisdropped
         and a.attname not in ('id', 'created_at', 'updated_at')
         and col_description(c.oid, a.attnum) is null`,
    );
    expect(undocumentedColumns).toEqual([]);
  });
});
