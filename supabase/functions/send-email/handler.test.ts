// Run with: npm run test:functions (Deno; the fake mail provider listens on 127.0.0.1 only).
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { offlineAnalysis, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { secretsReport } from '../_shared/function-secrets.ts';
import { scorecard } from '../_shared/growth-scorecard.ts';
import {
  createSendEmailHandler,
  drainOutbox,
  SETUP_RETRY_SECONDS,
  type DrainOptions,
  type DrainSummary,
} from './handler.ts';
import type { OutboxMessage, OutboxStore } from './outbox.ts';
import { resendProvider, retryAfterSeconds } from './provider.ts';
import { webhookSender } from './webhook.ts';

type Reply = { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };
type Received = { headers: Headers; body: Record<string, unknown> };

/** A JSON-taking server on 127.0.0.1, answering `replies` in turn (the last one again) and recording each request. */
function fakeReceiver(replies: Reply[], answer: (reply: Reply) => Response) {
  const received: Received[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    received.push({ headers: request.headers, body: (await request.json()) as Record<string, unknown> });
    const reply = replies[Math.min(received.length - 1, replies.length - 1)]!;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return answer(reply);
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, received, close: () => server.shutdown() };
}

/** Resend's POST /emails. */
const fakeResend = (replies: Reply[]) =>
  fakeReceiver(replies, (reply) =>
    Response.json(reply.body, { status: reply.status, headers: reply.headers }),
  );

/** A lead webhook (Slack answers 200 "ok"). */
const fakeWebhook = (replies: Reply[]) =>
  fakeReceiver(
    replies,
    (reply) => new Response(String(reply.body), { status: reply.status, headers: reply.headers }),
  );

type StoredMessage = Omit<OutboxMessage, 'claim_token'> & {
  claim_token: string | null;
  status: string;
  last_error: string | null;
  retry_seconds: number | null;
  provider_message_id: string | null;
  next_attempt_at: number;
  retry_until: number | null;
};

/** How long a failing message is retried (private.mail_settings.retry_for's default). */
const RETRY_FOR_MS = 2 * 24 * 3600 * 1000;

/**
 * The outbox's SQL functions in memory, on a clock the test moves (`clock.now`, ms): a claimed message is
 * held until completed or failed; a failed one is due again after its retry delay, and fails for good
 * once its retry window (two days from its first failure) is over, as fail_email_outbox does.
 */
function memoryStore(messages: Partial<StoredMessage>[]) {
  const clock = { now: Date.parse('2026-11-27T09:00:00Z') };
  const rows: StoredMessage[] = messages.map((message, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index + 1}`,
    template: 'playbook-delivery',
    audience: 'visitor',
    recipient: 'ada@example.com',
    reply_to: null,
    lead_table: 'playbook_requests',
    payload: { table: 'playbook_requests', row: { full_name: 'Ada Lovelace', email: 'ada@example.com' } },
    attempts: 0,
    retry_until: null,
    ...message,
    claim_token: null,
    status: 'pending',
    last_error: null,
    retry_seconds: null,
    provider_message_id: null,
    next_attempt_at: clock.now,
  })) as StoredMessage[];
  // What the function last told the database about LEADS_WEBHOOK_URL (public.set_lead_webhook).
  const settings: { leadWebhook?: boolean } = {};
  const held = (id: string, token: string) =>
    rows.find((r) => r.id === id && r.claim_token === token && r.status === 'sending');
  const store: OutboxStore = {
    claim(limit) {
      const due = rows
        .filter((row) => row.status === 'pending' && row.next_attempt_at <= clock.now)
        .slice(0, limit);
      for (const row of due)
        Object.assign(row, {
          status: 'sending',
          attempts: row.attempts + 1,
          claim_token: crypto.randomUUID(),
        });
      return Promise.resolve(due.map((row) => ({ ...row, claim_token: row.claim_token! }) as OutboxMessage));
    },
    complete(id, token, providerId) {
      const row = held(id, token);
      if (row) Object.assign(row, { status: 'sent', claim_token: null, provider_message_id: providerId });
      return Promise.resolve(Boolean(row));
    },
    fail(id, token, error, retrySeconds, permanent) {
      const row = held(id, token);
      if (!row) return Promise.resolve(null);
      const until = row.retry_until ?? clock.now + RETRY_FOR_MS;
      const status = permanent || until <= clock.now ? 'failed' : 'pending';
      Object.assign(row, {
        status,
        retry_until: until,
        next_attempt_at: Math.min(clock.now + retrySeconds * 1000, until),
        claim_token: null,
        last_error: error,
        retry_seconds: retrySeconds,
      });
      return Promise.resolve(status);
    },
    defer(id, token, error, retrySeconds) {
      const row = held(id, token);
      if (!row) return Promise.resolve(null);
      // Not tried: the attempt is given back, and the retry window does not start.
      Object.assign(row, {
        status: 'pending',
        attempts: row.attempts - 1,
        next_attempt_at: clock.now + retrySeconds * 1000,
        claim_token: null,
        last_error: error,
        retry_seconds: retrySeconds,
      });
      return Promise.resolve('pending');
    },
    setLeadWebhook(on) {
      settings.leadWebhook = on;
      return Promise.resolve();
    },
  };
  return { store, rows, clock, settings };
}

type Fake = ReturnType<typeof fakeReceiver>;
type Outbox = ReturnType<typeof memoryStore> & {
  resend: Fake;
  hook: Fake;
  options: DrainOptions;
  /** One run of the function with the test's options, and `extra` over them. */
  drain: (extra?: Partial<DrainOptions>) => Promise<DrainSummary>;
};

/**
 * One test's outbox: `messages` in a memory store, Resend answering `resend`, and a lead webhook answering
 * `webhook` when the test sets one (LEADS_WEBHOOK_URL). The fakes close after the test.
 */
async function withOutbox(
  setup: { messages: Partial<StoredMessage>[]; resend?: Reply[]; webhook?: Reply[]; timeoutMs?: number },
  test: (outbox: Outbox) => Promise<void>,
) {
  const resend = fakeResend(setup.resend ?? []);
  const hook = fakeWebhook(setup.webhook ?? []);
  const outbox = memoryStore(setup.messages);
  const options: DrainOptions = {
    store: outbox.store,
    provider: resendProvider({
      apiKey: 're_test',
      baseURL: resend.origin,
      timeoutMs: setup.timeoutMs ?? 2000,
    }),
    from: 'Foundercraft <hello@foundercraft.studio>',
    studioAddress: 'leads@foundercraft.studio',
    siteUrl: 'https://www.example.com/',
    ...(setup.webhook && { webhook: webhookSender({ url: `${hook.origin}/hooks` }) }),
  };
  try {
    await test({ ...outbox, resend, hook, options, drain: (extra) => drainOutbox({ ...options, ...extra }) });
  } finally {
    await Promise.all([resend.close(), hook.close()]);
  }
}

Deno.test(
  'a playbook request: the visitor gets the PDF link, once, with the outbox id as idempotency key',
  () =>
    withOutbox(
      { resend: [{ status: 200, body: { id: 're_1' } }], messages: [{}] },
      async ({ resend, rows, drain }) => {
        assertEquals(await drain(), { claimed: 1, sent: 1, retrying: 0, failed: 0 });
        assertEquals(resend.received.length, 1);
        const [{ headers, body }] = resend.received as [Received];
        assertEquals(headers.get('authorization'), 'Bearer re_test');
        assertEquals(headers.get('idempotency-key'), rows[0]!.id);
        assertEquals(body.from, 'Foundercraft <hello@foundercraft.studio>');
        assertEquals(body.to, ['ada@example.com']);
        assertEquals(body.reply_to, 'leads@foundercraft.studio');
        assertEquals(body.subject, 'Your Growth Playbook (PDF)');
        assertMatch(
          String(body.html),
          /href="https:\/\/www\.example\.com\/downloads\/growth-experiment-framework\.pdf"/,
        );
        // The address is not proven to be Ada's: the mail greets without the name the form carried.
        assertMatch(String(body.text), /^Hello,/);
        assertEquals(JSON.stringify(body).includes('Ada'), false);
        assertMatch(
          String(body.text),
          /Download the PDF: https:\/\/www\.example\.com\/downloads\/growth-experiment-framework\.pdf/,
        );
        assertEquals([rows[0]!.status, rows[0]!.provider_message_id], ['sent', 're_1']);
        // A second invocation finds nothing due and sends nothing.
        assertEquals(await drain(), { claimed: 0, sent: 0, retrying: 0, failed: 0 });
        assertEquals(resend.received.length, 1);
      },
    ),
);

const rateLimited: Reply = {
  status: 429,
  body: { name: 'rate_limit_exceeded' },
  headers: { 'retry-after': '30' },
};

Deno.test('429: kept for a retry after the provider’s Retry-After', () =>
  withOutbox({ resend: [rateLimited], messages: [{}] }, async ({ rows, drain }) => {
    assertEquals(await drain(), { claimed: 1, sent: 0, retrying: 1, failed: 0 });
    assertEquals([rows[0]!.status, rows[0]!.retry_seconds], ['pending', 30]);
    assertMatch(rows[0]!.last_error!, /^Resend answered 429: .*rate_limit_exceeded/);
  }),
);

Deno.test(
  'a 429 pauses the run: the other messages are not tried, wait as long, and keep their attempt',
  () =>
    withOutbox(
      { resend: [rateLimited, { status: 200, body: { id: 're_after' } }], messages: [{}, {}, {}] },
      async ({ resend, rows, clock, drain }) => {
        assertEquals(await drain(), { claimed: 3, sent: 0, retrying: 3, failed: 0 });
        assertEquals(resend.received.length, 1);
        assertEquals(
          rows.map((row) => [row.status, row.attempts, row.retry_seconds]),
          [
            ['pending', 1, 30],
            ['pending', 0, 30],
            ['pending', 0, 30],
          ],
        );
        assertMatch(
          rows[1]!.last_error!,
          /^Not tried: the provider asked to slow down \(Resend answered 429/,
        );
        // Not due before the provider's time; then all three go.
        clock.now += 29_000;
        assertEquals((await drain()).claimed, 0);
        clock.now += 1_000;
        assertEquals((await drain()).sent, 3);
        assertEquals(resend.received.length, 4);
      },
    ),
);

Deno.test('a 429 without Retry-After (a spent quota): the run pauses for the backoff', () =>
  withOutbox(
    { resend: [{ status: 429, body: { name: 'daily_quota_exceeded' } }], messages: [{ attempts: 2 }, {}] },
    async ({ resend, rows, drain }) => {
      await drain();
      assertEquals(resend.received.length, 1);
      assertEquals(
        rows.map((row) => row.retry_seconds),
        [240, 240],
      );
    },
  ),
);

Deno.test(
  'retries are bounded by time: 20 quota answers a second apart leave the message pending, a day later it is still tried, it fails after two days',
  () =>
    withOutbox(
      { resend: [{ ...rateLimited, headers: { 'retry-after': '1' } }], messages: [{}] },
      async ({ resend, rows, clock, drain }) => {
        const logged = console.error;
        console.error = () => {};
        try {
          // The old bound (8 attempts) was spent by 8 answers a second apart; 20 are nothing now.
          for (let second = 0; second < 20; second += 1) {
            await drain();
            clock.now += 1_000;
          }
          assertEquals([rows[0]!.status, rows[0]!.attempts], ['pending', 20]);
          // A day later it is still being tried.
          clock.now += 24 * 3600 * 1000;
          await drain();
          assertEquals([rows[0]!.status, rows[0]!.attempts], ['pending', 21]);
          // Past two days from the first failure, the next failure is the last.
          clock.now += 24 * 3600 * 1000;
          assertEquals((await drain()).failed, 1);
          assertEquals(rows[0]!.status, 'failed');
          assertEquals(resend.received.length, 22);
        } finally {
          console.error = logged;
        }
      },
    ),
);

Deno.test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');
  assertEquals(retryAfterSeconds('30', now), 30);
  assertEquals(retryAfterSeconds('1.2', now), 2);
  assertEquals(retryAfterSeconds('Fri, 27 Nov 2026 09:02:00 GMT', now), 120);
  assertEquals(retryAfterSeconds('Fri, 27 Nov 2026 08:00:00 GMT', now), undefined);
  assertEquals(retryAfterSeconds(null, now), undefined);
  assertEquals(retryAfterSeconds('soon', now), undefined);
});

Deno.test('5xx: kept for a retry with backoff (a minute after the first attempt, doubling)', () =>
  withOutbox(
    { resend: [{ status: 503, body: { message: 'down' } }], messages: [{}, { attempts: 3 }] },
    async ({ rows, drain }) => {
      assertEquals(await drain(), { claimed: 2, sent: 0, retrying: 2, failed: 0 });
      assertEquals(
        rows.map((row) => row.retry_seconds),
        [60, 480],
      );
      assertMatch(rows[0]!.last_error!, /^Resend answered 503/);
    },
  ),
);

Deno.test('a provider that does not answer in time: the send is abandoned and retried', () =>
  withOutbox(
    { resend: [{ status: 200, body: { id: 're_late' }, delayMs: 400 }], messages: [{}], timeoutMs: 100 },
    async ({ rows, drain }) => {
      assertEquals(await drain(), { claimed: 1, sent: 0, retrying: 1, failed: 0 });
      assertEquals(rows[0]!.last_error, 'Resend did not answer within 100 ms');
      // The late answer goes out before the fake provider closes.
      await new Promise((resolve) => setTimeout(resolve, 450));
    },
  ),
);

Deno.test('a refused message (422) fails for good; so does a failure once the retry window is over', () =>
  withOutbox(
    {
      resend: [
        { status: 422, body: { message: 'Invalid `to` field' } },
        { status: 500, body: { message: 'down' } },
      ],
      messages: [{}, { attempts: 40, retry_until: Date.parse('2026-11-27T08:59:00Z') }],
    },
    async ({ rows, drain }) => {
      assertEquals(await drain(), { claimed: 2, sent: 0, retrying: 0, failed: 2 });
      assertEquals(
        rows.map((row) => row.status),
        ['failed', 'failed'],
      );
    },
  ),
);

/** Resend's answer to a message it accepted. */
const accepted = (id: string): Reply[] => [{ status: 200, body: { id } }];

Deno.test('a lead notification goes to the studio with the visitor as reply-to, every field escaped', () =>
  withOutbox(
    {
      resend: accepted('re_2'),
      messages: [
        {
          template: 'lead-notification',
          audience: 'studio',
          recipient: null,
          reply_to: 'ben@example.com',
          lead_table: 'collective_inquiries',
          payload: {
            table: 'collective_inquiries',
            row: {
              id: 'x',
              full_name: 'Ben <b>Builder</b>',
              email: 'ben@example.com',
              challenges: ['gtm', 'nocode-mvp'],
              description: null,
              timeline: 'asap',
            },
          },
        },
      ],
    },
    async ({ resend, drain }) => {
      await drain();
      const { body } = resend.received[0]!;
      assertEquals(body.to, ['leads@foundercraft.studio']);
      assertEquals(body.reply_to, 'ben@example.com');
      assertEquals(body.subject, 'New collective inquiry from Ben <b>Builder</b>');
      assertMatch(String(body.html), /Ben &lt;b&gt;Builder&lt;\/b&gt;/);
      assertEquals(String(body.html).includes('<b>Builder'), false);
      assertMatch(String(body.text), /Challenges: gtm, nocode-mvp\nDescription: \(empty\)\nTimeline: asap/);
      assertEquals(String(body.text).includes('Id: x'), false);
    },
  ),
);

Deno.test('the subscriber digest: one email to the studio listing each new address', () =>
  withOutbox(
    {
      resend: accepted('re_digest'),
      messages: [
        {
          template: 'subscriber-digest',
          audience: 'studio',
          recipient: null,
          lead_table: 'newsletter_subscribers',
          payload: {
            table: 'newsletter_subscribers',
            since: '2026-11-22T08:00:00Z',
            until: '2026-11-23T08:00:00Z',
            subscribers: [
              { email: 'ada@example.com', source: 'blog', subscribed_at: '2026-11-22T09:15:00Z' },
              { email: 'grace<b>@example.com', source: 'labs', subscribed_at: '2026-11-22T17:40:00Z' },
            ],
          },
        },
      ],
    },
    async ({ resend, rows, drain }) => {
      assertEquals((await drain()).sent, 1);
      const [{ body }] = resend.received as [Received];
      assertEquals(body.to, ['leads@foundercraft.studio']);
      assertEquals(body.subject, '2 new newsletter subscribers');
      assertMatch(String(body.text), /- ada@example\.com \(blog, 2026-11-22T09:15:00Z\)/);
      assertMatch(String(body.html), /grace&lt;b&gt;@example\.com \(labs/);
      assertEquals(rows[0]!.status, 'sent');
    },
  ),
);

Deno.test('the mail digest: to the studio, what failed, was held or skipped, each with why', () =>
  withOutbox(
    {
      resend: accepted('re_mail_digest'),
      messages: [
        {
          template: 'mail-digest',
          audience: 'studio',
          recipient: null,
          lead_table: 'email_outbox',
          payload: {
            kind: 'daily',
            digest_id: '11111111-2222-4333-8444-555555555555',
            failed: 1,
            skipped: 1,
            held: 1,
            messages: [
              {
                status: 'failed',
                template: 'lead-notification',
                recipient: null,
                lead_table: 'collective_inquiries',
                lead_id: 'a',
                created_at: '2026-11-25T10:00:00Z',
                reason: 'Resend answered 503: down',
                name: 'Ben <b>Builder</b>',
                email: 'ben@example.com',
              },
              {
                status: 'held',
                template: 'lead-notification',
                recipient: null,
                lead_table: 'contact_submissions',
                lead_id: 'b',
                created_at: '2026-11-26T11:00:00Z',
                reason:
                  'past the bound on studio notifications (20 an hour, 40 a day): sent in the next digest',
                name: 'Quick Question',
                email: 'q@example.com',
              },
              {
                status: 'skipped',
                template: 'newsletter-confirmation',
                recipient: 'reader@example.com',
                lead_table: 'newsletter_subscribers',
                lead_id: 'c',
                created_at: '2026-11-26T12:00:00Z',
                reason: 'this address has had 3 emails from the site today',
                name: null,
                email: null,
              },
            ],
          },
        },
      ],
    },
    async ({ resend, drain }) => {
      assertEquals((await drain()).sent, 1);
      const [{ body }] = resend.received as [Received];
      assertEquals(body.to, ['leads@foundercraft.studio']);
      assertEquals(body.subject, 'Mail not delivered: 1 failed, 1 held, 1 skipped');
      const text = String(body.text);
      assertMatch(
        text,
        /- Lead notification: Collective inquiry from Ben <b>Builder<\/b>, ben@example\.com \(queued 2026-11-25T10:00:00Z\): Resend answered 503: down/,
      );
      assertMatch(
        text,
        /Held lead notifications\n.*\n- Lead notification: Quick question from Quick Question, q@example\.com/,
      );
      assertMatch(
        text,
        /- Newsletter confirmation to reader@example\.com \(queued 2026-11-26T12:00:00Z\): this address has had 3 emails/,
      );
      assertMatch(String(body.html), /Ben &lt;b&gt;Builder&lt;\/b&gt;/);
      assertEquals(String(body.html).includes('<b>Builder'), false);
    },
  ),
);

Deno.test('the diagnostic: the analysis as HTML and text, and the recommendation’s link', () => {
  const analysis =
    '**Your likely bottleneck:** retention.\n\n**Two steps for this week:**\n- Call the users who stayed.\n- Pick one metric.';
  return withOutbox(
    {
      resend: accepted('re_3'),
      messages: [
        {
          template: 'diagnostic-analysis',
          recipient: 'gina@example.com',
          lead_table: 'growth_diagnostics',
          payload: {
            table: 'growth_diagnostics',
            row: {
              stage: 'pre-seed',
              challenge: 'monetization',
              needs: [],
              email: 'gina@example.com',
              analysis,
            },
          },
        },
      ],
    },
    async ({ resend, drain }) => {
      await drain();
      const { body } = resend.received[0]!;
      assertEquals(body.subject, 'Your Growth Strategy Diagnosis');
      assertMatch(String(body.html), /<strong>Your likely bottleneck:<\/strong> retention\./);
      assertMatch(String(body.html), /<li[^>]*>Call the users who stayed\.<\/li>/);
      assertMatch(String(body.html), /Fix Your Revenue Strategy/);
      assertMatch(String(body.html), /href="https:\/\/www\.example\.com\/growth-playbook"/);
      assertEquals(String(body.text).includes(analysis), true);
      assertMatch(String(body.text), /Get the Growth Playbook: https:\/\/www\.example\.com\/growth-playbook/);
    },
  );
});

Deno.test(
  'the diagnostic mail says who wrote the analysis and carries the scorecard and, for a funded startup, the call',
  () => {
    const answers: DiagnosticAnswers = {
      stage: 'series-a',
      challenge: 'monetization',
      validationStrategy: 'running-experiments',
      monetizationStrategy: 'freemium',
      pricingConfidence: 2,
      retention: '40-70',
      needs: ['monetization'],
    };
    const row = (offline: boolean) => ({
      stage: answers.stage,
      challenge: answers.challenge,
      needs: answers.needs,
      analysis: offline ? offlineAnalysis(answers) : '**Your likely bottleneck:** free-to-paid.',
      analysis_offline: offline,
      scorecard: scorecard(answers),
    });
    return withOutbox(
      {
        resend: accepted('re_4'),
        messages: [true, false].map((offline) => ({
          template: 'diagnostic-analysis' as const,
          recipient: 'gina@example.com',
          lead_table: 'growth_diagnostics',
          payload: { table: 'growth_diagnostics', row: row(offline) },
        })),
      },
      async ({ resend, drain }) => {
        await drain();
        const [rules, ai] = resend.received.map(({ body }) => String(body.text));
        assertMatch(rules!, /\nThis summary follows fixed rules\n/);
        assertEquals(rules!.includes('AI-generated'), false);
        assertMatch(ai!, /\nAI-generated analysis\n/);
        assertMatch(rules!, /Your scorecard\n- Validation: 5 out of 5 \(Running experiments\)\n/);
        assertMatch(rules!, /- Monetization: 1 out of 5 \(Freemium; pricing confidence 2\/5\)\n/);
        assertMatch(rules!, /- 19 out of 25\. Scale: grow what already works\.\n/);
        assertMatch(rules!, /Get the Growth Playbook: https:\/\/www\.example\.com\/growth-playbook\n/);
        assertMatch(
          rules!,
          /Book a strategy call: https:\/\/www\.example\.com\/book-call\?source=strategy\n/,
        );
        assertEquals(rules!.includes('not configured'), false);
      },
    );
  },
);

Deno.test('missing secrets: nothing is sent, every message waits without spending an attempt', () =>
  withOutbox(
    {
      resend: accepted('re_4'),
      messages: [{}, { attempts: 7, retry_until: Date.parse('2026-11-27T08:59:00Z') }],
    },
    async ({ resend, rows, drain }) => {
      assertEquals(await drain({ studioAddress: undefined }), {
        claimed: 2,
        sent: 0,
        retrying: 2,
        failed: 0,
      });
      // A message past its retry window waits too: the setup, not the message, was at fault.
      assertEquals(
        rows.map((row) => [row.status, row.attempts, row.last_error, row.retry_seconds]),
        [
          ['pending', 0, 'Not configured: set LEADS_NOTIFY_EMAIL', SETUP_RETRY_SECONDS],
          ['pending', 7, 'Not configured: set LEADS_NOTIFY_EMAIL', SETUP_RETRY_SECONDS],
        ],
      );
      assertEquals(resend.received.length, 0);
    },
  ),
);

Deno.test('no RESEND_API_KEY is named like the other secrets', () =>
  withOutbox({ resend: accepted('re_6'), messages: [{}] }, async ({ resend, rows, drain }) => {
    const provider = resendProvider({ apiKey: '', baseURL: resend.origin });
    assertEquals(await drain({ provider }), { claimed: 1, sent: 0, retrying: 1, failed: 0 });
    assertEquals(rows[0]!.last_error, 'Not configured: set RESEND_API_KEY');
    assertEquals(resend.received.length, 0);
  }),
);

for (const [status, message] of [
  [401, 'API key is invalid'],
  [403, 'The domain is not verified'],
] as const) {
  Deno.test(`a ${status} from the provider: the run stops and every message waits, no attempt spent`, () =>
    withOutbox(
      { resend: [{ status, body: { message } }], messages: [{}, {}, {}] },
      async ({ resend, rows, drain }) => {
        assertEquals(await drain(), { claimed: 3, sent: 0, retrying: 3, failed: 0 });
        // One request told us the setup is refused; the other messages were not sent to be refused again.
        assertEquals(resend.received.length, 1);
        assertEquals(
          rows.map((row) => [row.status, row.attempts]),
          [
            ['pending', 0],
            ['pending', 0],
            ['pending', 0],
          ],
        );
        for (const row of rows) assertMatch(row.last_error!, new RegExp(`^Resend answered ${status}`));
      },
    ),
  );
}

Deno.test('the function answers only the service role: POST drains, GET says which secrets are set', () =>
  withOutbox({ resend: accepted('re_5'), messages: [{}] }, async ({ resend, options }) => {
    const handle = createSendEmailHandler({
      ...options,
      serviceKey: 'service-key',
      secrets: secretsReport(
        (name) =>
          ({
            EMAIL_FROM: 'Foundercraft <hello@Studio.example>',
            RESEND_API_KEY: 're_secret',
            OPENAI_MODEL: ' ',
          })[name],
      ),
    });
    const post = (key?: string) =>
      new Request('http://localhost/functions/v1/send-email', {
        method: 'POST',
        headers: key ? { Authorization: `Bearer ${key}` } : {},
      });
    assertEquals((await handle(post())).status, 401);
    assertEquals((await handle(post('anon-key'))).status, 401);
    assertEquals((await handle(new Request('http://localhost/', { method: 'PUT' }))).status, 405);
    assertEquals((await handle(new Request('http://localhost/', { method: 'GET' }))).status, 401);
    const report = await handle(
      new Request('http://localhost/', { method: 'GET', headers: { Authorization: 'Bearer service-key' } }),
    );
    const text = await report.text();
    assertEquals(JSON.parse(text), {
      secrets: {
        SITE_URL: false,
        RESEND_API_KEY: true,
        EMAIL_FROM: true,
        LEADS_NOTIFY_EMAIL: false,
        OPENAI_API_KEY: false,
        TURNSTILE_SECRET_KEY: false,
        LEADS_WEBHOOK_URL: false,
        OPENAI_MODEL: false,
        OPENAI_BASE_URL: false,
        ANALYSIS_DAILY_AI_CAP: false,
      },
      senderDomain: 'studio.example',
    });
    assertEquals(text.includes('re_secret'), false);
    assertEquals(resend.received.length, 0);
    // Invoked twice at once (webhook and schedule): the message is claimed by one run and sent once.
    const [first, second] = await Promise.all([handle(post('service-key')), handle(post('service-key'))]);
    const sent = [(await first.json()).sent, (await second.json()).sent];
    assertEquals(sent.sort(), [0, 1]);
    assertEquals(resend.received.length, 1);
  }),
);

// ---------------------------------------------------------------------------------------------------
// Lead alerts posted to LEADS_WEBHOOK_URL (webhook.ts).

/** What the lead trigger queues for an alert: the lead as the studio sees it, and where its row is. */
const alert = {
  kind: 'labs idea',
  name: '*Ada* <!channel> _Love_ ~lace~ `x` evil.example',
  email: 'ada@example.com',
  summary: 'Invoices: <https://evil.example|click> & more',
  page: '/labs/submit-idea',
  utm: 'newsletter / email / spring',
  received_at: '2026-11-27T09:00:00+00:00',
  inbox_table_id: 17345,
  inbox_id: '5b0c8f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
};

const leadAlertRow = (overrides: Partial<StoredMessage> = {}): Partial<StoredMessage> => ({
  template: 'lead-webhook',
  audience: 'webhook',
  recipient: null,
  lead_table: 'labs_submissions',
  payload: alert,
  ...overrides,
});

Deno.test(
  'a lead alert: one post a Slack incoming webhook shows, with the lead for a CRM and a link to the row',
  () =>
    withOutbox(
      { webhook: [{ status: 200, body: 'ok' }], messages: [leadAlertRow()] },
      async ({ hook, rows, settings, drain }) => {
        const summary = await drain({ supabaseUrl: 'https://abcdefghijklmnop.supabase.co' });
        assertEquals(settings.leadWebhook, true);
        assertEquals(summary.sent, 1);
        assertEquals([rows[0]!.status, rows[0]!.provider_message_id], ['sent', 'webhook 200']);
        assertEquals(hook.received.length, 1);
        const { headers, body } = hook.received[0]!;
        assertEquals(headers.get('content-type'), 'application/json');
        assertEquals(headers.get('idempotency-key'), rows[0]!.id);
        const link =
          'https://supabase.com/dashboard/project/abcdefghijklmnop/editor/17345?filter=id%3Aeq%3A5b0c8f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
        // What a visitor typed is shown as typed: never mrkdwn (no bold, italics, strike, code, mention),
        // and with an invisible word joiner after . : / @ so that no address in it becomes a link.
        const wj = '\u2060';
        assertEquals(body.text, 'New Labs idea');
        assertEquals(body.blocks, [
          { type: 'section', text: { type: 'mrkdwn', text: '*New Labs idea*' } },
          {
            type: 'section',
            text: {
              type: 'plain_text',
              text: `*Ada* <!channel> _Love_ ~lace~ \`x\` evil.${wj}example (ada@${wj}example.${wj}com)`,
              emoji: false,
            },
          },
          {
            type: 'section',
            text: {
              type: 'plain_text',
              text: `Invoices:${wj} <https:${wj}/${wj}/${wj}evil.${wj}example|click> & more`,
              emoji: false,
            },
          },
          {
            type: 'context',
            elements: [
              {
                type: 'plain_text',
                text: `Page:${wj} /${wj}labs/${wj}submit-idea · Campaign:${wj} newsletter /${wj} email /${wj} spring · Received:${wj} 2026-11-27T09:${wj}00:${wj}00+00:${wj}00`,
                emoji: false,
              },
            ],
          },
          { type: 'section', text: { type: 'mrkdwn', text: `<${link}|Open it in the inbox>` } },
        ]);
        // No mrkdwn element holds anything the visitor typed.
        const markup = JSON.stringify(
          body.blocks.filter((block: { text?: { type: string } }) => block.text?.type === 'mrkdwn'),
        );
        for (const typed of ['Ada', 'ada@example.com', 'Invoices', 'evil'])
          assertEquals(markup.includes(typed), false, typed);
        // For a CRM: the lead as queued, unescaped, with the link in place of the row's ids.
        const { inbox_table_id: _table, inbox_id: _id, ...lead } = alert;
        assertEquals(body.metadata, { event_type: 'lead_received', event_payload: { ...lead, link } });

        // Posted once: a later run finds nothing to post.
        await drain();
        assertEquals(hook.received.length, 1);
      },
    ),
);

Deno.test('a lead alert that fails is retried with backoff, after Retry-After, and a refusal is final', () =>
  withOutbox(
    {
      webhook: [
        { status: 503, body: 'down' },
        { status: 429, body: 'rate_limited', headers: { 'Retry-After': '30' } },
        { status: 404, body: 'no_service' },
      ],
      messages: [leadAlertRow()],
    },
    async ({ hook, rows, clock, drain }) => {
      await drain();
      assertEquals([rows[0]!.status, rows[0]!.retry_seconds], ['pending', 60]);
      assertEquals(rows[0]!.last_error, 'The webhook answered 503: down');
      clock.now += 60_000;
      await drain();
      assertEquals([rows[0]!.status, rows[0]!.retry_seconds], ['pending', 30]);
      clock.now += 30_000;
      await drain();
      // Slack's answer for a removed webhook: no retry helps; the daily digest lists it (status failed).
      assertEquals(
        [rows[0]!.status, rows[0]!.last_error],
        ['failed', 'The webhook answered 404: no_service'],
      );
      assertEquals(hook.received.length, 3);
    },
  ),
);

Deno.test('lead alerts do not wait for the mail setup, nor hold mail back', () =>
  withOutbox(
    { webhook: [{ status: 200, body: 'ok' }], messages: [{}, leadAlertRow()] },
    async ({ rows, drain }) => {
      // No RESEND_API_KEY: the playbook waits for it; the alert goes out.
      await drain({ provider: resendProvider({ apiKey: '' }) });
      assertEquals(
        rows.map((row) => [row.template, row.status]),
        [
          ['playbook-delivery', 'pending'],
          ['lead-webhook', 'sent'],
        ],
      );
    },
  ),
);

Deno.test(
  'without LEADS_WEBHOOK_URL no lead is queued for it, and an alert already queued fails, named',
  () =>
    withOutbox(
      { resend: accepted('re_7'), messages: [leadAlertRow(), {}] },
      async ({ rows, settings, drain }) => {
        await drain();
        assertEquals(settings.leadWebhook, false);
        assertEquals(
          [rows[0]!.status, rows[0]!.last_error],
          ['failed', 'LEADS_WEBHOOK_URL is no longer set'],
        );
        assertEquals(rows[1]!.status, 'sent');
      },
    ),
);

// ---------------------------------------------------------------------------------------------------
// Configuration faults of the diagnostic's AI (public.report_ai_fault): a mail and a webhook post each.

const fault = {
  cause: 'no-quota',
  title: 'the OpenAI account has no quota left',
  detail: 'gpt-6-luna: 429 You exceeded your current quota',
  fix: 'Add credit or raise the monthly budget in the OpenAI dashboard (Billing, then Limits).',
  seen_at: '2026-12-07T09:00:00+00:00',
};

Deno.test('an AI fault: the studio is mailed what happened and the fix, and the webhook posted it', () =>
  withOutbox(
    {
      resend: accepted('re_fault'),
      webhook: [{ status: 200, body: 'ok' }],
      messages: [
        {
          template: 'ai-fault',
          audience: 'studio',
          recipient: null,
          lead_table: 'ai_faults',
          payload: fault,
        },
        {
          template: 'ai-fault-webhook',
          audience: 'webhook',
          recipient: null,
          lead_table: 'ai_faults',
          payload: fault,
        },
      ],
    },
    async ({ resend, hook, drain }) => {
      assertEquals((await drain()).sent, 2);
      const mail = resend.received[0]!.body;
      assertEquals(mail.to, ['leads@foundercraft.studio']);
      assertEquals(mail.subject, 'Growth diagnostic: the OpenAI account has no quota left');
      assertMatch(String(mail.text), /fixed rules, labelled as such/);
      assertMatch(String(mail.text), /To fix it: Add credit or raise the monthly budget/);
      assertMatch(String(mail.text), /The provider said: gpt-6-luna: 429 You exceeded your current quota/);
      const post = hook.received[0]!.body;
      assertEquals(
        post.text,
        "Growth diagnostic: the OpenAI account has no quota left. Founders get the rules' analysis until it is fixed.",
      );
      assertEquals((post.metadata as { event_type: string }).event_type, 'ai_fault');
    },
  ),
);

Deno.test('the weekly summary lists the week’s analyses by who wrote them', async () => {
  const { composeMail } = await import('./templates.ts');
  const mail = composeMail(
    {
      id: 'x',
      audience: 'studio',
      recipient: null,
      reply_to: null,
      lead_table: 'weekly_summaries',
      attempts: 1,
      claim_token: 't',
      template: 'weekly-summary',
      payload: {
        from: '2026-11-30T08:00:00Z',
        until: '2026-12-07T08:00:00Z',
        leads: 3,
        spam: 0,
        by_kind: [{ kind: 'growth diagnostic', leads: 3 }],
        by_page: [],
        by_campaign: [],
        newsletter: { confirmed: 0, unsubscribed: 0 },
        mail: { sent: 3, failed: 0, skipped: 0 },
        analyses: {
          by_model: [{ model: 'gpt-6-luna', analyses: 2 }],
          by_reason: [{ reason: 'no-quota', analyses: 1 }],
          shutting_down: [
            { model: 'gpt-5-mini', shutdown_date: '2026-12-07' },
            { model: 'gpt-6-luna', shutdown_date: '2026-12-31' },
          ],
        },
      },
    },
    { brand: 'Foundercraft', siteUrl: 'https://www.example.com', studioAddress: 'leads@example.com' },
  );
  assertMatch(
    mail.text,
    /\nGrowth diagnostic analyses\n- Written by gpt-6-luna: 2\n- Written by the fixed rules \(no quota left\): 1\n/,
  );
  // A model the analysis is set to use, named with its date and the fix: one gone, one going.
  assertMatch(
    mail.text,
    /\n- Action needed: OpenAI shut down gpt-5-mini, a model the analysis is set to use, on 2026-12-07; it is skipped\. To take it off the list, set newer models, best first, with `npx supabase secrets set OPENAI_MODEL=model-a,model-b` \(`npm run check:ai` lists the ones your key can use\)\.\n/,
  );
  assertMatch(
    mail.text,
    /\n- Action needed: OpenAI shuts down gpt-6-luna, a model the analysis is set to use, on 2026-12-31\. From that day it is skipped, and when no model of the list is left the fixed rules write every analysis\. To keep AI-written analyses, set newer models/,
  );
  assertMatch(mail.html, /<li style="[^"]*">Action needed: OpenAI shuts down gpt-6-luna/);
});
