import type { ListedModel } from './models.ts';

/** One analysis asked of the provider: the model, the advisor's instructions and the founder's answers. */
export type AnalysisRequest = {
  model: string;
  instructions: string;
  input: string;
  settings: { max_output_tokens: number; temperature?: number; reasoning?: { effort: 'low' } };
};

/** What the function needs of the AI provider (OpenAI's Responses API; tests use a fake server). */
export interface AnalysisProvider {
  /** `GET /v1/models`: the models this key can use, with their shutdown dates. */
  listModels(): Promise<ListedModel[]>;
  /**
   * The analysis as the model writes it, piece by piece. Throws when the provider refuses, the stream
   * breaks, or it ends without saying the response is complete (a cut text is never taken as whole).
   */
  write(request: AnalysisRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** A stream that ended without `response.completed`: why, in the provider's words. */
export class IncompleteAnalysis extends Error {}

/** The events of a streamed response this function reads (the others are progress it does not need). */
type StreamEvent =
  | { type: 'response.output_text.delta'; delta: string }
  | { type: 'response.completed' }
  | { type: 'response.incomplete'; response: { incomplete_details?: { reason?: string } | null } }
  | { type: 'response.failed'; response: { error?: { code?: string; message?: string } | null } }
  | { type: 'error'; code?: string | null; message?: string }
  | { type: string };

export function openaiProvider(options: {
  apiKey: string;
  baseURL?: string;
  timeoutMs: number;
  maxRetries: number;
}): AnalysisProvider {
  let client: Promise<import('openai').default> | undefined;
  const openai = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          apiKey: options.apiKey,
          baseURL: options.baseURL,
          timeout: options.timeoutMs,
          maxRetries: options.maxRetries,
        }),
    ));
  return {
    async listModels() {
      const models: ListedModel[] = [];
      // shutdown_date is newer than the package's type of a model; read it when it is there.
      for await (const model of (await openai()).models.list())
        models.push({ id: model.id, shutdown_date: (model as ListedModel).shutdown_date ?? null });
      return models;
    },
    async *write(request, signal) {
      const stream = await (
        await openai()
      ).responses.create(
        {
          model: request.model,
          instructions: request.instructions,
          input: request.input,
          // The founder's answers are not kept by the provider for later turns: there are none.
          store: false,
          stream: true,
          ...request.settings,
        },
        { signal },
      );
      let complete = false;
      for await (const event of stream as AsyncIterable<StreamEvent>) {
        if (event.type === 'response.output_text.delta') yield (event as { delta: string }).delta;
        else if (event.type === 'response.completed') complete = true;
        else if (event.type === 'response.incomplete') {
          const { response } = event as Extract<StreamEvent, { type: 'response.incomplete' }>;
          throw new IncompleteAnalysis(
            `incomplete: ${response.incomplete_details?.reason ?? 'no reason given'}`,
          );
        } else if (event.type === 'response.failed') {
          const { response } = event as Extract<StreamEvent, { type: 'response.failed' }>;
          throw Object.assign(
            new IncompleteAnalysis(`failed: ${response.error?.message ?? 'no reason given'}`),
            {
              code: response.error?.code,
            },
          );
        } else if (event.type === 'error') {
          const { code, message } = event as Extract<StreamEvent, { type: 'error' }>;
          throw Object.assign(new IncompleteAnalysis(`error: ${message ?? 'no message'}`), { code });
        }
      }
      if (!complete) throw new IncompleteAnalysis('the stream ended before the response was complete');
    },
  };
}
