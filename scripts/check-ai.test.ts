// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../supabase/functions/growth-analysis/fake-openai.ts';
import { serveFakeOpenAi } from '../tests/fake-openai-server.ts';
import { checkAi } from './check-ai.ts';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function provider(models: Parameters<typeof serveFakeOpenAi>[0]['models']) {
  const fake = await serveFakeOpenAi({ models, replies: [] });
  close = fake.close;
  return fake.baseURL;
}

describe('npm run check:ai', () => {
  it('names the model the function would use and why not each other one', async () => {
    const baseURL = await provider([
      { id: 'gpt-3.5-turbo', shutdown_date: '2026-10-23' },
      { id: 'gpt-4o-mini', shutdown_date: '2027-01-14' },
      { id: 'gpt-6-luna', shutdown_date: null },
    ]);
    const { ok, lines } = await checkAi(
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'gpt-3.5-turbo, o3, gpt-4o-mini, gpt-6-luna, gpt-9',
        OPENAI_BASE_URL: baseURL,
      },
      '2026-12-20',
    );
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'OPENAI_MODEL, in order: gpt-3.5-turbo, o3, gpt-4o-mini, gpt-6-luna, gpt-9',
      'Not gpt-3.5-turbo: shut down on 2026-10-23.',
      'Not o3: not offered to this key (GET /v1/models does not list it).',
      'Would use: gpt-4o-mini.',
      'Not gpt-6-luna: gpt-4o-mini comes first (gpt-6-luna can be used if it stops).',
      'Not gpt-9: gpt-4o-mini comes first (gpt-9 cannot be used either: not offered to this key (GET /v1/models does not list it)).',
      'Warning: gpt-4o-mini shuts down on 2027-01-14; put a newer model before it in OPENAI_MODEL.',
    ]);
  });

  it('says a refused key is one, with the fix, and fails', async () => {
    const baseURL = await provider(apiError(401, 'invalid_api_key', 'Incorrect API key provided'));
    const { ok, lines } = await checkAi({ OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: baseURL });
    expect(ok).toBe(false);
    expect(lines[0]).toMatch(/^OPENAI_MODEL is not set: the default list \(checked on 2026-12-07\)/);
    expect(lines.at(-1)).toMatch(/^That is the OpenAI key was refused\. Create a new secret key/);
  });

  it('without a key, says the rules write every analysis', async () => {
    expect((await checkAi({})).lines.at(-1)).toBe(
      'OPENAI_API_KEY is not set: every analysis is written by the fixed rules.',
    );
  });
});
