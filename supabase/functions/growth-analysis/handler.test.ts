// Run with: npm run test:functions (Deno; the fake provider listens on 127.0.0.1 only).
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { offlineAnalysis, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { SYSTEM_PROMPT, userMessage } from './prompt.ts';
import { scorecard } from '../_shared/growth-scorecard.ts';
import type { AnalysisBudget, BudgetDecision } from './budget.ts';
import {
  apiError,
  fakeOpenAi,
  healthyModels,
  inPieces,
  type FakeOpenAiScript,
  type StreamReply,
} from './fake-openai.ts';
import type { FaultCause } from './faults.ts';
import {
  createGrowthAnalysisHandler,
  PROVIDER_DEADLINE_MS,
  PROVIDER_MAX_RETRIES,
  type HandlerOptions,
  type RecordInput,
} from './handler.ts';
import { DEFAULT_MODELS } from './models.ts';

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

/** An analysis of the shape the prompt asks for: a bottleneck, two bullets, a recommendation. */
const wellShaped = [
  '**Your likely bottleneck:** keeping the users you already win.',
  '',
  '**Two steps for this week:**',
  '- Call five users who stopped in their first month and ask what they were trying to get done.',
  '- Find the one thing your retained users did in their first week, and lead every new user to it.',
  '',
  '**Recommendation:** book a strategy call.',
].join('\n');

const streamed = (text: string, more: Partial<StreamReply> = {}): StreamReply => ({
  pieces: inPieces(text),
  ...more,
});

/** The fake provider (fake-openai.ts) on 127.0.0.1; closing it ends the waits of answers still held back. */
async function serveFake(script: FakeOpenAiScript) {
  const fake = fakeOpenAi(script);
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, fake.handle);
  return {
    ...fake,
    baseURL: `http://127.0.0.1:${server.addr.port}/v1`,
    close: () => {
      fake.stop();
      return server.shutdown();
    },
  };
}

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

/**
 * A handler whose analyses are recorded as record_growth_analysis would (the first one per submission)
 * and whose configuration faults are collected.
 */
function recordingHandler(options: Partial<HandlerOptions>) {
  const recorded: Omit<RecordInput, 'requestId' | 'answers'>[] = [];
  const faults: FaultCause[] = [];
  const handle = handler({
    apiKey: 'sk-test',
    ...options,
    recordAnalysis: ({ requestId: _, answers: __, scorecard: ___, ...input }) => {
      recorded.push(input);
      const first = recorded[0]!;
      return Promise.resolve({ analysis: first.analysis, offline: first.offline, emailed: true });
    },
    reportFault: ({ cause }) => {
      faults.push(cause);
      return Promise.resolve();
    },
  });
  return { handle, recorded, faults };
}

type Shown = { analysis: string; offline: boolean; emailed?: boolean };
const shown = async (response: Response) => (await response.json()) as Shown;

Deno.test(
  'asks the first default model through the Responses API, streamed, and returns its text',
  async () => {
    const provider = await serveFake({ replies: [streamed(`  ${wellShaped}  `)] });
    try {
      const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL });
      const response = await handle(post({ ...answers, requestId }));
      assertEquals(response.status, 200);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      assertEquals(await shown(response), { analysis: wellShaped, offline: false, emailed: true });
      assertEquals(provider.received, [
        {
          model: 'gpt-6-luna',
          instructions: SYSTEM_PROMPT,
          input: userMessage(answers),
          store: false,
          stream: true,
          max_output_tokens: 4000,
          reasoning: { effort: 'low' },
        },
      ]);
      assertEquals(recorded, [{ analysis: wellShaped, offline: false, model: 'gpt-6-luna' }]);
    } finally {
      await provider.close();
    }
  },
);

Deno.test('the default list is the one place its models are named, checked on a date', () => {
  assertEquals(DEFAULT_MODELS[0], 'gpt-6-luna');
});

Deno.test(
  'OPENAI_MODEL is an ordered list: a shut-down first model is passed over for the next',
  async () => {
    const provider = await serveFake({
      models: [...healthyModels, { id: 'gpt-5-mini', shutdown_date: '2026-12-11' }],
      replies: [streamed(wellShaped)],
    });
    try {
      const { handle, faults, recorded } = recordingHandler({
        baseURL: provider.baseURL,
        model: ' gpt-3.5-turbo, gpt-5-mini ,gpt-4o-mini',
        now: () => new Date('2026-12-11T09:00:00Z'),
      });
      assertEquals((await shown(await handle(post({ ...answers, requestId })))).offline, false);
      // gpt-3.5-turbo shut down in October, gpt-5-mini on this very day.
      assertEquals(
        provider.received.map((request) => request.model),
        ['gpt-4o-mini'],
      );
      assertEquals(faults, []);
      // The dates go with the analysis, for the weekly summary to name the models shutting down.
      assertEquals(recorded[0]!.modelShutdowns, [
        { model: 'gpt-3.5-turbo', shutdownDate: '2026-10-23' },
        { model: 'gpt-5-mini', shutdownDate: '2026-12-11' },
        { model: 'gpt-4o-mini', shutdownDate: '2027-01-14' },
      ]);
    } finally {
      await provider.close();
    }
  },
);

Deno.test('a key that can use no model of the list: the rules answer and the owner is told', async () => {
  const provider = await serveFake({
    models: [{ id: 'gpt-3.5-turbo', shutdown_date: '2026-10-23' }],
    replies: [streamed(wellShaped)],
  });
  try {
    const { handle, recorded, faults } = recordingHandler({
      baseURL: provider.baseURL,
      model: 'gpt-3.5-turbo,o3',
    });
    const body = await quietly(async () => shown(await handle(post({ ...answers, requestId }))));
    assertEquals(body.offline, true);
    assertEquals(provider.received.length, 0);
    assertEquals(faults, ['model-not-found']);
    assertEquals(
      recorded.map((r) => [r.offline, r.reason]),
      [[true, 'model-not-found']],
    );
  } finally {
    await provider.close();
  }
});

Deno.test('the list of models is asked once an hour, not per analysis', async () => {
  const provider = await serveFake({ replies: [streamed(wellShaped)] });
  try {
    const handle = handler({ apiKey: 'sk-test', baseURL: provider.baseURL });
    for (let i = 0; i < 3; i += 1) assertEquals((await shown(await handle(post(answers)))).offline, false);
    assertEquals([provider.received.length, provider.modelListsAsked.count], [3, 1]);
  } finally {
    await provider.close();
  }
});

for (const model of ['gpt-4o-mini', 'gpt-4.1']) {
  Deno.test(
    `a chat model (${model}) gets max_output_tokens 500, temperature 0.7 and no reasoning`,
    async () => {
      const provider = await serveFake({
        models: [{ id: model, shutdown_date: null }],
        replies: [streamed(wellShaped)],
      });
      try {
        await handler({ apiKey: 'sk-test', model, baseURL: provider.baseURL })(post(answers));
        const { max_output_tokens, temperature, reasoning, max_tokens } = provider.received[0]!;
        assertEquals(
          { max_output_tokens, temperature, reasoning, max_tokens },
          { max_output_tokens: 500, temperature: 0.7, reasoning: undefined, max_tokens: undefined },
        );
      } finally {
        await provider.close();
      }
    },
  );
}

for (const [model, reasoning] of [
  ['o4-mini', { effort: 'low' }],
  ['gpt-5.1', { effort: 'low' }],
  ['gpt-6.1-terra', { effort: 'low' }],
  ['gpt-5.1-chat-latest', undefined],
] as const) {
  Deno.test(`a reasoning model (${model}) gets no temperature and room to reason`, async () => {
    const provider = await serveFake({
      models: [{ id: model, shutdown_date: null }],
      replies: [streamed(wellShaped)],
    });
    try {
      await handler({ apiKey: 'sk-test', model, baseURL: provider.baseURL })(post(answers));
      const { max_output_tokens, temperature, reasoning: sent } = provider.received[0]!;
      assertEquals(
        { max_output_tokens, temperature, reasoning: sent },
        { max_output_tokens: 4000, temperature: undefined, reasoning },
      );
    } finally {
      await provider.close();
    }
  });
}

Deno.test('a 429 is retried, then the analysis comes through', async () => {
  const provider = await serveFake({
    replies: [{ ...apiError(429, 'rate_limit_exceeded'), headers: retrySoon }, streamed(wellShaped)],
  });
  try {
    const response = await handler({ apiKey: 'sk-test', baseURL: provider.baseURL })(post(answers));
    assertEquals(await shown(response), { analysis: wellShaped, offline: false });
    assertEquals(provider.received.length, 2);
  } finally {
    await provider.close();
  }
});

Deno.test(
  'a provider that keeps failing: one retry, then the offline analysis (200), stored once',
  async () => {
    const provider = await serveFake({ replies: [{ ...apiError(500, 'server_error'), headers: retrySoon }] });
    try {
      const { handle, recorded, faults } = recordingHandler({ baseURL: provider.baseURL });
      const response = await quietly(() => handle(post({ ...answers, requestId })));
      assertEquals(response.status, 200);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      const body = await shown(response);
      assertEquals([body.offline, body.emailed], [true, true]);
      assertEquals(provider.received.length, 2);
      assertEquals(recorded, [{ analysis: body.analysis, offline: true, reason: 'provider-failed' }]);
      // An outage is not the owner's to fix: no alert.
      assertEquals(faults, []);
    } finally {
      await provider.close();
    }
  },
);

for (const [what, reply, cause, tries] of [
  ['a refused key (401)', apiError(401, 'invalid_api_key'), 'key-refused', 1],
  ['a model the project may not use (404)', apiError(404, 'model_not_found'), 'model-not-found', 1],
  ['no quota (429 insufficient_quota)', apiError(429, 'insufficient_quota'), 'no-quota', 2],
  ['a refused region (403)', apiError(403, 'unsupported_country_region_territory'), 'region-refused', 1],
  ['a restricted key (403)', apiError(403, null, 'You have insufficient permissions'), 'access-refused', 1],
] as const) {
  Deno.test(`${what} is a configuration fault: the rules answer and the owner is told`, async () => {
    const provider = await serveFake({ replies: [{ ...reply, headers: retrySoon }] });
    try {
      const { handle, recorded, faults } = recordingHandler({ baseURL: provider.baseURL });
      const body = await quietly(async () => shown(await handle(post({ ...answers, requestId }))));
      assertEquals(body.offline, true);
      assertEquals(faults, [cause]);
      assertEquals(
        recorded.map((r) => r.reason),
        [cause],
      );
      assertEquals(provider.received.length, tries);
    } finally {
      await provider.close();
    }
  });
}

Deno.test('a key refused when the models are listed: the owner is told, no analysis is asked', async () => {
  const provider = await serveFake({
    models: apiError(401, 'invalid_api_key'),
    replies: [streamed(wellShaped)],
  });
  try {
    const { handle, faults } = recordingHandler({ baseURL: provider.baseURL });
    assertEquals((await quietly(async () => shown(await handle(post(answers))))).offline, true);
    assertEquals([faults, provider.received.length], [['key-refused'], 0]);
  } finally {
    await provider.close();
  }
});

Deno.test('a list of models out of reach (500): the first model of the list is tried', async () => {
  const provider = await serveFake({
    models: { ...apiError(500, 'server_error'), headers: retrySoon },
    replies: [streamed(wellShaped)],
  });
  try {
    const { handle, faults } = recordingHandler({ baseURL: provider.baseURL, model: 'gpt-6.1-terra' });
    assertEquals((await quietly(async () => shown(await handle(post(answers))))).offline, false);
    assertEquals([faults, provider.received.map((r) => r.model)], [[], ['gpt-6.1-terra']]);
  } finally {
    await provider.close();
  }
});

for (const [what, end, reason] of [
  ['cut mid-text', 'cut', 'provider-failed'],
  ['an error event', 'error', 'provider-failed'],
  ['stopped by the output budget', 'incomplete', 'provider-failed'],
] as const) {
  Deno.test(`a stream ${what}: the rules' analysis, never the half text`, async () => {
    const provider = await serveFake({ replies: [streamed(wellShaped, { end })] });
    try {
      const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL });
      const body = await quietly(async () => shown(await handle(post({ ...answers, requestId }))));
      assertEquals(body.offline, true);
      assertEquals(body.analysis.includes('Call five users who stopped'), true);
      assertEquals(body.analysis.includes('book a strategy call.'), false);
      assertEquals(
        recorded.map((r) => r.reason),
        [reason],
      );
    } finally {
      await provider.close();
    }
  });
}

Deno.test('a reply of the wrong shape (no bullets): the rules answer, and say so', async () => {
  const provider = await serveFake({
    replies: [streamed('As an AI, I would rather not give advice on this. '.repeat(4))],
  });
  try {
    const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL });
    const body = await quietly(async () => shown(await handle(post({ ...answers, requestId }))));
    assertEquals(body, { analysis: offlineAnalysis(answers), offline: true, emailed: true });
    assertEquals(
      recorded.map((r) => r.reason),
      ['wrong-shape'],
    );
  } finally {
    await provider.close();
  }
});

Deno.test('a link to another site in the model’s text is dropped before it is shown or stored', async () => {
  const linked = wellShaped.replace(
    'book a strategy call.',
    '[book a strategy call](https://www.example.com/book-call), or see [this tool](https://evil.example).',
  );
  const provider = await serveFake({ replies: [streamed(linked)] });
  try {
    const { handle, recorded } = recordingHandler({
      baseURL: provider.baseURL,
      siteUrl: 'https://www.example.com',
    });
    const body = await shown(await handle(post({ ...answers, requestId })));
    const expected = wellShaped.replace(
      'book a strategy call.',
      '[book a strategy call](/book-call), or see this tool.',
    );
    assertEquals([body.analysis, recorded[0]!.analysis], [expected, expected]);
  } finally {
    await provider.close();
  }
});

Deno.test('a provider that answers with no text: the offline analysis, not an error', async () => {
  const provider = await serveFake({ replies: [streamed('   ')] });
  try {
    const response = await quietly(() =>
      handler({ apiKey: 'sk-test', baseURL: provider.baseURL })(post(answers)),
    );
    assertEquals(response.status, 200);
    assertEquals((await shown(response)).offline, true);
  } finally {
    await provider.close();
  }
});

Deno.test('a provider that hangs: the offline analysis at the deadline, stored once', async () => {
  const provider = await serveFake({ replies: [streamed(wellShaped, { delayMs: 60_000 })] });
  try {
    const { handle, recorded } = recordingHandler({ baseURL: provider.baseURL, providerDeadlineMs: 400 });
    const started = Date.now();
    const response = await quietly(() => handle(post({ ...answers, requestId })));
    const elapsed = Date.now() - started;
    assertEquals(response.status, 200);
    assertEquals((await shown(response)).offline, true);
    // Answered at the deadline, not when the provider finally would have.
    assertEquals(elapsed >= 400 && elapsed < 5_000, true, `answered after ${elapsed} ms`);
    assertEquals(provider.received.length, 1);
    assertEquals(
      recorded.map((r) => [r.offline, r.reason]),
      [[true, 'deadline']],
    );
  } finally {
    await provider.close();
  }
});

Deno.test('a slow provider within the deadline: its analysis is shown', async () => {
  const provider = await serveFake({ replies: [streamed(wellShaped, { delayMs: 300 })] });
  try {
    const response = await handler({
      apiKey: 'sk-test',
      baseURL: provider.baseURL,
      providerDeadlineMs: 3_000,
    })(post(answers));
    assertEquals(await shown(response), { analysis: wellShaped, offline: false });
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
    const provider = await serveFake({
      replies: [{ ...apiError(503, 'busy'), headers: { 'retry-after': '2' } }, streamed(wellShaped)],
    });
    try {
      const started = Date.now();
      const response = await quietly(() =>
        handler({ apiKey: 'sk-test', baseURL: provider.baseURL, providerDeadlineMs: 400 })(post(answers)),
      );
      const elapsed = Date.now() - started;
      assertEquals((await shown(response)).offline, true);
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
  assertEquals(body.analysis, offlineAnalysis(answers));
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
  const provider = await serveFake({ replies: [streamed(wellShaped)] });
  try {
    const { budget, charged } = fakeBudget('offline');
    const response = await createGrowthAnalysisHandler({
      apiKey: 'sk-test',
      baseURL: provider.baseURL,
      budget,
    })(post(answers));
    assertEquals(response.status, 200);
    assertEquals(((await response.json()) as { offline: boolean }).offline, true);
    assertEquals([provider.received.length, provider.modelListsAsked.count], [0, 0]);
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
    const input = recorded[0] as RecordInput;
    assertEquals(
      [input.requestId, input.answers, input.offline, input.reason, input.scorecard],
      [requestId, answers, true, 'no-key', scorecard(answers)],
    );

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
  assertEquals(body.analysis, offlineAnalysis(answers));
});
