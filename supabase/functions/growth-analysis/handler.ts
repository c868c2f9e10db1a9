import { dropForeignLinks, hasAnalysisShape } from '../_shared/analysis-grounding.ts';
import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import { offlineAnalysis, parseAnswers, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { SYSTEM_PROMPT, userMessage } from './prompt.ts';
import { scorecard } from '../_shared/growth-scorecard.ts';
import { ANALYSIS_LIMITS, type AnalysisBudget, type BudgetDecision } from './budget.ts';
import { faultCauses, faultOf, type FaultCause } from './faults.ts';
import { chooseModel, modelCatalog, modelList, modelSettings, type ModelShutdown } from './models.ts';
import { openaiProvider } from './provider.ts';
import { linkSafeText, sseEvent } from './stream.ts';

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
  /** OPENAI_MODEL: model ids, comma-separated, best first (models.ts; unset: the default list). */
  model?: string;
  /** The provider's API base (tests point it at a local fake; unset: OPENAI_BASE_URL, else OpenAI's). */
  baseURL?: string;
  /** PROVIDER_DEADLINE_MS unless a test needs a shorter wait. */
  providerDeadlineMs?: number;
  /** SITE_URL: links to it in the model's text are kept (as paths), like relative ones to its pages. */
  siteUrl?: string;
  /** Today's date for the models' shutdown dates (tests set it). */
  now?: () => Date;
  /** Charges each valid request to its client address (budget.ts); kept in the database. */
  budget: AnalysisBudget;
  /**
   * Keeps the analysis with the stored answers (`record_growth_analysis`), which queues the email when the
   * visitor gave an address. Returns what is stored: a repeated request gets the first analysis back.
   */
  recordAnalysis?: (input: RecordInput) => Promise<{ analysis: string; offline: boolean; emailed: boolean }>;
  /** Tells the owner of a configuration fault (`report_ai_fault`: once per cause, with the fix). */
  reportFault?: (fault: { cause: FaultCause; detail: string }) => Promise<void>;
};

/**
 * Why the rules wrote the analysis, kept with it for the weekly summary: no key, the daily cap, the budget
 * unreadable, the provider failing or slow, a reply of the wrong shape, or a configuration fault.
 */
export type RulesReason =
  'no-key' | 'daily-cap' | 'budget-unreadable' | 'provider-failed' | 'deadline' | 'wrong-shape' | FaultCause;

export type RecordInput = {
  requestId: string;
  answers: unknown;
  analysis: string;
  offline: boolean;
  /** The model that wrote it; undefined when the rules did. */
  model?: string;
  /** Why the rules wrote it. */
  reason?: RulesReason;
  /** The scorecard shown with it (growth-diagnostic.ts). */
  scorecard?: unknown;
  /**
   * The shutdown dates the provider's list gives models of OPENAI_MODEL, as last read: kept so that the
   * weekly summary can name a model about to shut down.
   */
  modelShutdowns?: ModelShutdown[];
};

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
  const provider = options.apiKey
    ? openaiProvider({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeoutMs: deadlineMs,
        maxRetries: PROVIDER_MAX_RETRIES,
      })
    : undefined;
  const wanted = modelList(options.model);
  const catalog = provider && modelCatalog(() => provider.listModels());
  const today = () => (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  /** The shutdown dates of the list's models when the provider's list was last read (and gave any). */
  let modelShutdowns: ModelShutdown[] = [];

  const reportFault = async (cause: FaultCause, detail: string) => {
    console.error(`growth-analysis: ${faultCauses[cause].title} (${detail}); answering offline`);
    try {
      await options.reportFault?.({ cause, detail });
    } catch (error) {
      console.error('growth-analysis: the fault could not be reported', error);
    }
  };

  /** The model to ask: the first of the list the key can use (models.ts), or the fault that stops it. */
  async function pickModel(): Promise<{ model: string } | { reason: RulesReason }> {
    let listed;
    try {
      listed = await catalog!.models();
    } catch (error) {
      const cause = faultOf(error);
      if (cause) {
        await reportFault(cause, `GET /v1/models: ${String(error)}`);
        return { reason: cause };
      }
      // The list is out of reach (an outage): the first model of the list is worth a try.
      console.error('growth-analysis: the list of models could not be read:', String(error));
      return { model: wanted[0]! };
    }
    const choice = chooseModel(wanted, listed, today());
    modelShutdowns = choice.dated;
    if (choice.model) return { model: choice.model };
    const why = choice.passedOver.map(({ model, reason }) => `${model}: ${reason}`).join('; ');
    await reportFault('model-not-found', why);
    return { reason: 'model-not-found' };
  }

  /**
   * The model's analysis, or why the rules answer instead (it failed, broke off, wrote the wrong shape or
   * was too slow). `onText` gets the words as they are written, links to other sites held back.
   */
  async function askModel(
    answers: DiagnosticAnswers,
    onText?: (text: string) => void,
  ): Promise<{ analysis: string; model: string } | { reason: RulesReason }> {
    const picked = await pickModel();
    if (!('model' in picked)) return picked;
    const { model } = picked;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const written: string[] = [];
    const shown = linkSafeText(options.siteUrl);
    const pass = (text: string) => text && onText?.(text);
    const reading = (async () => {
      const pieces = provider!.write(
        { model, instructions: SYSTEM_PROMPT, input: userMessage(answers), settings: modelSettings(model) },
        controller.signal,
      );
      for await (const piece of pieces) {
        written.push(piece);
        pass(shown.push(piece));
      }
      pass(shown.end());
    })();
    // The package's wait before its retry ignores the abort signal (a 429 may ask for a minute), so the
    // deadline is a race as well as an abort of the request in flight.
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('deadline');
      }, deadlineMs);
    });
    try {
      if ((await Promise.race([reading, deadline])) === 'deadline') {
        reading.catch(() => {});
        console.error(`growth-analysis: no analysis within ${deadlineMs} ms; answering offline`);
        return { reason: 'deadline' };
      }
    } catch (error) {
      const cause = faultOf(error);
      if (cause) {
        await reportFault(cause, `${model}: ${String(error)}`);
        return { reason: cause };
      }
      console.error('growth-analysis: the provider failed; answering offline:', String(error));
      return { reason: 'provider-failed' };
    } finally {
      clearTimeout(timer);
    }
    const analysis = dropForeignLinks(written.join(''), options.siteUrl).trim();
    if (!hasAnalysisShape(analysis)) {
      console.error(`growth-analysis: ${model} wrote a reply of the wrong shape; answering offline`);
      return { reason: 'wrong-shape' };
    }
    return { analysis, model };
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
    let decision: BudgetDecision | 'unreadable';
    try {
      decision = await options.budget(clientAddress, Boolean(provider));
    } catch (error) {
      // The budget cannot be read: spend nothing on the provider, but still answer the visitor.
      console.error('growth-analysis: the budget could not be charged', error);
      decision = 'unreadable';
    }
    if (decision === 'refused')
      return jsonResponse(
        429,
        { error: 'Too many analyses requested from this address. Please try again in a few minutes.' },
        { 'Retry-After': String(ANALYSIS_LIMITS.windowSeconds) },
      );

    /** Stores the analysis when the request names its diagnostic; a storage failure never costs the answer. */
    const store = async (result: Omit<RecordInput, 'requestId' | 'answers'>): Promise<AnalysisResponse> => {
      const shown: AnalysisResponse = { analysis: result.analysis, offline: result.offline };
      if (!requestId || !options.recordAnalysis) return shown;
      try {
        return await options.recordAnalysis({
          requestId,
          answers: parsed.answers,
          scorecard: scorecard(parsed.answers),
          ...(modelShutdowns.length && { modelShutdowns }),
          ...result,
        });
      } catch (error) {
        console.error('growth-analysis: the analysis could not be stored', error);
        return { ...shown, emailed: false };
      }
    };

    /** The analysis, the model's or the rules', stored (and emailed) once: the first of a submission wins. */
    const analyse = async (onText?: (text: string) => void) => {
      const written: Awaited<ReturnType<typeof askModel>> = !provider
        ? { reason: 'no-key' }
        : decision === 'ai'
          ? await askModel(parsed.answers, onText)
          : { reason: decision === 'unreadable' ? 'budget-unreadable' : 'daily-cap' };
      return store(
        'analysis' in written
          ? { analysis: written.analysis, offline: false, model: written.model }
          : { analysis: offlineAnalysis(parsed.answers), offline: true, reason: written.reason },
      );
    };

    if (!request.headers.get('accept')?.includes('text/event-stream'))
      return jsonResponse(200, await analyse());
    // Streamed: `delta` events as the model writes, then `done` with the analysis as stored, which replaces
    // them (the rules' analysis when the stream broke or the reply had the wrong shape).
    const encoder = new TextEncoder();
    let listening = true;
    const events = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (name: 'delta' | 'done', data: unknown) => {
          if (listening) controller.enqueue(encoder.encode(sseEvent(name, data)));
        };
        // A visitor who leaves stops the words, not the analysis: it is still stored and emailed.
        send('done', await analyse((text) => send('delta', { text })));
        if (listening) controller.close();
      },
      cancel() {
        listening = false;
      },
    });
    return new Response(events, {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });
  };
}
