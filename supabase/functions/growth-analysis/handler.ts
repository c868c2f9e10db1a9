import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import {
  offlineAnalysis,
  parseAnswers,
  SYSTEM_PROMPT,
  userMessage,
  type DiagnosticAnswers,
} from '../_shared/growth-diagnostic.ts';
import { ANALYSIS_LIMITS, type AnalysisBudget } from './budget.ts';

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

/**
 * How long the provider has to answer, retry included: past it the visitor gets the offline analysis
 * rather than a spinner held until the host's limit (the package's own default is 10 minutes).
 */
export const PROVIDER_DEADLINE_MS = 20_000;
/** One retry (408, 409, 429 and 5xx), within the same deadline; the package's default is 2. */
export const PROVIDER_MAX_RETRIES = 1;

/** Answers are a few hundred bytes; anything much larger is not the quiz. */
const MAX_BODY_BYTES = 4096;

export type HandlerOptions = {
  /** OPENAI_API_KEY. Without one, the analysis is the offline one, built from the answers by fixed rules. */
  apiKey?: string;
  /** OPENAI_MODEL. */
  model?: string;
  /** The provider's API base (tests point it at a local fake). */
  baseURL?: string;
  /** PROVIDER_DEADLINE_MS unless a test needs a shorter wait. */
  providerDeadlineMs?: number;
  /** Charges each valid request to its client address (budget.ts); kept in the database. */
  budget: AnalysisBudget;
  /**
   * Keeps the analysis with the stored answers (`record_growth_analysis`), which queues the email when the
   * visitor gave an address. Returns what is stored: a repeated request gets the first analysis back.
   */
  recordAnalysis?: (input: RecordInput) => Promise<{ analysis: string; offline: boolean; emailed: boolean }>;
};

export type RecordInput = { requestId: string; answers: unknown; analysis: string; offline: boolean };

/** `emailed`: a copy was queued for the email address given with these answers. */
export type AnalysisResponse = { analysis: string; offline: boolean; emailed?: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client's address as the platform states it: Supabase's edge (Cloudflare) sets cf-connecting-ip and
 * overwrites a client's own. x-forwarded-for starts with whatever the client wrote, so it is never used.
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/**
 * The `growth-analysis` Edge Function as a plain `Request → Response` handler: Deno serves it when deployed
 * (index.ts) and the local backend runs the same code under Node. Every answer carries the CORS headers;
 * bad input is a 4xx with a JSON `error`; a provider that fails, answers nothing or is slow gives the
 * offline analysis, so a valid request always gets an analysis (never a 5xx).
 */
export function createGrowthAnalysisHandler(options: HandlerOptions) {
  const deadlineMs = options.providerDeadlineMs ?? PROVIDER_DEADLINE_MS;
  let client: Promise<import('openai').default> | undefined;
  const openai = (apiKey: string) =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          apiKey,
          baseURL: options.baseURL,
          timeout: deadlineMs,
          maxRetries: PROVIDER_MAX_RETRIES,
        }),
    ));

  /** The model's analysis, or undefined when it failed, answered nothing or missed the deadline. */
  async function askModel(apiKey: string, answers: DiagnosticAnswers): Promise<string | undefined> {
    const model = options.model?.trim() || DEFAULT_MODEL;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const request = (await openai(apiKey)).chat.completions.create(
        {
          model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userMessage(answers) },
          ],
          ...completionSettings(model),
        },
        { signal: controller.signal },
      );
      // The package's wait before its retry ignores the abort signal (a 429 may ask for a minute), so the
      // deadline is a race as well as an abort of the request in flight.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`no answer within ${deadlineMs} ms`));
        }, deadlineMs);
      });
      const completion = await Promise.race([request, deadline]);
      const analysis = completion.choices[0]?.message?.content?.trim();
      if (!analysis) console.error('growth-analysis: the provider returned no analysis; answering offline');
      return analysis || undefined;
    } catch (error) {
      console.error('growth-analysis: the provider failed; answering offline:', String(error));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST')
      return jsonResponse(405, { error: 'Use POST with the answers as JSON.' }, { Allow: 'POST, OPTIONS' });

    // Refuse rather than guess: without the platform's word, one budget would be shared or dodged.
    const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
    if (!clientAddress)
      return jsonResponse(400, { error: 'The request does not say which address it comes from.' });

    const text = await request.text();
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
      return jsonResponse(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { error: 'The body must be JSON.' });
    }
    // The site sends the diagnostic's request id beside the answers, so the analysis can be kept with them.
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const { requestId, ...answers } = isObject ? (body as { requestId?: unknown }) : {};
    if (requestId !== undefined && !(typeof requestId === 'string' && UUID.test(requestId)))
      return jsonResponse(400, { error: 'requestId must be a UUID.' });
    const parsed = parseAnswers(isObject ? answers : body);
    if (!parsed.ok) return jsonResponse(400, { error: parsed.error });

    // Charged only now, for a valid request: malformed bodies cost nothing and lock nobody out.
    let decision: 'ai' | 'offline' | 'refused';
    try {
      decision = await options.budget(clientAddress, Boolean(options.apiKey));
    } catch (error) {
      // The budget cannot be read: spend nothing on the provider, but still answer the visitor.
      console.error('growth-analysis: the budget could not be charged', error);
      decision = 'offline';
    }
    if (decision === 'refused')
      return jsonResponse(
        429,
        { error: 'Too many analyses requested from this address. Please try again in a few minutes.' },
        { 'Retry-After': String(ANALYSIS_LIMITS.windowSeconds) },
      );

    /** Stores the analysis when the request names its diagnostic; a storage failure never costs the answer. */
    const respond = async (result: AnalysisResponse) => {
      if (!requestId || !options.recordAnalysis) return jsonResponse(200, result);
      try {
        return jsonResponse(
          200,
          await options.recordAnalysis({ requestId, answers: parsed.answers, ...result }),
        );
      } catch (error) {
        console.error('growth-analysis: the analysis could not be stored', error);
        return jsonResponse(200, { ...result, emailed: false });
      }
    };

    const analysis =
      options.apiKey && decision === 'ai' ? await askModel(options.apiKey, parsed.answers) : undefined;
    // Stored (and emailed) once either way: record_growth_analysis keeps the first analysis of a submission.
    return respond(
      analysis ? { analysis, offline: false } : { analysis: offlineAnalysis(parsed.answers), offline: true },
    );
  };
}
