// Run with: npm run test:functions.
// The leads function against a fake PostgREST that answers what a hosted project can answer: only the
// schema refuses a lead; whatever the store says is the studio's fault (503), told to the owner once.
import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert/strict';
import type { Mail, MailProvider } from '../send-email/provider.ts';
import type { WebhookSender } from '../send-email/webhook.ts';
import { createLeadsHandler, type StoredLead } from './handler.ts';
import { ownerAlert } from './owner-alert.ts';
import { postgrestLeadStore } from './store.ts';

const SUPABASE_URL = 'https://ref.supabase.co';
const ID = '0b4a8f5e-3c55-4a4e-9a53-8b1f7c1d2e3f';
const VISITOR = { name: 'Pat Visitor', email: 'pat.visitor@example.com' };

/** PostgREST's error body, as it sends one. */
const pgrst = (code: string | null, message: string, details: string | null = null) =>
  JSON.stringify({ code, details, hint: null, message });

/**
 * What a hosted project answers take_lead when something is wrong on the studio's side, with the bodies
 * PostgREST (and the platform's gateway) send: several repeat what the visitor typed.
 */
const faults: { name: string; status: number; body: string; words: string; detail: string }[] = [
  {
    name: 'a rotated or mistyped service key (the gateway)',
    status: 401,
    body: JSON.stringify({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    }),
    words: 'the service key was refused',
    detail: '401',
  },
  {
    name: 'a key PostgREST cannot verify',
    status: 401,
    body: pgrst('PGRST301', 'JWSError JWSInvalidSignature'),
    words: 'the service key was refused',
    detail: '401 PGRST301',
  },
  {
    name: 'a grant missing',
    status: 403,
    body: pgrst('42501', 'permission denied for function take_lead'),
    words: 'the service role may not call take_lead (permission denied)',
    detail: '403 42501',
  },
  {
    name: 'a stale schema cache right after db push',
    status: 404,
    body: pgrst(
      'PGRST202',
      'Could not find the function public.take_lead(p_challenge, p_client_address, p_request_id, p_row, p_table) in the schema cache',
      'Searched for the function public.take_lead with parameters p_challenge, p_client_address, p_request_id, p_row, p_table or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    ),
    words: 'the database does not know take_lead yet',
    detail: '404 PGRST202',
  },
  {
    name: 'a unique constraint the schema cannot know',
    status: 409,
    body: pgrst(
      '23505',
      'duplicate key value violates unique constraint "newsletter_subscribers_email_key"',
      `Key (email)=(${VISITOR.email}) already exists.`,
    ),
    words:
      "the database refused a lead the form's schema accepted (newsletter_subscribers_email_key): the schema lacks one of the table's rules",
    detail: '409 23505 newsletter_subscribers_email_key',
  },
  {
    name: 'a check constraint the schema lacks',
    status: 400,
    body: pgrst(
      '23514',
      'new row for relation "playbook_requests" violates check constraint "playbook_requests_utm_single_line"',
      `Failing row contains (7, ${VISITOR.name}, ${VISITOR.email}, /playbook, {"utm_campaign": "\u202e"}).`,
    ),
    words:
      "the database refused a lead the form's schema accepted (playbook_requests_utm_single_line): the schema lacks one of the table's rules",
    detail: '400 23514 playbook_requests_utm_single_line',
  },
  {
    name: 'a value the database cannot take',
    status: 400,
    body: pgrst('22001', 'value too long for type character varying(120)'),
    words:
      "the database refused a lead the form's schema accepted (22001): the schema lacks one of the table's rules",
    detail: '400 22001',
  },
  {
    name: 'the statement timeout',
    status: 500,
    body: pgrst('57014', 'canceling statement due to statement timeout'),
    words: 'take_lead ran past the statement timeout',
    detail: '500 57014',
  },
  {
    name: 'the database out of reach',
    status: 503,
    body: pgrst('PGRST001', 'Database client error. Retrying the connection.'),
    words: 'the Data API could not reach the database',
    detail: '503 PGRST001',
  },
  {
    name: 'a gateway error page',
    status: 502,
    body: '<html><body>Bad gateway</body></html>',
    words: 'the database failed (502)',
    detail: '502',
  },
  {
    name: 'a throttle of the platform',
    status: 429,
    body: JSON.stringify({ message: 'Too many requests' }),
    words: 'the Data API refused the call of take_lead (429)',
    detail: '429',
  },
  {
    name: 'an answer take_lead never gives',
    status: 200,
    body: '{"outcome":"stored?"}',
    words: 'take_lead answered something the function cannot read',
    detail: '200',
  },
];

type Answer = { status: number; body: string } | 'hang' | 'unreachable';

/** A fake PostgREST: answers each call of take_lead with the next of `answers` (the last one repeats). */
function fakePostgrest(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'unreachable')
      return Promise.reject(new TypeError('error sending request: connection refused'));
    if (answer === 'hang')
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    return Promise.resolve(new Response(answer.body, { status: answer.status }));
  }) as typeof fetch;
  return { calls, fetcher };
}

/** The owner's channels, recording what reaches them. */
function ownerChannels() {
  const mails: { mail: Mail; key: string }[] = [];
  const posts: { body: unknown; key: string }[] = [];
  const provider: MailProvider = {
    send: (mail, key) => {
      mails.push({ mail, key });
      return Promise.resolve({ ok: true, id: `mail-${mails.length}` });
    },
  };
  const webhook: WebhookSender = {
    post: (body, key) => {
      posts.push({ body, key });
      return Promise.resolve({ ok: true, id: `post-${posts.length}` });
    },
  };
  return { mails, posts, provider, webhook };
}

function leadsFunction(answers: Answer[], timeoutMs = 10_000) {
  const postgrest = fakePostgrest(answers);
  const owner = ownerChannels();
  const background: Promise<unknown>[] = [];
  const handle = createLeadsHandler({
    store: postgrestLeadStore(SUPABASE_URL, 'service-key', postgrest.fetcher, timeoutMs),
    siteUrl: 'https://www.example.com',
    alertOwner: ownerAlert({
      mail: {
        provider: owner.provider,
        from: 'Studio <hello@example.com>',
        to: 'owner@example.com',
        context: { brand: 'Studio', siteUrl: 'https://www.example.com', studioAddress: 'owner@example.com' },
      },
      webhook: owner.webhook,
      now: () => new Date('2027-03-01T10:00:00Z'),
    }),
    inBackground: (work) => background.push(work),
  });
  return { ...postgrest, ...owner, handle, settled: () => Promise.all(background) };
}

const playbookLead = (requestId = ID) =>
  new Request('http://localhost/functions/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
    body: JSON.stringify({ form: 'playbook', request_id: requestId, ...VISITOR }),
  });

/** What the function writes to its log while `work` runs. */
async function logged(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    await work();
  } finally {
    console.error = original;
  }
  return lines.join('\n');
}

for (const fault of faults) {
  Deno.test(
    `${fault.name} (${fault.status}): 503 to retry, the owner told once, no visitor in the log`,
    async () => {
      const leads = leadsFunction([{ status: fault.status, body: fault.body }]);
      const log = await logged(async () => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await leads.handle(playbookLead());
          assertEquals(response.status, 503);
          assertEquals(response.headers.get('retry-after'), '30');
          assertEquals((await response.json()).error, 'unavailable');
        }
        await leads.settled();
      });
      assertEquals(leads.calls.length, 3);
      assertEquals(
        leads.mails.map(({ mail }) => [mail.to, mail.subject]),
        [['owner@example.com', `Leads are waiting: ${fault.words}`]],
      );
      assert(leads.mails[0]!.mail.text.includes(`(${fault.detail})`), leads.mails[0]!.mail.text);
      assertEquals(leads.posts.length, 1);
      assertEquals(leads.posts[0]!.key, leads.mails[0]!.key);
      assert(log.includes(`${fault.words} (${fault.detail})`), log);
      for (const typed of [VISITOR.name, VISITOR.email, 'Failing row', 'Key (']) {
        assert(!log.includes(typed), `the log repeats "${typed}": ${log}`);
        assert(!JSON.stringify([leads.mails, leads.posts]).includes(typed), `the alert repeats "${typed}"`);
      }
    },
  );
}

Deno.test('no answer within the timeout, or no connection at all: 503, each told in words', async () => {
  for (const [answer, words] of [
    ['hang', 'the Data API did not answer within 0.05 s'],
    ['unreachable', 'the Data API could not be reached'],
  ] as const) {
    const leads = leadsFunction([answer], 50);
    await logged(async () => {
      const response = await leads.handle(playbookLead());
      assertEquals(response.status, 503);
      await leads.settled();
    });
    assertEquals(
      leads.mails.map(({ mail }) => mail.subject),
      [`Leads are waiting: ${words}`],
    );
  }
});

Deno.test(
  'only the schema refuses: a lead it refuses is a 400 with the field, and the store is not asked',
  async () => {
    const leads = leadsFunction([{ status: 401, body: '{}' }]);
    const response = await leads.handle(
      new Request('http://localhost/functions/v1/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ form: 'playbook', request_id: ID, name: 'Pat', email: 'pat@localhost' }),
      }),
    );
    assertEquals(response.status, 400);
    assertEquals(await response.json(), {
      ok: false,
      error: 'invalid',
      fields: { email: 'Email is invalid' },
    });
    assertEquals(leads.calls.length, 0);
    assertEquals(leads.mails.length, 0);
  },
);

Deno.test('a key refused for a while, then accepted: the retry is stored, the owner told once', async () => {
  const stored = { status: 200, body: '{"outcome":"stored","visitor_mail":"queued"}' };
  const refused = { status: 401, body: pgrst('PGRST301', 'JWSError JWSInvalidSignature') };
  const leads = leadsFunction([
    refused,
    refused,
    refused,
    stored,
    { status: 200, body: '{"outcome":"duplicate","visitor_mail":"queued"}' },
  ]);
  const statuses: number[] = [];
  await logged(async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await leads.handle(playbookLead())).status);
    await leads.settled();
  });
  assertEquals(statuses, [503, 503, 503, 200, 200]);
  assertEquals(
    leads.mails.map(({ mail }) => mail.subject),
    ['Leads are waiting: the service key was refused'],
  );
});

Deno.test('the owner is told again when telling failed, and each cause once a day', async () => {
  let failing = true;
  const sent: string[] = [];
  let today = new Date('2027-03-01T10:00:00Z');
  const alert = ownerAlert({
    mail: {
      provider: {
        send: (mail) => {
          if (failing) return Promise.resolve({ ok: false, permanent: false, error: 'Resend is down' });
          sent.push(mail.subject);
          return Promise.resolve({ ok: true, id: 'x' });
        },
      },
      from: 'Studio <hello@example.com>',
      to: 'owner@example.com',
      context: { brand: 'Studio', siteUrl: 'https://www.example.com', studioAddress: 'owner@example.com' },
    },
    now: () => today,
  });
  const { faultOf } = await import('./store.ts');
  const keyRefused = faultOf(401, '{}');
  let error: unknown;
  await alert(keyRefused).catch((caught) => (error = caught));
  assert(String(error).includes('Resend is down'));
  failing = false;
  await alert(keyRefused);
  await alert(keyRefused);
  await alert(faultOf(404, pgrst('PGRST202', 'Could not find the function')));
  today = new Date('2027-03-02T08:00:00Z');
  await alert(keyRefused);
  assertEquals(sent, [
    'Leads are waiting: the service key was refused',
    'Leads are waiting: the database does not know take_lead yet',
    'Leads are waiting: the service key was refused',
  ]);
});

/** A lead as the handler gives it to the store. */
const lead: StoredLead = {
  table: 'playbook_requests',
  requestId: ID,
  row: { full_name: 'Pat', email: 'pat@example.com' },
  clientAddress: '203.0.113.7',
  challenge: 'off',
};

Deno.test('postgrestLeadStore calls take_lead with the service key and named arguments', async () => {
  const postgrest = fakePostgrest([{ status: 200, body: '{"outcome":"rate_limited","retry_after":60}' }]);
  const store = postgrestLeadStore(`${SUPABASE_URL}/`, 'service-key', postgrest.fetcher);
  assertEquals(await store(lead), { outcome: 'rate_limited', retry_after: 60 });
  const [call] = postgrest.calls;
  assertEquals(call!.url, `${SUPABASE_URL}/rest/v1/rpc/take_lead`);
  const headers = new Headers(call!.init.headers);
  assertEquals([headers.get('apikey'), headers.get('authorization')], ['service-key', 'Bearer service-key']);
  assertEquals(JSON.parse(call!.init.body as string), {
    p_table: 'playbook_requests',
    p_request_id: ID,
    p_row: { full_name: 'Pat', email: 'pat@example.com' },
    p_client_address: '203.0.113.7',
    p_challenge: 'off',
  });
});

Deno.test(
  "postgrestLeadStore passes on what take_lead says of the visitor's mail; unsaid, no mail is promised",
  async () => {
    const answers = [
      '{"outcome":"stored","visitor_mail":"queued"}',
      '{"outcome":"stored","visitor_mail":"skipped"}',
      '{"outcome":"duplicate","visitor_mail":"skipped"}',
      '{"outcome":"stored","visitor_mail":"none"}',
      // A database from before visitor_mail, or a value it does not know.
      '{"outcome":"stored"}',
      '{"outcome":"duplicate","visitor_mail":"sent"}',
    ];
    const postgrest = fakePostgrest(answers.map((body) => ({ status: 200, body })));
    const store = postgrestLeadStore(SUPABASE_URL, 'service-key', postgrest.fetcher);
    const outcomes = [];
    for (const _ of answers) outcomes.push(await store(lead));
    assertEquals(outcomes, [
      { outcome: 'stored', visitor_mail: 'queued' },
      { outcome: 'stored', visitor_mail: 'skipped' },
      { outcome: 'duplicate', visitor_mail: 'skipped' },
      { outcome: 'stored', visitor_mail: 'none' },
      { outcome: 'stored', visitor_mail: 'none' },
      { outcome: 'duplicate', visitor_mail: 'none' },
    ]);
  },
);
