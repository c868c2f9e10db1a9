/**
 * Concurrent requests on real PostgreSQL, in the transactions hosted PostgREST opens for them (issue 45,
 * docs/security.md "Concurrent requests"). Run by scripts/check-migrations-postgres.sh once the other
 * checks are done, on the database it made, through its unix socket:
 *   node scripts/concurrency-postgres.ts <socket folder>
 * Each request is one transaction from a pool, as PostgREST runs it: READ COMMITTED, the role's own
 * settings, the role, the request's settings (method, path, headers, JWT claims), the pre-request hook,
 * the function call with its JSON body, COMMIT. The schedules run as pg_cron runs them (the owner, no
 * request). Exits 1 with what went wrong.
 */
import pg from 'pg';
import { leadPayloads } from '../supabase/tests/lead-payloads.ts';

const socketFolder = process.argv[2];
if (!socketFolder) {
  console.error('Usage: node scripts/concurrency-postgres.ts <socket folder>');
  process.exit(2);
}

const pool = new pg.Pool({ host: socketFolder, user: 'postgres', database: 'postgres', max: 60 });
// A session the pool dropped (a statement timeout on anon, say) must not end the check unheard.
pool.on('error', (error) => failures.push(`pool: ${error.message}`));
const failures: string[] = [];
const check = (holds: boolean, what: string) => {
  if (!holds) failures.push(what);
};

/** The functions called here, with their arguments as PostgREST reads a JSON body (json_to_record). */
const signatures = {
  take_lead: {
    args: 'p_table text, p_request_id uuid, p_row jsonb, p_client_address text, p_challenge text',
  },
  confirm_newsletter_subscription: { args: 'p_token text' },
  claim_email_outbox: { args: 'p_limit integer, p_lease_seconds integer', rows: true },
  complete_email_outbox: { args: 'p_id uuid, p_claim_token uuid, p_provider_message_id text' },
  fail_email_outbox: {
    args: 'p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer, p_permanent boolean',
  },
  defer_email_outbox: { args: 'p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer' },
  record_growth_analysis: {
    args: 'p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean',
    rows: true,
  },
} as const;
type Rpc = keyof typeof signatures;

/** A call as the Edge Functions make it: POST /rest/v1/rpc/<name> with the service role key. */
type Call = { rpc: Rpc; body: Record<string, unknown> };

/** The statement PostgREST runs for a call: the body read by json_to_record, the function called by name. */
function statement({ rpc }: Call): string {
  const { args, rows } = signatures[rpc] as { args: string; rows?: boolean };
  const named = args
    .split(', ')
    .map((arg) => arg.split(' ')[0])
    .map((name) => `${name} := pgrst_body.${name}`)
    .join(', ');
  return rows
    ? `select coalesce(json_agg(pgrst_call), '[]') as body
         from json_to_record($1::json) as pgrst_body(${args}), lateral public.${rpc}(${named}) as pgrst_call`
    : `select to_json(public.${rpc}(${named})) as body from json_to_record($1::json) as pgrst_body(${args})`;
}

/** Each role's own settings (ALTER ROLE ... SET), which PostgREST applies to the requests it runs as it. */
const roleSettings = new Map<string, [string, string][]>();
async function loadRoleSettings() {
  const { rows } = await pool.query<{ role: string; setting: string }>(
    `select r.rolname as role, unnest(s.setconfig) as setting
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname in ('anon', 'service_role') and s.setdatabase = 0`,
  );
  for (const { role, setting } of rows) {
    const [name, ...value] = setting.split('=');
    roleSettings.set(role, [...(roleSettings.get(role) ?? []), [name!, value.join('=')]]);
  }
}

/** One request's transaction, opened as PostgREST opens it; the call, then COMMIT or ROLLBACK. */
class PostgrestRequest {
  readonly client: pg.PoolClient;
  readonly call: Call;
  pid = 0;
  constructor(client: pg.PoolClient, call: Call) {
    this.client = client;
    this.call = call;
  }

  async open(role = 'service_role') {
    this.pid = (await this.client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await this.client.query('begin isolation level read committed');
    const settings: [string, string][] = [
      ...(roleSettings.get(role) ?? []),
      ['role', role],
      ['request.jwt.claims', JSON.stringify({ role })],
      ['request.method', 'POST'],
      ['request.path', `/rpc/${this.call.rpc}`],
      [
        'request.headers',
        JSON.stringify({ 'content-type': 'application/json', prefer: 'return=representation' }),
      ],
      ['request.cookies', '{}'],
    ];
    await this.client.query(
      `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
      settings.flat(),
    );
    await this.client.query('select private.check_request()');
  }

  async run(): Promise<unknown> {
    return (await this.client.query(statement(this.call), [JSON.stringify(this.call.body)])).rows[0]?.body;
  }

  async end(commit: boolean) {
    await this.client.query(commit ? 'commit' : 'rollback');
  }
}

type Answer = { ok: true; body: unknown } | { ok: false; code: string; message: string };

/** A request start to finish, on a session of its own from the pool. */
async function request(call: Call): Promise<Answer> {
  const client = await pool.connect();
  const req = new PostgrestRequest(client, call);
  try {
    await req.open();
    const body = await req.run();
    await req.end(true);
    return { ok: true, body };
  } catch (error) {
    await req.end(false).catch(() => undefined);
    const { code = '?', message } = error as { code?: string; message: string };
    return { ok: false, code, message };
  } finally {
    client.release();
  }
}

/**
 * The calls at once, each in a session and transaction of its own, none committed until every other is
 * either answered or waiting on a lock that one holds (pg_stat_activity says which): whatever the
 * timing, they overlap as far as the database lets them. Then the answered ones commit, and so on.
 */
async function atOnce(calls: Call[]): Promise<Answer[]> {
  const clients = await Promise.all(calls.map(() => pool.connect()));
  const requests = calls.map((call, i) => new PostgrestRequest(clients[i]!, call));
  await Promise.all(requests.map((req) => req.open()));
  const answers: (Answer | undefined)[] = calls.map(() => undefined);
  const running = requests.map((req, i) =>
    req.run().then(
      (body) => {
        answers[i] = { ok: true, body };
      },
      (error: { code?: string; message: string }) => {
        answers[i] = { ok: false, code: error.code ?? '?', message: error.message };
      },
    ),
  );
  const ended = new Set<number>();
  for (let rounds = 0; ended.size < calls.length; rounds += 1) {
    if (rounds > 2_000) throw new Error('atOnce: calls neither answered nor waiting after 10 s');
    const waiting = new Set(
      (
        await pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where wait_event_type = 'Lock' and pid = any($1)`,
          [requests.map((req) => req.pid)],
        )
      ).rows.map((row) => row.pid),
    );
    const open = requests.map((_, i) => i).filter((i) => !ended.has(i));
    const answered = open.filter((i) => answers[i]);
    if (answered.length && open.every((i) => answers[i] || waiting.has(requests[i]!.pid))) {
      for (const i of answered) {
        await requests[i]!.end(answers[i]!.ok);
        ended.add(i);
      }
    } else await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(running);
  for (const client of clients) client.release();
  return answers as Answer[];
}

const owner = async <T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
) => (await pool.query<T>(sql, params)).rows;
const one = async <T>(sql: string, params: unknown[] = []) =>
  Object.values((await owner(sql, params))[0] ?? {})[0] as T;

const payloadOf = (table: string) => leadPayloads.find((lead) => lead.table === table)!.payload;
/**
 * The forms sent here again and again, each lead its own: a booking is one per invitee whatever its request
 * id (supabase/tests/booked-calls.test.ts), so it is left out.
 */
const formPayloads = leadPayloads.filter((lead) => lead.table !== 'booked_calls');
/** A lead as the leads function stores it. */
const lead = (
  table: string,
  row: Record<string, unknown>,
  address: string,
  requestId: string = crypto.randomUUID(),
) =>
  ({
    rpc: 'take_lead',
    body: {
      p_table: table,
      p_request_id: requestId,
      p_row: {
        ...payloadOf(table),
        ...(table === 'labs_beta_requests' && { mvp_slug: 'launchpad-ai' }),
        ...row,
      },
      p_client_address: address,
      p_challenge: 'off',
    },
  }) satisfies Call;
const outcome = (answer: Answer) => (answer.ok ? (answer.body as { outcome: string }).outcome : answer.code);
const describe = (answers: Answer[]) =>
  JSON.stringify(
    Object.entries(
      answers.reduce<Record<string, number>>((counts, answer) => {
        const key = answer.ok ? JSON.stringify(answer.body) : `${answer.code} ${answer.message}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    ),
  );

/** Every visitor-mail limit out of the way, so a check counts what it is about and nothing else. */
const unlimited = () =>
  owner(`update private.visitor_mail_limits set per_recipient_per_day = 1000000, per_address_per_hour = 1000000,
           per_day = 1000000, network_share_percent = 100, domain_share_percent = 100;
         delete from private.request_budgets;`);
const defaultLimits = () =>
  owner(`update private.visitor_mail_limits set per_recipient_per_day = default, per_address_per_hour = default,
           per_day = default, network_share_percent = default, domain_share_percent = default;
         delete from private.request_budgets;`);

async function sameRequestFromFiftySessions() {
  for (const { table } of formPayloads) {
    const requestId = crypto.randomUUID();
    const email = `same-request-${table.replace(/_/g, '-')}@example.com`;
    const call = lead(table, { email }, '198.51.100.40', requestId);
    const answers = await atOnce(Array.from({ length: 50 }, () => call));
    const outcomes = answers.map(outcome);
    check(
      outcomes.filter((o) => o === 'stored').length === 1 &&
        outcomes.filter((o) => o === 'duplicate').length === 49,
      `${table}: one request id from 50 sessions answered ${describe(answers)}`,
    );
    const stored = await one<number>(
      table === 'newsletter_subscribers'
        ? `select count(*)::int from public.newsletter_subscribers where email = $1`
        : `select count(*)::int from public.${table} where request_id = $1`,
      [table === 'newsletter_subscribers' ? email : requestId],
    );
    check(stored === 1, `${table}: one request id from 50 sessions stored ${stored} leads`);
    const mails = await owner<{ template: string; n: number }>(
      `select o.template, count(*)::int as n from public.email_outbox o
        where o.recipient = $1 or o.reply_to = $1 group by 1 order by 1`,
      [email],
    );
    const expected: Record<string, Record<string, number>> = {
      newsletter_subscribers: { 'newsletter-confirmation': 1 },
      growth_diagnostics: { 'lead-notification': 1 },
      playbook_requests: { 'lead-notification': 1, 'playbook-delivery': 1 },
    };
    const got = Object.fromEntries(mails.map((row) => [row.template, row.n]));
    check(
      JSON.stringify(got) ===
        JSON.stringify(expected[table] ?? { 'lead-notification': 1, 'lead-receipt': 1 }),
      `${table}: one request id from 50 sessions queued ${JSON.stringify(got)}`,
    );
  }
  return 'the same request id from 50 sessions at once: one lead and one set of mails, for every form';
}

async function simultaneousSignUps() {
  const rounds = 20;
  const pairs: { label: string; answers: Answer[] }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const known = `known-${round}@example.com`;
    await request(lead('newsletter_subscribers', { email: known }, `192.0.2.${round + 1}`));
    for (const [label, email] of [
      ['new', `new-${round}@example.com`],
      ['known', known],
    ] as const) {
      const answers = await atOnce([
        lead('newsletter_subscribers', { email }, `203.0.113.${2 * round + 1}`),
        lead('newsletter_subscribers', { email }, `203.0.113.${2 * round + 2}`),
      ]);
      pairs.push({ label, answers });
    }
  }
  const answersOf = (label: string) =>
    pairs.filter((pair) => pair.label === label).flatMap((pair) => pair.answers);
  const [newAnswers, knownAnswers] = [answersOf('new'), answersOf('known')];
  check(
    describe(newAnswers) === describe(knownAnswers) && newAnswers.every((answer) => answer.ok),
    `two sign-ups at once: a new address answered ${describe(newAnswers)}, a known one ${describe(knownAnswers)}`,
  );
  const rows = await one<number>(
    `select count(*)::int from public.newsletter_subscribers where email like 'new-%'`,
  );
  check(rows === rounds, `two sign-ups at once of ${rounds} new addresses stored ${rows} subscribers`);
  return `two sign-ups at once, ${rounds} rounds: a new address answers as a known one does (${describe(newAnswers)})`;
}

/** The confirmation links mailed to `email`, as their tokens. */
const tokensOf = async (email: string) =>
  (
    await owner<{ token: string }>(
      `select payload ->> 'token' as token from public.email_outbox
        where template = 'newsletter-confirmation' and recipient = $1 and status <> 'skipped' order by created_at`,
      [email],
    )
  ).map((row) => row.token);
const confirm = (token: string): Call => ({
  rpc: 'confirm_newsletter_subscription',
  body: { p_token: token },
});
const welcomes = (email: string) =>
  one<number>(
    `select count(*)::int from public.email_outbox where template = 'newsletter-welcome' and recipient = $1`,
    [email],
  );

async function oneWelcome() {
  for (let round = 0; round < 10; round += 1) {
    const twice = `two-links-${round}@example.com`;
    await request(lead('newsletter_subscribers', { email: twice }, '192.0.2.200'));
    await request(lead('newsletter_subscribers', { email: twice }, '192.0.2.201'));
    const tokens = await tokensOf(twice);
    const answers = await atOnce(tokens.map(confirm));
    check(
      tokens.length === 2 && answers.every((answer) => answer.ok && answer.body === 'confirmed'),
      `two links used at once answered ${describe(answers)}`,
    );
    check(
      (await welcomes(twice)) === 1,
      `two links used at once sent ${await welcomes(twice)} welcome mails`,
    );

    const once = `one-link-${round}@example.com`;
    await request(lead('newsletter_subscribers', { email: once }, '192.0.2.202'));
    const [token] = await tokensOf(once);
    const forty = await atOnce(Array.from({ length: 40 }, () => confirm(token!)));
    const said = forty.map((answer) => (answer.ok ? answer.body : answer.code));
    check(
      said.filter((s) => s === 'confirmed').length === 1 && said.filter((s) => s === 'used').length === 39,
      `one link used 40 times at once answered ${describe(forty)}`,
    );
    check(
      (await welcomes(once)) === 1,
      `one link used 40 times at once sent ${await welcomes(once)} welcome mails`,
    );
  }
  return 'two links of one address, or one link 40 times, at once, 10 rounds each: one welcome mail';
}

type Sent = { table: string; email: string; address: string; answers: string[] };

/** What the mixed load did, to compare with what the database holds after it. */
type Tally = {
  /** Every lead sent, by request id, with the answers its id got. */
  sent: Map<string, Sent>;
  claimed: Set<string>;
  completed: number;
  errors: string[];
  requests: number;
};

async function mixedLoad(seconds: number) {
  await owner(
    `update private.mail_settings set weekly_summary_day = extract(isodow from now())::int, digest_hour = 0`,
  );
  // Addresses whose two links the load confirms, a few a second throughout, while the schedule lists new
  // subscribers; none of them is signed up again during it.
  const confirming = Array.from({ length: 200 }, (_, i) => `confirming-${i}@example.com`);
  // Signed up twice each, as the front door stores them, in one statement of the owner's: set-up only.
  await owner(
    `select count(public.take_lead('newsletter_subscribers', gen_random_uuid(),
                                   jsonb_build_object('email', e.email, 'source', 'blog'), '10.' || n || '.0.' || e.i))
       from unnest($1::text[]) with ordinality as e(email, i), generate_series(1, 2) as n`,
    [confirming],
  );
  const links = (
    await owner<{ token: string }>(
      `select payload ->> 'token' as token from public.email_outbox
        where template = 'newsletter-confirmation' and recipient = any($1) and status <> 'skipped'`,
      [confirming],
    )
  )
    .map((row) => row.token)
    .sort(() => Math.random() - 0.5);
  check(links.length === 2 * confirming.length, `${links.length} links for ${confirming.length} addresses`);
  // What follows is counted from here: the mail and the budgets before the load are not its business.
  await owner(`delete from public.email_outbox; delete from private.request_budgets; delete from private.mail_digests;
               delete from private.subscriber_digests; delete from private.weekly_summaries;`);
  await defaultLimits();

  const tally: Tally = { sent: new Map(), claimed: new Set(), completed: 0, errors: [], requests: 0 };
  const deadline = Date.now() + seconds * 1000;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  // Three IPv4 /24s, three IPv6 /48s (several /64s each): hot enough to meet every limit.
  const addresses = [
    ...Array.from({ length: 12 }, (_, i) => `198.18.${i % 3}.${i + 1}`),
    ...Array.from({ length: 12 }, (_, i) => `2001:db8:${i % 3}:${i}::1`),
  ];
  const emails = Array.from({ length: 40 }, (_, i) => `load-${i}@example${i % 4}.com`);
  const subscribers = Array.from({ length: 20 }, (_, i) => `load-reader-${i}@example.com`);
  const note = (answer: Answer, what: string) => {
    tally.requests += 1;
    if (!answer.ok) tally.errors.push(`${what}: ${answer.code} ${answer.message}`);
    return answer;
  };

  const sendLeads = async () => {
    while (Date.now() < deadline) {
      const table = pick(formPayloads).table;
      const address = pick(addresses);
      const retry = tally.sent.size > 0 && Math.random() < 0.1;
      const requestId = retry ? pick([...tally.sent.keys()]) : crypto.randomUUID();
      const previous = tally.sent.get(requestId);
      const entry = previous ?? {
        table,
        email: table === 'newsletter_subscribers' ? pick(subscribers) : pick(emails),
        address,
        answers: [],
      };
      tally.sent.set(requestId, entry);
      const call = lead(entry.table, { email: entry.email }, entry.address, requestId);
      const answer = note(await request(call), `take_lead ${entry.table}`);
      const said = outcome(answer);
      entry.answers.push(said);
      if (said === 'stored' && entry.table === 'growth_diagnostics') {
        const row = call.body.p_row as Record<string, unknown>;
        note(
          await request({
            rpc: 'record_growth_analysis',
            body: {
              p_request_id: requestId,
              p_answers: {
                stage: row.stage,
                challenge: row.challenge,
                validationStrategy: row.validation_strategy,
                monetizationStrategy: row.monetization_strategy,
                retention: row.retention,
                pricingConfidence: row.pricing_confidence,
                needs: row.needs,
              },
              p_analysis: 'An analysis.',
              p_offline: true,
            },
          }),
          'record_growth_analysis',
        );
      }
    }
  };

  const unused = [...links];
  const confirmLinks = async () => {
    while (Date.now() < deadline) {
      note(await request(confirm(unused.pop() ?? pick(links))), 'confirm_newsletter_subscription');
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / links.length));
    }
  };

  const drain = async () => {
    while (Date.now() < deadline) {
      const answer = note(
        await request({ rpc: 'claim_email_outbox', body: { p_limit: 5, p_lease_seconds: 120 } }),
        'claim',
      );
      const rows = answer.ok ? (answer.body as { id: string; claim_token: string }[]) : [];
      for (const row of rows) {
        if (tally.claimed.has(row.id)) tally.errors.push(`claim: ${row.id} was claimed by two runs at once`);
        tally.claimed.add(row.id);
      }
      for (const row of rows) {
        const dice = Math.random();
        const body = { p_id: row.id, p_claim_token: row.claim_token };
        const done =
          dice < 0.8
            ? await request({
                rpc: 'complete_email_outbox',
                body: { ...body, p_provider_message_id: `msg-${row.id}` },
              })
            : dice < 0.9
              ? await request({
                  rpc: 'fail_email_outbox',
                  body: { ...body, p_error: '422: refused', p_retry_seconds: 0, p_permanent: true },
                })
              : await request({
                  rpc: 'defer_email_outbox',
                  body: { ...body, p_error: 'no key', p_retry_seconds: 0 },
                });
        note(done, 'complete/fail/defer');
        if (!done.ok || done.body === null || done.body === false)
          tally.errors.push(`drain: the claim on ${row.id} was lost (${JSON.stringify(done)})`);
        if (dice < 0.8 && done.ok && done.body === true) tally.completed += 1;
        tally.claimed.delete(row.id);
      }
    }
  };

  // pg_cron runs each job as the owner, outside PostgREST; a day passes between runs, so each is due.
  const schedules = async () => {
    while (Date.now() < deadline) {
      for (const sql of [
        `update private.mail_schedule set last_run_at = now() - interval '2 days'`,
        'select public.run_mail_schedule()',
        'select public.run_weekly_summary()',
        'select private.take_posts_come_due()',
      ])
        note(
          await owner(sql).then(
            (): Answer => ({ ok: true, body: null }),
            (error: { code?: string; message: string }): Answer => ({
              ok: false,
              code: error.code ?? '?',
              message: error.message,
            }),
          ),
          sql,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  await Promise.all([
    ...Array.from({ length: 8 }, sendLeads),
    confirmLinks(),
    confirmLinks(),
    drain(),
    drain(),
    schedules(),
  ]);
  await compareCounts(tally, confirming, subscribers);
  return `a mixed load for ${seconds} s (${tally.requests} requests): no error, and every count matches`;
}

async function compareCounts(tally: Tally, confirming: string[], subscribers: string[]) {
  const counts = (list: string[]) =>
    JSON.stringify(
      Object.entries(list.reduce<Record<string, number>>((c, e) => ({ ...c, [e]: (c[e] ?? 0) + 1 }), {})),
    );
  check(tally.errors.length === 0, `the mixed load met errors: ${counts(tally.errors)}`);
  const stored = [...tally.sent].filter(([, entry]) => entry.answers.includes('stored'));
  for (const [id, entry] of tally.sent) {
    const times = entry.answers.filter((a) => a === 'stored').length;
    check(times <= 1, `request ${id} was stored ${times} times`);
    check(
      !entry.answers.includes('duplicate') || times === 1,
      `request ${id} answered duplicate without having been stored: ${entry.answers}`,
    );
  }
  const ids = (tables: string[]) => stored.filter(([, e]) => tables.includes(e.table)).map(([id]) => id);
  const leadTables = formPayloads.map((l) => l.table).filter((t) => t !== 'newsletter_subscribers');

  // Every stored lead is one row, in its table and in the inbox, with one notification to the studio.
  for (const table of leadTables) {
    const expected = ids([table]).length;
    const rows = await one<number>(`select count(*)::int from public.${table} where request_id = any($1)`, [
      ids([table]),
    ]);
    check(rows === expected, `${table}: ${expected} leads stored, ${rows} rows`);
    const inbox = await one<number>(
      `select count(*)::int from public.leads l join public.${table} t on l.lead_table = $1 and l.lead_id = t.id
        where t.request_id = any($2)`,
      [table, ids([table])],
    );
    check(inbox === expected, `${table}: ${expected} leads, ${inbox} in the inbox`);
    const notified = await one<number>(
      `select count(*)::int from public.email_outbox o join public.${table} t on o.lead_table = $1 and o.lead_id = t.id
        where o.template = 'lead-notification' and t.request_id = any($2)`,
      [table, ids([table])],
    );
    check(notified === expected, `${table}: ${expected} leads, ${notified} studio notifications`);
  }
  const visitorMail = await one<number>(
    `select count(*)::int from public.email_outbox o
      where o.template in ('playbook-delivery', 'diagnostic-analysis', 'lead-receipt')`,
  );
  const receiptTables = [
    'labs_submissions',
    'collective_inquiries',
    'collective_applications',
    'contact_submissions',
    'labs_beta_requests',
    'call_requests',
  ];
  const expectedVisitorMail =
    ids(['playbook_requests']).length +
    ids(receiptTables).length +
    (await one<number>(
      `select count(*)::int from public.growth_diagnostics where request_id = any($1) and email is not null`,
      [ids(['growth_diagnostics'])],
    ));
  check(
    visitorMail === expectedVisitorMail,
    `${expectedVisitorMail} playbooks, analyses and receipts asked for, ${visitorMail} queued or skipped`,
  );

  // Newsletter: one row per address signed up, one confirmation (sent or skipped) per sign-up, a link
  // for each one not skipped.
  const signUps = stored.filter(([, e]) => e.table === 'newsletter_subscribers');
  const addressesSignedUp = await one<number>(
    `select count(*)::int from public.newsletter_subscribers where email = any($1)`,
    [subscribers],
  );
  const distinct = new Set(signUps.map(([, e]) => e.email)).size;
  check(addressesSignedUp === distinct, `${distinct} addresses signed up, ${addressesSignedUp} subscribers`);
  const confirmations = await one<number>(
    `select count(*)::int from public.email_outbox where template = 'newsletter-confirmation' and recipient = any($1)`,
    [subscribers],
  );
  check(confirmations === signUps.length, `${signUps.length} sign-ups, ${confirmations} confirmation mails`);
  const unlinked = await one<number>(
    `select count(*)::int from public.email_outbox o
      where o.template = 'newsletter-confirmation' and o.status <> 'skipped'
        and not exists (select 1 from private.newsletter_confirmations c where c.id = o.lead_id)`,
  );
  check(unlinked === 0, `${unlinked} confirmation mails without their link`);
  const wrongWelcomes = await owner<{ email: string; status: string; n: number }>(
    `select s.email, s.status, (select count(*)::int from public.email_outbox o
                                 where o.template = 'newsletter-welcome' and o.recipient = s.email) as n
       from public.newsletter_subscribers s where s.email = any($1)`,
    [confirming],
  );
  for (const row of wrongWelcomes)
    check(
      row.n === (row.status === 'active' ? 1 : 0),
      `${row.email} (${row.status}) was sent ${row.n} welcome mails`,
    );

  // The budgets counted exactly what was stored and sent.
  // Each address of the load is a connection of its own (an IPv4 address, an IPv6 /64).
  const byAddress = new Map<string, number>();
  for (const [, entry] of stored) byAddress.set(entry.address, (byAddress.get(entry.address) ?? 0) + 1);
  for (const [address, expected] of byAddress) {
    const hits = await one<number>(
      `select coalesce(sum(hits), 0)::int from private.request_budgets where bucket = 'address:' || private.address_group($1)`,
      [address],
    );
    check(hits === expected, `${address}: ${expected} leads stored, the budget counted ${hits}`);
  }
  const mailBudget = await one<number>(
    `select coalesce(sum(hits), 0)::int from private.request_budgets where bucket = 'mail-to-visitors'`,
  );
  const mailCharged = await one<number>(
    `select count(*)::int from public.email_outbox
      where audience = 'visitor' and template <> 'newsletter-welcome' and status <> 'skipped'`,
  );
  check(
    mailBudget === mailCharged,
    `${mailCharged} visitor mails queued, the day's budget counted ${mailBudget}`,
  );
  const studioBudget = await one<number>(
    `select coalesce(sum(hits), 0)::int from private.request_budgets where bucket = 'studio-notifications-hour'`,
  );
  const notified = await one<number>(
    `select count(*)::int from public.email_outbox where template = 'lead-notification' and status <> 'held'`,
  );
  check(
    studioBudget === notified,
    `${notified} studio notifications sent, their budget counted ${studioBudget}`,
  );

  // The drain: every claimed message answered, each sent one counted once.
  const sending = await one<number>(`select count(*)::int from public.email_outbox where status = 'sending'`);
  check(sending === 0, `${sending} messages left sending`);
  const sent = await one<number>(`select count(*)::int from public.email_outbox where status = 'sent'`);
  check(sent === tally.completed, `${tally.completed} messages completed, ${sent} sent`);

  // The digests listed each message that did not go out once, and each new subscriber once.
  const [reported, listed] = [
    await one<number>(`select count(*)::int from public.email_outbox where reported_in is not null`),
    await one<number>(`select coalesce(sum(failed + skipped + held), 0)::int from private.mail_digests`),
  ];
  check(reported === listed, `${reported} messages reported, the digests counted ${listed}`);
  const misListed = await owner<{ email: string; listed: number }>(
    `with listed as (
       select e ->> 'email' as email, count(*)::int as n from public.email_outbox o,
              jsonb_array_elements(o.payload -> 'subscribers') as e
        where o.template = 'subscriber-digest' group by 1)
     select s.email, coalesce(l.n, 0) as listed from public.newsletter_subscribers s left join listed l using (email)
      where s.status = 'active'
        and coalesce(l.n, 0) <> case when s.confirmed_at <= (select max(covered_until) from private.subscriber_digests)
                                     then 1 else 0 end`,
  );
  for (const { email, listed } of misListed)
    check(false, `${email}, confirmed before the last subscriber digest, was listed in ${listed} of them`);
}

try {
  await loadRoleSettings();
  await unlimited();
  for (const phase of [
    sameRequestFromFiftySessions,
    simultaneousSignUps,
    oneWelcome,
    () => mixedLoad(Number(process.env.CONCURRENCY_SECONDS ?? 15)),
  ]) {
    const [before, started] = [failures.length, performance.now()];
    const said = await phase();
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`    ${failures.length > before ? 'FAILED' : 'ok'}  ${said} (${took} s)`);
  }
} finally {
  await defaultLimits();
  await pool.end();
}
if (failures.length) {
  console.error(`Concurrent requests on PostgreSQL went wrong:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
