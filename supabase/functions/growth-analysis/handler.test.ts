// Run with: npm run test:functions (Deno; the fake provider listens on 127.0.0.1 only).
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { SYSTEM_PROMPT, userMessage, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import type { AnalysisBudget, BudgetDecision } from './budget.ts';
import {
  createGrowthAnalysisHandler,
  PROVIDER_DEADLINE_MS,
  PROVIDER_MAX_RETRIES,
  type HandlerOptions,
} from './handler.ts';

/** A budget that records each charge and answers `decision` (the SQL behind it is tested in Node). */
function fakeBudget(decision: BudgetDecision = 'ai') {
  const charged: { address: string; wantsAi: boolean }[] = [];
  const budget: AnalysisBudget = (address, wantsAi) => {
    charged.push({ address, wantsAi });
    return Promise.resolve(wantsAi ? decision : decision === 'refused' ? 'refused' : 'offline');
  };
  return { budget, charged };
}

const handler = (options: Partial<HandlerOptions> = {}) =>
  createGrowthAnalysisHandler({ budget: fakeBudget().budget, ...options });

const answers: DiagnosticAnswers = {
  stage: 'pre-seed',
  challenge: 'retention',
  validationStrategy: 'talking-to-users',
  monetizationStrategy: 'subscription',
  pricingConfidence: 2,
  retention: 'below-40',
  needs: ['growth-strategy', 'retention'],
};

type Reply = { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };

/**
 * A chat-completions server on 127.0.0.1 that answers with `replies` in turn (each after its `delayMs`)
 * and records each request. Closing it ends the waits of answers still held back.
 */
async function fakeProvider(replies: Reply[]) {
  const received: Record<string, unknown>[] = [];
  const held = new Set<() => void>();
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    received.push((await request.json()) as Record<string, unknown>);
    const reply = replies[Math.min(received.length - 1, replies.length - 1)]!;
    if (reply.delayMs)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reply.delayMs);
        held.add(() => (clearTimeout(timer), resolve()));
      });
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  });
  return {
    baseURL: `http://127.0.0.1:${server.addr.port}/v1`,
    received,
    close: () => {
      for (const release of held) release();
      return server.shutdown();
    },
  };
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'gpt-3.5-turbo',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

// Ask the client to retry at once, so the test need not wait for the backoff.
const retrySoon = { 'retry-after-ms': '10' };

function post(body: unknown, init: RequestInit = {}) {
  return new Request('http://localhost/functions/v1/growth-analysis', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
    ...init,
  });
}

Deno.test('sends the answers to the default model and returns the first choice as the analysis', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('  **Bottleneck:** retention.  ') }]);
  try {
    const handle = handler({ apiKey: 'sk-test', baseURL: provider.baseURL });
    const response = await handle(post(answers));
    assertEquals(response.status, 200);
    assertEquals(response.headers.get('access-control-allow-origin'), '*');
    assertEquals(await response.json(), { analysis: '**Bottleneck:** retention.', offline: false });
    assertEquals(provider.received, [
      {
        model: 'gpt-3.5-turbo',
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(answers) },
        ],
        max_completion_tokens: 500,
        temperature: 0.7,
      },
    ]);
  } finally {
    await provider.close();
  }
});

Deno.test('uses OPENAI_MODEL when set', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('ok') }]);
  try {
    const handle = handler({
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      baseURL: provider.baseURL,
    });
    await handle(post(answers));
    assertEquals(provider.received[0]?.model, 'gpt-4o-mini');
  } finally {
    await provider.close();
  }
});

for (const model of ['gpt-4o-mini', 'gpt-4.1']) {
  Deno.test(`a chat model (${model}) gets max_completion_tokens 500 and temperature 0.7`, async () => {
    const provider = await fakeProvider([{ status: 200, body: completion('ok') }]);
    try {
      await handler({ apiKey: 'sk-test', model, baseURL: provider.baseURL })(post(answers));
      const { max_completion_tokens, temperature, max_tokens } = provider.received[0]!;
      assertEquals(
        { max_completion_tokens, temperature, max_tokens },
        {
          max_completion_tokens: 500,
          temperature: 0.7,
          max_tokens: undefined,
        },
      );
    } finally {
      await provider.close();
    }
  });
}

for (const model of ['o4-mini', 'o3', 'gpt-5', 'gpt-5-mini', 'gpt-5.1', ' GPT-5-nano ']) {
  Deno.test(`a reasoning model (${model.trim()}) gets no temperature and room to reason`, async () => {
    const provider = await fakeProvider([{ status: 200, body: completion('reasoned') }]);
    try {
      const response = await handler({
        apiKey: 'sk-test',
        model,
        baseURL: provider.baseURL,
      })(post(answers));
      assertEquals(await response.json(), { analysis: 'reasoned', offline: false });
      assertEquals(provider.received, [
        {
          model: model.trim(),
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userMessage(answers) },
          ],
          max_completion_tokens: 4000,
        },
      ]);
    } finally {
      await provider.close();
    }
  });
}

Deno.test('a blank OPENAI_MODEL falls back to the default model', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('ok') }]);
  try {
    await handler({ apiKey: 'sk-test', model: '  ', baseURL: provider.baseURL })(post(answers));
    assertEquals(provider.received[0]?.model, 'gpt-3.5-turbo');
  } finally {
    await provider.close();
  }
});

Deno.test('a 429 is retried, then the analysis comes through', async () => {
  const provider = await fakeProvider([
    { status: 429, body: { error: { message: 'Rate limited' } }, headers: retrySoon },
    { status: 200, body: completion('after a retry') },
  ]);
  try {
    const response = await handler({ apiKey: 'sk-test', baseURL: provider.baseURL })(post(answers));
    assertEquals(await response.json(), { analysis: 'after a retry', offline: false });
    assertEquals(provider.received.length, 2);
  } finally {
    await provider.close();
  }
});

/** Runs `work` with console.error silenced (the handler logs each provider failure). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const logged = console.error;
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.error = logged;
  }
}

const requestId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/** A handler whose analyses are recorded as record_growth_analysis would: the first one per submission. */
function recordingHandler(options: Partial<HandlerOptions>) {
  const recorded: { analysis: string; offline: boolean }[] = [];
  const handle = handler({
    apiKey: 'sk-test',
    ...options,
    recordAnalysis: ({ analysis, offline }) => {
      recorded.push({ analysis, offline });
      const first = recorded[0]!;
      return Promise.resolve({ ...first, emailed: true });
    },
  });
  return { handle, recorded };
}

Deno.test(
  'a provider that keeps failing: one retry, then the offline analysis (200), stored once',
  async () => {
    const provider = await fakeProvider([
      { status: 500, body: { error: { message: 'boom' } }, headers: retrySoon },
    ]);
    try {
      const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL });
      const response = await quietly(() => handle(post({ ...answers, requestId })));
      assertEquals(response.status, 200);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      const body = (await response.json()) as { analysis: string; offline: boolean; emailed: boolean };
      assertEquals([body.offline, body.emailed], [true, true]);
      assertMatch(body.analysis, /^\*\*Offline analysis\*\*/);
      assertEquals(provider.received.length, 2);
      assertEquals(recorded, [{ analysis: body.analysis, offline: true }]);
    } finally {
      await provider.close();
    }
  },
);

Deno.test('a quota refusal (429) that persists: one retry, then the offline analysis', async () => {
  const provider = await fakeProvider([
    { status: 429, body: { error: { message: 'quota' } }, headers: retrySoon },
  ]);
  try {
    const response = await quietly(() =>
      handler({ apiKey: 'sk-test', baseURL: provider.baseURL })(post(answers)),
    );
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
    assertEquals(provider.received.length, 2);
  } finally {
    await provider.close();
  }
});

Deno.test('a provider that answers with no text: the offline analysis, not an error', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('   ') }]);
  try {
    const response = await quietly(() =>
      handler({ apiKey: 'sk-test', baseURL: provider.baseURL })(post(answers)),
    );
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
  } finally {
    await provider.close();
  }
});

Deno.test('a provider that hangs: the offline analysis at the deadline, stored once', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('too late'), delayMs: 60_000 }]);
  try {
    const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL, providerDeadlineMs: 400 });
    const started = Date.now();
    const response = await quietly(() => handle(post({ ...answers, requestId })));
    const elapsed = Date.now() - started;
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
    // Answered at the deadline, not when the provider finally would have.
    assertEquals(elapsed >= 400 && elapsed < 5_000, true, `answered after ${elapsed} ms`);
    assertEquals(provider.received.length, 1);
    assertEquals(
      recorded.map((r) => r.offline),
      [true],
    );
  } finally {
    await provider.close();
  }
});

Deno.test('a slow provider within the deadline: its analysis is shown', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('worth the wait'), delayMs: 300 }]);
  try {
    const response = await handler({
      apiKey: 'sk-test',
      baseURL: provider.baseURL,
      providerDeadlineMs: 3_000,
    })(post(answers));
    assertEquals(await response.json(), { analysis: 'worth the wait', offline: false });
  } finally {
    await provider.close();
  }
});

Deno.test({
  name: 'a retry that would end past the deadline: the offline analysis at the deadline',
  // The package's wait before its retry runs on after the answer (a timer this test cannot clear).
  sanitizeOps: false,
  fn: async () => {
    // The first try fails at once and the provider asks for a wait: the package would sleep it out.
    const provider = await fakeProvider([
      { status: 503, body: { error: { message: 'busy' } }, headers: { 'retry-after': '2' } },
      { status: 200, body: completion('a minute later') },
    ]);
    try {
      const started = Date.now();
      const response = await quietly(() =>
        handler({ apiKey: 'sk-test', baseURL: provider.baseURL, providerDeadlineMs: 400 })(post(answers)),
      );
      const elapsed = Date.now() - started;
      assertEquals(((await response.json()) as { offline: boolean }).offline, true);
      assertEquals(elapsed < 1_500, true, `answered after ${elapsed} ms`);
    } finally {
      await provider.close();
    }
  },
});

Deno.test('the deployed deadline is 20 seconds with at most one retry', () => {
  assertEquals([PROVIDER_DEADLINE_MS, PROVIDER_MAX_RETRIES], [20_000, 1]);
});

Deno.test('without a key, answers with the offline analysis built from the answers', async () => {
  const response = await handler()(post(answers));
  const body = (await response.json()) as { analysis: string; offline: boolean };
  assertEquals(body.offline, true);
  assertMatch(body.analysis, /Offline analysis/);
  assertMatch(body.analysis, /keeping the users you already win/);
});

Deno.test('answers the preflight with the CORS headers', async () => {
  const response = await handler()(new Request('http://localhost/', { method: 'OPTIONS' }));
  assertEquals(response.status, 204);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertMatch(response.headers.get('access-control-allow-headers') ?? '', /apikey/);
  assertMatch(response.headers.get('access-control-allow-headers') ?? '', /authorization/);
});

Deno.test('refuses bad requests with a 4xx JSON error and the CORS headers, never a 500', async () => {
  const handle = handler();
  const cases: [Request, number, RegExp][] = [
    [new Request('http://localhost/', { method: 'GET' }), 405, /POST/],
    [post('{not json'), 400, /JSON/],
    [post([1, 2]), 400, /object/],
    [
      post({ ...answers, stage: 'unicorn' }),
      400,
      /stage must be one of: idea, pre-seed, post-seed, series-a/,
    ],
    [post({ ...answers, pricingConfidence: 6 }), 400, /pricingConfidence/],
    [post({ ...answers, pricingConfidence: 2.5 }), 400, /pricingConfidence/],
    [post({ ...answers, needs: ['validation', 'validation'] }), 400, /needs/],
    [post({ ...answers, needs: 'validation' }), 400, /needs/],
    [post({ ...answers, email: 'a@b.co' }), 400, /Unknown field: email/],
    [post({ ...answers, padding: 'x'.repeat(5000) }), 413, /larger than 4096 bytes/],
  ];
  for (const [request, status, message] of cases) {
    const response = await handle(request);
    assertEquals(response.status, status, `${request.method} → ${status}`);
    assertEquals(response.headers.get('access-control-allow-origin'), '*');
    assertMatch(((await response.json()) as { error: string }).error, message);
  }
});

Deno.test('refuses, rather than guesses, when the platform states no client address', async () => {
  const { budget, charged } = fakeBudget();
  const response = await createGrowthAnalysisHandler({ budget })(
    post(answers, { headers: { 'x-forwarded-for': '1.1.1.1' } }),
  );
  assertEquals(response.status, 400);
  assertMatch(((await response.json()) as { error: string }).error, /which address/);
  assertEquals(charged, []);
});

Deno.test('charges only valid requests, to the stated address', async () => {
  const { budget, charged } = fakeBudget();
  const handle = createGrowthAnalysisHandler({ budget });
  for (let i = 0; i < 5; i += 1)
    assertEquals((await handle(post({ ...answers, stage: 'unicorn' }))).status, 400);
  assertEquals(charged, []);
  assertEquals((await handle(post(answers))).status, 200);
  assertEquals(charged, [{ address: '203.0.113.7', wantsAi: false }]);
});

Deno.test('over the address budget: 429 with Retry-After and the CORS headers', async () => {
  const refused = await createGrowthAnalysisHandler({ budget: fakeBudget('refused').budget })(post(answers));
  assertEquals(refused.status, 429);
  assertEquals(refused.headers.get('retry-after'), '600');
  assertEquals(refused.headers.get('access-control-allow-origin'), '*');
  assertMatch(((await refused.json()) as { error: string }).error, /Too many analyses/);
});

Deno.test('past the daily AI cap, the offline analysis answers and the provider is not called', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('paid') }]);
  try {
    const { budget, charged } = fakeBudget('offline');
    const response = await createGrowthAnalysisHandler({
      apiKey: 'sk-test',
      baseURL: provider.baseURL,
      budget,
    })(post(answers));
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
    assertEquals(provider.received.length, 0);
    assertEquals(charged, [{ address: '203.0.113.7', wantsAi: true }]);
  } finally {
    await provider.close();
  }
});

Deno.test('a budget that cannot be read spends nothing on the provider and still answers', async () => {
  const logged = console.error;
  console.error = () => {};
  try {
    const response = await createGrowthAnalysisHandler({
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:9/v1',
      budget: () => Promise.reject(new Error('database down')),
    })(post(answers));
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
  } finally {
    console.error = logged;
  }
});

Deno.test(
  'with the diagnostic’s request id, the analysis is stored with its answers and the stored one returned',
  async () => {
    const recorded: unknown[] = [];
    const handle = handler({
      recordAnalysis: (input) => {
        recorded.push(input);
        return Promise.resolve({ analysis: 'The first analysis', offline: true, emailed: true });
      },
    });
    const response = await handle(post({ ...answers, requestId }));
    assertEquals(response.status, 200);
    assertEquals(await response.json(), { analysis: 'The first analysis', offline: true, emailed: true });
    assertEquals(recorded.length, 1);
    const input = recorded[0] as { requestId: string; answers: unknown; offline: boolean };
    assertEquals([input.requestId, input.answers, input.offline], [requestId, answers, true]);

    assertEquals((await handle(post({ ...answers, requestId: 'not-a-uuid' }))).status, 400);
  },
);

Deno.test('an analysis that cannot be stored is still shown, and says no email was queued', async () => {
  const handle = handler({
    recordAnalysis: () => Promise.reject(new Error('database down')),
  });
  const response = await handle(post({ ...answers, requestId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' }));
  assertEquals(response.status, 200);
  const body = (await response.json()) as { offline: boolean; emailed: boolean; analysis: string };
  assertEquals([body.offline, body.emailed], [true, false]);
  assertMatch(body.analysis, /^\*\*Offline analysis\*\*/);
});
