// Run with: npm run test:functions (Deno; the fake provider listens on 127.0.0.1 only).
import { assertEquals, assertMatch } from './test-assert.ts';
import { SYSTEM_PROMPT, userMessage, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { createGrowthAnalysisHandler } from './handler.ts';

const answers: DiagnosticAnswers = {
  stage: 'pre-seed',
  challenge: 'retention',
  validationStrategy: 'talking-to-users',
  monetizationStrategy: 'subscription',
  pricingConfidence: 2,
  retention: 'below-40',
  needs: ['growth-strategy', 'retention'],
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A chat-completions server on 127.0.0.1 that answers with `replies` in turn and records each request. */
async function fakeProvider(replies: Reply[]) {
  const received: Record<string, unknown>[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    received.push((await request.json()) as Record<string, unknown>);
    const reply = replies[Math.min(received.length - 1, replies.length - 1)]!;
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  });
  return {
    baseURL: `http://127.0.0.1:${server.addr.port}/v1`,
    received,
    close: () => server.shutdown(),
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
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

Deno.test('sends the answers to the default model and returns the first choice as the analysis', async () => {
  const provider = await fakeProvider([{ status: 200, body: completion('  **Bottleneck:** retention.  ') }]);
  try {
    const handle = createGrowthAnalysisHandler({ apiKey: 'sk-test', baseURL: provider.baseURL });
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
    const handle = createGrowthAnalysisHandler({
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
      await createGrowthAnalysisHandler({ apiKey: 'sk-test', model, baseURL: provider.baseURL })(
        post(answers),
      );
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
      const response = await createGrowthAnalysisHandler({
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
    await createGrowthAnalysisHandler({ apiKey: 'sk-test', model: '  ', baseURL: provider.baseURL })(
      post(answers),
    );
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
    const response = await createGrowthAnalysisHandler({ apiKey: 'sk-test', baseURL: provider.baseURL })(
      post(answers),
    );
    assertEquals(await response.json(), { analysis: 'after a retry', offline: false });
    assertEquals(provider.received.length, 2);
  } finally {
    await provider.close();
  }
});

Deno.test(
  'a provider that keeps failing gives a 502 with a clear error, after the default 2 retries',
  async () => {
    const provider = await fakeProvider([
      { status: 500, body: { error: { message: 'boom' } }, headers: retrySoon },
    ]);
    const logged = console.error;
    console.error = () => {};
    try {
      const response = await createGrowthAnalysisHandler({ apiKey: 'sk-test', baseURL: provider.baseURL })(
        post(answers),
      );
      assertEquals(response.status, 502);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      assertEquals(await response.json(), { error: 'Failed to generate growth analysis. Please try again.' });
      assertEquals(provider.received.length, 3);
    } finally {
      console.error = logged;
      await provider.close();
    }
  },
);

Deno.test('without a key, answers with the offline analysis built from the answers', async () => {
  const response = await createGrowthAnalysisHandler()(post(answers));
  const body = (await response.json()) as { analysis: string; offline: boolean };
  assertEquals(body.offline, true);
  assertMatch(body.analysis, /Offline analysis/);
  assertMatch(body.analysis, /keeping the users you already win/);
});

Deno.test('answers the preflight with the CORS headers', async () => {
  const response = await createGrowthAnalysisHandler()(
    new Request('http://localhost/', { method: 'OPTIONS' }),
  );
  assertEquals(response.status, 204);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertMatch(response.headers.get('access-control-allow-headers') ?? '', /apikey/);
  assertMatch(response.headers.get('access-control-allow-headers') ?? '', /authorization/);
});

Deno.test('refuses bad requests with a 4xx JSON error and the CORS headers, never a 500', async () => {
  const handle = createGrowthAnalysisHandler();
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

Deno.test('keeps a per-client request budget', async () => {
  const handle = createGrowthAnalysisHandler({ budget: { requests: 2, windowMs: 60_000 }, now: () => 1_000 });
  const from = (ip: string) => post(answers, { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
  assertEquals((await handle(from('1.1.1.1'))).status, 200);
  assertEquals((await handle(from('1.1.1.1'))).status, 200);
  const refused = await handle(from('1.1.1.1'));
  assertEquals(refused.status, 429);
  assertEquals(refused.headers.get('retry-after'), '60');
  assertEquals(refused.headers.get('access-control-allow-origin'), '*');
  assertEquals((await handle(from('2.2.2.2'))).status, 200);
});
