// Run with: npm run test:functions. The analysis streamed to the browser as server-sent events.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { offlineAnalysis, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { fakeOpenAi, inPieces, type FakeOpenAiScript } from './fake-openai.ts';
import { createGrowthAnalysisHandler } from './handler.ts';
import { linkSafeText } from './stream.ts';

const answers: DiagnosticAnswers = {
  stage: 'post-seed',
  challenge: 'retention',
  validationStrategy: 'talking-to-users',
  monetizationStrategy: 'subscription',
  pricingConfidence: 3,
  retention: 'below-40',
  needs: ['retention'],
};

const analysis = [
  '**Your likely bottleneck:** keeping the customers you already win.',
  '',
  '- Call five customers who stopped in their first month and ask what they were trying to get done.',
  '- Find the one thing your retained customers did in their first week, and lead every new one to it.',
  '',
  '**Recommendation:** book a strategy call.',
].join('\n');

async function serveFake(script: FakeOpenAiScript) {
  const fake = fakeOpenAi(script);
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, fake.handle);
  return {
    ...fake,
    baseURL: `http://127.0.0.1:${server.addr.port}/v1`,
    close: () => (fake.stop(), server.shutdown()),
  };
}

type Event = { name: string; data: { text?: string; analysis?: string; offline?: boolean }; at: number };

/** The events of a streamed answer, each with the time it arrived (ms since `started`). */
async function events(response: Response, started: number): Promise<Event[]> {
  const seen: Event[] = [];
  let buffer = '';
  for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(frame)![1]!;
      seen.push({ name, data: JSON.parse(/^data: (.*)$/m.exec(frame)![1]!), at: Date.now() - started });
    }
  }
  return seen;
}

function ask(baseURL: string, recorded: string[] = []) {
  return createGrowthAnalysisHandler({
    apiKey: 'sk-test',
    baseURL,
    siteUrl: 'https://www.example.com',
    budget: () => Promise.resolve('ai'),
    recordAnalysis: (input) => {
      recorded.push(input.analysis);
      return Promise.resolve({ analysis: input.analysis, offline: input.offline, emailed: true });
    },
  })(
    new Request('http://localhost/functions/v1/growth-analysis', {
      method: 'POST',
      body: JSON.stringify({ ...answers, requestId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' }),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'cf-connecting-ip': '203.0.113.7',
      },
    }),
  );
}

Deno.test('words arrive as the model writes them; the complete text comes last, stored once', async () => {
  const pieces = inPieces(analysis);
  const provider = await serveFake({ replies: [{ pieces, pieceDelayMs: 20 }] });
  try {
    const recorded: string[] = [];
    const started = Date.now();
    const response = await ask(provider.baseURL, recorded);
    assertEquals(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assertEquals(response.headers.get('access-control-allow-origin'), '*');
    const seen = await events(response, started);
    const deltas = seen.filter((event) => event.name === 'delta');
    const done = seen.at(-1)!;
    assertEquals(done.name, 'done');
    assertEquals(done.data, { analysis, offline: false, emailed: true });
    assertEquals(deltas.map((event) => event.data.text).join(''), analysis);
    // The first words were on their way while the model still had most of its text to write.
    const writing = pieces.length * 20;
    assertEquals(
      deltas.length > 20 && deltas[0]!.at < done.at - writing / 2,
      true,
      `first words at ${deltas[0]?.at} ms, the whole at ${done.at} ms`,
    );
    assertEquals(recorded, [analysis]);
  } finally {
    await provider.close();
  }
});

Deno.test(
  'a stream that breaks: the words shown are replaced by the rules’ analysis, never kept half',
  async () => {
    const provider = await serveFake({ replies: [{ pieces: inPieces(analysis).slice(0, 25), end: 'cut' }] });
    const logged = console.error;
    console.error = () => {};
    try {
      const recorded: string[] = [];
      const seen = await events(await ask(provider.baseURL, recorded), Date.now());
      assertEquals(seen.filter((event) => event.name === 'delta').length > 0, true);
      assertEquals(seen.at(-1)!.data, { analysis: offlineAnalysis(answers), offline: true, emailed: true });
      assertEquals(recorded, [offlineAnalysis(answers)]);
    } finally {
      console.error = logged;
      await provider.close();
    }
  },
);

Deno.test('a link to another site never reaches the screen, not even for a moment', async () => {
  const linked = analysis.replace(
    'book a strategy call.',
    'see [this tool](https://evil.example/x) or www.spam.example, and [book a call](https://www.example.com/book-call).',
  );
  const provider = await serveFake({ replies: [{ pieces: inPieces(linked) }] });
  try {
    const seen = await events(await ask(provider.baseURL), Date.now());
    const streamed = seen
      .filter((event) => event.name === 'delta')
      .map((event) => event.data.text)
      .join('');
    assertEquals(/evil|spam/.test(streamed), false);
    assertEquals(streamed.endsWith('see this tool or, and [book a call](/book-call).'), true, streamed);
    assertEquals(seen.at(-1)!.data.analysis, streamed);
  } finally {
    await provider.close();
  }
});

Deno.test('the link filter holds a line from its first sign of a link until the line is whole', () => {
  const filter = linkSafeText('https://www.example.com');
  assertEquals(filter.push('Read the '), 'Read the ');
  assertEquals(filter.push('[play'), '');
  assertEquals(filter.push('book](/growth-playbook) and [x](https://evil'), '');
  assertEquals(filter.push('.example) today.\nNext'), '[playbook](/growth-playbook) and x today.\n');
  assertEquals(filter.push(' line'), 'Next ');
  assertEquals(filter.end(), 'line');
});

Deno.test('without a key, the stream is the rules’ analysis in one event', async () => {
  const response = await createGrowthAnalysisHandler({ budget: () => Promise.resolve('offline') })(
    new Request('http://localhost/', {
      method: 'POST',
      body: JSON.stringify(answers),
      headers: { Accept: 'text/event-stream', 'cf-connecting-ip': '203.0.113.7' },
    }),
  );
  const seen = await events(response, Date.now());
  assertEquals(
    seen.map((event) => [event.name, event.data]),
    [['done', { analysis: offlineAnalysis(answers), offline: true }]],
  );
});
