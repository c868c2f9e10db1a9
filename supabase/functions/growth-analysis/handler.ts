import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { offlineAnalysis, parseAnswers, SYSTEM_PROMPT, userMessage } from '../_shared/growth-diagnostic.ts';

/** The model's settings (docs/product/diagnostic.md, "The analysis"); OPENAI_MODEL overrides the model. */
export const DEFAULT_MODEL = 'gpt-3.5-turbo';
export const MAX_COMPLETION_TOKENS = 500;
export const TEMPERATURE = 0.7;
/**
 * A reasoning model spends part of `max_completion_tokens` thinking before it writes; with only the 500 a
 * short answer needs it often stops with nothing written. Its budget leaves room for both.
 */
export const REASONING_MAX_COMPLETION_TOKENS = 4000;

/**
 * The o-series and the gpt-5 family reason before answering and refuse a `temperature` other than the
 * default, so they are sent none. Leaving it out is always accepted, so a wrong guess here is harmless.
 */
export function isReasoningModel(model: string): boolean {
  return /^(o\d|gpt-5)/i.test(model.trim());
}

/** The chat-completions settings for `model`: `max_completion_tokens` (`max_tokens` is deprecated). */
export function completionSettings(model: string): { max_completion_tokens: number; temperature?: number } {
  return isReasoningModel(model)
    ? { max_completion_tokens: REASONING_MAX_COMPLETION_TOKENS }
    : { max_completion_tokens: MAX_COMPLETION_TOKENS, temperature: TEMPERATURE };
}

/** Answers are a few hundred bytes; anything much larger is not the quiz. */
const MAX_BODY_BYTES = 4096;

export type HandlerOptions = {
  /** OPENAI_API_KEY. Without one, the analysis is the offline one, built from the answers by fixed rules. */
  apiKey?: string;
  /** OPENAI_MODEL. */
  model?: string;
  /** The provider's API base (tests point it at a local fake). */
  baseURL?: string;
  /** Requests one client may make per window, against abuse of the paid API. */
  budget?: { requests: number; windowMs: number };
  now?: () => number;
};

export type AnalysisResponse = { analysis: string; offline: boolean };

/** A client's address as the platform's proxy reports it; all unknown callers share one budget. */
function clientKey(request: Request): string {
  return (
    request.headers.get('cf-connecting-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

/** A fixed-window request budget per client, kept in this instance's memory. */
function requestBudget({ requests, windowMs }: { requests: number; windowMs: number }, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): number | null => {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear(); // bound memory under a flood of addresses
      windows.set(key, { start: time, count: 1 });
      return null;
    }
    current.count += 1;
    return current.count > requests ? Math.ceil((current.start + windowMs - time) / 1000) : null;
  };
}

/**
 * The `growth-analysis` Edge Function as a plain `Request → Response` handler: Deno serves it when deployed
 * (index.ts) and the local backend runs the same code under Node. Every answer carries the CORS headers;
 * bad input is a 4xx with a JSON `error`, a provider failure a 502, never a 500.
 */
export function createGrowthAnalysisHandler(options: HandlerOptions = {}) {
  const overBudget = requestBudget(
    options.budget ?? { requests: 10, windowMs: 10 * 60_000 },
    options.now ?? Date.now,
  );
  let client: Promise<import('openai').default> | undefined;
  const openai = (apiKey: string) =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) => new OpenAI({ apiKey, baseURL: options.baseURL }),
    ));

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST')
      return jsonResponse(405, { error: 'Use POST with the answers as JSON.' }, { Allow: 'POST, OPTIONS' });

    const retryAfter = overBudget(clientKey(request));
    if (retryAfter !== null)
      return jsonResponse(
        429,
        { error: 'Too many analyses requested from this address. Please try again later.' },
        { 'Retry-After': String(retryAfter) },
      );

    const text = await request.text();
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
      return jsonResponse(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { error: 'The body must be JSON.' });
    }
    const parsed = parseAnswers(body);
    if (!parsed.ok) return jsonResponse(400, { error: parsed.error });

    if (!options.apiKey) {
      const offline: AnalysisResponse = { analysis: offlineAnalysis(parsed.answers), offline: true };
      return jsonResponse(200, offline);
    }

    try {
      const model = options.model?.trim() || DEFAULT_MODEL;
      const completion = await (
        await openai(options.apiKey)
      ).chat.completions.create({
        model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(parsed.answers) },
        ],
        ...completionSettings(model),
      });
      const analysis = completion.choices[0]?.message?.content?.trim();
      if (!analysis) return jsonResponse(502, { error: 'The analysis service returned no analysis.' });
      const answer: AnalysisResponse = { analysis, offline: false };
      return jsonResponse(200, answer);
    } catch (error) {
      // The package has already retried what is worth retrying (408, 409, 429, 5xx) with backoff.
      console.error('growth-analysis: the provider failed', error);
      return jsonResponse(502, { error: 'Failed to generate growth analysis. Please try again.' });
    }
  };
}
