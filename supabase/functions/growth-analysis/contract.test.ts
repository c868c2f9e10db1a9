// Run with: npm run test:functions (after npm install). The requests this function sends and the stream it
// reads (as our fake provider writes them) are checked against the provider's own contract, so the fake
// cannot drift from it: the types of the `openai` package, which OpenAI generates from its published
// OpenAPI description, made JSON Schemas (ts-json-schema-generator) from the copy npm installed, the same
// version the function imports.
import { deepStrictEqual as assertEquals, notDeepStrictEqual as assertNotEquals } from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv/dist/ajv.js';
import { createGenerator } from 'ts-json-schema-generator';
import type { DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { fakeOpenAi, healthyModels, inPieces, streamEvents } from './fake-openai.ts';
import { createGrowthAnalysisHandler } from './handler.ts';

const sdk = new URL('../../../node_modules/openai/', import.meta.url);

/** Each stream event this function reads or the fake writes, and its type in the package. */
const eventTypes: Record<string, string> = {
  'response.created': 'ResponseCreatedEvent',
  'response.output_item.added': 'ResponseOutputItemAddedEvent',
  'response.content_part.added': 'ResponseContentPartAddedEvent',
  'response.output_text.delta': 'ResponseTextDeltaEvent',
  'response.output_text.done': 'ResponseTextDoneEvent',
  'response.completed': 'ResponseCompletedEvent',
  'response.incomplete': 'ResponseIncompleteEvent',
  'response.failed': 'ResponseFailedEvent',
  error: 'ResponseErrorEvent',
};

/**
 * The package's types as JSON Schemas, closed: a property the type does not declare is refused, in what
 * the function sends and in what the fake writes alike.
 */
async function contract() {
  const { version } = JSON.parse(await readFile(new URL('package.json', sdk), 'utf8')) as { version: string };
  const { imports } = JSON.parse(await readFile(new URL('deno.json', import.meta.url), 'utf8')) as {
    imports: Record<string, string>;
  };
  assertEquals(`npm:openai@${version}`, imports.openai, 'node_modules holds the openai the function imports');
  const generator = createGenerator({
    path: new URL('resources/index.d.ts', sdk).pathname,
    skipTypeCheck: true,
    additionalProperties: false,
    jsDoc: 'none',
  });
  const events = generator.createSchema('ResponseStreamEvent');
  // A Response's `output_text` is the package's own (it joins the output's text), never on the wire.
  const response = events.definitions!.Response as { required: string[] };
  response.required = response.required.filter((name) => name !== 'output_text');
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ ...generator.createSchema('ResponseCreateParamsStreaming'), $id: 'request' });
  ajv.addSchema({ ...events, $id: 'event' });
  ajv.addSchema({ ...generator.createSchema('Model'), $id: 'model' });
  const validate = (schema: string, value: unknown) => {
    const check = ajv.getSchema(schema)!;
    return check(value) ? [] : (check.errors ?? []).slice(0, 5);
  };
  return { version, validate };
}

const answers: DiagnosticAnswers = {
  stage: 'series-a',
  challenge: 'monetization',
  validationStrategy: 'running-experiments',
  monetizationStrategy: 'freemium',
  pricingConfidence: 2,
  retention: '40-70',
  needs: ['monetization'],
};

const analysis =
  '**Your likely bottleneck:** turning free users into paying ones.\n\n- Measure free-to-paid conversion by cohort.\n- Test one paywall change on half of new signups.\n\n**Recommendation:** get the growth playbook.';

/** The request the function sends for `model`, as the package puts it on the wire (to the fake). */
async function requestFor(model: string) {
  const fake = fakeOpenAi({
    models: [{ id: model, shutdown_date: null }],
    replies: [{ pieces: inPieces(analysis) }],
  });
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, fake.handle);
  try {
    await createGrowthAnalysisHandler({
      apiKey: 'sk-test',
      model,
      baseURL: `http://127.0.0.1:${server.addr.port}/v1`,
      budget: () => Promise.resolve('ai'),
    })(
      new Request('http://localhost/', {
        method: 'POST',
        body: JSON.stringify(answers),
        headers: { 'cf-connecting-ip': '203.0.113.7' },
      }),
    );
    return fake.received[0]!;
  } finally {
    fake.stop();
    await server.shutdown();
  }
}

Deno.test('the requests, the list of models and the stream fit the openai package’s contract', async () => {
  const { version, validate } = await contract();

  // What the function sends, for a reasoning and a chat model.
  const sent = { reasoning: await requestFor('gpt-6-luna'), chat: await requestFor('gpt-4o-mini') };
  assertEquals(validate('request', sent.reasoning), [], `the request for gpt-6-luna (openai ${version})`);
  assertEquals(validate('request', sent.chat), [], 'the request for gpt-4o-mini');
  // The check can fail: a parameter of Chat Completions, or a setting of the wrong kind, is refused.
  assertNotEquals(validate('request', { ...sent.chat, max_tokens: 500 }), []);
  assertNotEquals(validate('request', { ...sent.reasoning, reasoning: { effort: 'lowest' } }), []);
  assertNotEquals(validate('request', { ...sent.reasoning, stream: false }), []);

  // The list of models the choice reads. Its shutdown_date is newer than the package's type (provider.ts
  // reads it when it is there), so it is the one field left out here.
  for (const { shutdown_date: _, ...model } of healthyModels)
    assertEquals(
      validate('model', { object: 'model', created: 0, owned_by: 'system', ...model }),
      [],
      model.id,
    );
  assertNotEquals(validate('model', { object: 'model', created: 0, owned_by: 'system' }), []);

  // Every event of a stream as the fake writes it, whole, incomplete or failed: each against its own type.
  for (const end of ['completed', 'incomplete', 'error'] as const)
    for (const { frame } of streamEvents('gpt-6-luna', { pieces: inPieces(analysis), end })) {
      const event = JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as { type: string };
      const type = eventTypes[event.type];
      assertEquals(Boolean(type), true, `an event this function does not expect: ${event.type}`);
      assertEquals(validate(`event#/definitions/${type}`, event), [], event.type);
      assertEquals(validate('event', event), [], event.type);
    }
  // A delta that is not text, or an event with a field of our own invention, is refused.
  const [delta] = [...streamEvents('gpt-6-luna', { pieces: ['Hi'] })]
    .map(({ frame }) => JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as { type: string })
    .filter((event) => event.type === 'response.output_text.delta');
  assertEquals(validate('event#/definitions/ResponseTextDeltaEvent', delta), []);
  assertNotEquals(validate('event#/definitions/ResponseTextDeltaEvent', { ...delta, delta: 7 }), []);
  assertNotEquals(validate('event#/definitions/ResponseTextDeltaEvent', { ...delta, text: 'Hi' }), []);
});
