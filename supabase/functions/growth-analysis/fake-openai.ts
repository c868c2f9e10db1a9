/**
 * A fake of the two OpenAI endpoints the analysis uses, as a plain `Request → Response` handler (Deno's
 * tests serve it with Deno.serve, the browser tests and the first-words measure from Node): `GET
 * /v1/models` and a streamed `POST /v1/responses`, written as the provider writes them. Tests only.
 */
import type { ListedModel } from './models.ts';

/** A refusal or any JSON answer, after `delayMs`. */
export type JsonReply = { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };

/**
 * A streamed answer: `pieces` of text, one every `pieceDelayMs`, then how the stream ends: `completed`
 * (whole), `incomplete` (the output budget ran out), `error` (an error event) or `cut` (the connection
 * closes mid-text).
 */
export type StreamReply = {
  pieces: string[];
  pieceDelayMs?: number;
  delayMs?: number;
  end?: 'completed' | 'incomplete' | 'error' | 'cut';
};

export type Reply = JsonReply | StreamReply;

export type FakeOpenAiScript = {
  /** The models the key can use, or a refusal of the list; answers for every `GET /v1/models`. */
  models?: ListedModel[] | JsonReply;
  /** The answers to `POST /v1/responses`, in turn (the last one repeats). */
  replies: Reply[];
};

/** Every model a default list names, none shutting down: what a healthy key sees. */
export const healthyModels: ListedModel[] = [
  { id: 'gpt-6-luna', shutdown_date: null },
  { id: 'gpt-6.1-terra', shutdown_date: null },
  { id: 'gpt-5.6-luna', shutdown_date: null },
  { id: 'gpt-4o-mini', shutdown_date: '2027-01-14' },
  { id: 'gpt-3.5-turbo', shutdown_date: '2026-10-23' },
];

/** A provider's error body, as OpenAI writes it. */
export const apiError = (status: number, code: string | null, message = code ?? 'error'): JsonReply => ({
  status,
  body: { error: { message, type: 'invalid_request_error', param: null, code } },
});

/** `text` in pieces of about `size` words, as a model writes it. */
export function inPieces(text: string, size = 1): string[] {
  const words = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += size) pieces.push(words.slice(i, i + size).join(''));
  return pieces;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The Response object the stream's first and last events carry (fields as the API reference lists them). */
function responseObject(model: string, status: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'resp_fake',
    object: 'response',
    created_at: 0,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model,
    output: text
      ? [
          {
            type: 'message',
            id: 'msg_fake',
            status: status === 'in_progress' ? 'in_progress' : 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text, annotations: [], logprobs: [] }],
          },
        ]
      : [],
    parallel_tool_calls: true,
    temperature: null,
    tool_choice: 'auto',
    tools: [],
    top_p: null,
    metadata: {},
    ...extra,
  };
}

/** The events of one streamed reply, each as the SSE frame the provider sends. */
export function* streamEvents(
  model: string,
  reply: StreamReply,
): Generator<{ frame: string; piece: boolean }> {
  let sequence = 0;
  const frame = (type: string, data: Record<string, unknown>) => ({
    frame: `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`,
    piece: type === 'response.output_text.delta',
  });
  yield frame('response.created', { response: responseObject(model, 'in_progress', '') });
  yield frame('response.output_item.added', {
    output_index: 0,
    item: { type: 'message', id: 'msg_fake', status: 'in_progress', role: 'assistant', content: [] },
  });
  yield frame('response.content_part.added', {
    item_id: 'msg_fake',
    output_index: 0,
    content_index: 0,
    part: { type: 'output_text', text: '', annotations: [], logprobs: [] },
  });
  for (const delta of reply.pieces)
    yield frame('response.output_text.delta', {
      item_id: 'msg_fake',
      output_index: 0,
      content_index: 0,
      delta,
      logprobs: [],
    });
  const text = reply.pieces.join('');
  const end = reply.end ?? 'completed';
  if (end === 'cut') return;
  if (end === 'error') {
    yield frame('error', { code: 'server_error', message: 'The server had an error', param: null });
    return;
  }
  yield frame('response.output_text.done', {
    item_id: 'msg_fake',
    output_index: 0,
    content_index: 0,
    text,
    logprobs: [],
  });
  if (end === 'incomplete')
    yield frame('response.incomplete', {
      response: responseObject(model, 'incomplete', text, {
        incomplete_details: { reason: 'max_output_tokens' },
      }),
    });
  else yield frame('response.completed', { response: responseObject(model, 'completed', text) });
}

/**
 * The fake: answers by `script`, recording each `POST /v1/responses` body in `received` and counting the
 * streams written to their end.
 */
export function fakeOpenAi(script: FakeOpenAiScript) {
  const received: Record<string, unknown>[] = [];
  const modelListsAsked = { count: 0 };
  /** Streams written to their end: until then, the provider is still writing. */
  const streamsEnded = { count: 0 };
  const stopping = new AbortController();
  const json = (reply: JsonReply) =>
    Response.json(reply.body, { status: reply.status, headers: reply.headers });

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/models')) {
      modelListsAsked.count += 1;
      const models = script.models ?? healthyModels;
      if (!Array.isArray(models)) return json(models);
      return Response.json({
        object: 'list',
        data: models.map((model) => ({ object: 'model', created: 0, owned_by: 'system', ...model })),
      });
    }
    if (request.method !== 'POST' || !path.endsWith('/responses'))
      return json(apiError(404, 'unknown_url', `Unknown request URL: ${request.method} ${path}`));
    const body = (await request.json()) as Record<string, unknown>;
    received.push(body);
    const reply = script.replies[Math.min(received.length - 1, script.replies.length - 1)]!;
    if (reply.delayMs) await sleep(reply.delayMs, stopping.signal);
    if ('status' in reply) return json(reply);
    const encoder = new TextEncoder();
    const events = streamEvents(String(body.model), reply);
    return new Response(
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = events.next();
          if (next.done || stopping.signal.aborted) {
            streamsEnded.count += 1;
            return controller.close();
          }
          if (next.value.piece && reply.pieceDelayMs) await sleep(reply.pieceDelayMs, stopping.signal);
          controller.enqueue(encoder.encode(next.value.frame));
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
    );
  }

  /** Ends the waits of answers still held back, so a test's server can shut down. */
  const stop = () => stopping.abort();
  return { handle, received, modelListsAsked, streamsEnded, stop };
}
