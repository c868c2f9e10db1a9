// Run with: npm run test:functions, with OPENAI_OPENAPI_SPEC naming a copy of OpenAI's published OpenAPI
// description (openai/openai-openapi, openapi.json), the copy pinned below by its hash. The requests this
// function sends and the stream it reads (as our fake provider writes them) are checked against it, so the
// fake cannot drift from the provider's own contract.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { fakeOpenAi, healthyModels, inPieces, streamEvents } from './fake-openai.ts';
import { createGrowthAnalysisHandler } from './handler.ts';

/** The description the contract was checked against: its commit upstream and its SHA-256. */
export const PINNED_SPEC = {
  commit: 'f85dbe223d40e1a31cba812ab2d755c7e98a92a3',
  date: '2026-08-21',
  sha256: 'bbfd19abcde0e7412da99378deb2a959ccdd3a812f97c9e35901921e8e973f9a',
};

const specPath = Deno.env.get('OPENAI_OPENAPI_SPEC');

/** Each stream event this function reads or the fake writes, and its schema in the description. */
const eventSchemas: Record<string, string> = {
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

async function contract() {
  const bytes = await Deno.readFile(specPath!);
  const digest = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  assertEquals(digest, PINNED_SPEC.sha256, 'OPENAI_OPENAPI_SPEC is not the pinned description');
  const spec = JSON.parse(new TextDecoder().decode(bytes)) as {
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: 'openai', components: spec.components });
  const validate = (name: string, value: unknown) => {
    const check = ajv.getSchema(`openai#/components/schemas/${name}`)!;
    return check(value) ? [] : (check.errors ?? []).slice(0, 5);
  };
  /** Every property a schema declares, through its allOf/anyOf and references. */
  const declared = (name: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>();
    const walk = (schema: Record<string, unknown> | undefined) => {
      if (!schema) return;
      const ref = schema.$ref as string | undefined;
      if (ref) {
        const target = ref.split('/').at(-1)!;
        if (!seen.has(target)) (seen.add(target), walk(spec.components.schemas[target]));
      }
      for (const key of Object.keys((schema.properties as object | undefined) ?? {})) found.add(key);
      for (const part of [...((schema.allOf as []) ?? []), ...((schema.anyOf as []) ?? [])]) walk(part);
    };
    walk(spec.components.schemas[name]);
    return found;
  };
  return { validate, declared, schemas: spec.components.schemas };
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

Deno.test({
  name: `the requests and the stream fit OpenAI's OpenAPI description (commit ${PINNED_SPEC.commit.slice(0, 7)}; set OPENAI_OPENAPI_SPEC)`,
  ignore: !specPath,
  fn: async () => {
    const { validate, declared } = await contract();

    // What the function sends, for a reasoning and a chat model, as the package puts it on the wire.
    for (const model of ['gpt-6-luna', 'gpt-4o-mini']) {
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
        const [sent] = fake.received;
        assertEquals(validate('CreateResponse', sent), [], `the request for ${model}`);
        const known = declared('CreateResponse');
        assertEquals(
          Object.keys(sent!).filter((key) => !known.has(key)),
          [],
          'parameters the API does not declare',
        );
      } finally {
        fake.stop();
        await server.shutdown();
      }
    }

    // The list of models the choice reads, with the shutdown date it depends on.
    assertEquals(
      validate('ListModelsResponse', {
        object: 'list',
        data: healthyModels.map((model) => ({ object: 'model', created: 0, owned_by: 'system', ...model })),
      }),
      [],
    );
    assertEquals(declared('Model').has('shutdown_date'), true);

    // Every event of a stream as the fake writes it, whole, cut off, incomplete or failed.
    for (const end of ['completed', 'incomplete', 'error'] as const)
      for (const { frame } of streamEvents('gpt-6-luna', { pieces: inPieces(analysis), end })) {
        const event = JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as { type: string };
        const schema = eventSchemas[event.type];
        assertEquals(Boolean(schema), true, `an event the description does not list: ${event.type}`);
        assertEquals(validate(schema!, event), [], event.type);
        assertEquals(validate('ResponseStreamEvent', event), [], event.type);
      }
  },
});
