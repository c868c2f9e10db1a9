import {
  offlineAnalysis,
  type DiagnosticAnswers,
} from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { cleanText, emailProblem } from '../../../../supabase/functions/_shared/lead-fields.ts';
import { trackEvent } from '@/lib/analytics';
import { anonHeaders, backendUrl } from '@/lib/backend';
import { watchDelivery } from '@/lib/lead-delivery/deliver';
import { LeadValidationError, sendLead, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';
import type { DiagnosticResult } from '../lib/saved-progress';

/**
 * How long the browser waits for the analysis before it shows the offline one. The function gives the AI
 * provider 20 seconds and then answers with the offline analysis itself; this covers that and the trip.
 */
export const ANALYSIS_TIMEOUT_MS = 25_000;

/** The diagnostic's one typed field: an optional email, under the rule every form uses. */
export function validateDiagnosticEmail(values: { email: string }): { email?: string } {
  const email = emailProblem(cleanText(values.email), { required: false });
  return email ? { email } : {};
}

/**
 * The answers and the email (empty: none) to the leads function, stored in growth_diagnostics, sent like
 * every lead: retried, kept in the browser until stored. Resolves 'stored', or 'kept' once the visitor has
 * waited a minute (the answers are still sent in the background and on a later visit).
 */
function storeAnswers(
  answers: DiagnosticAnswers,
  email: string,
  requestId: string,
  options?: SendOptions,
): Promise<'stored' | 'kept'> {
  const stored = sendLead('diagnostic', { ...answers, email }, requestId, options).then(({ values }) => {
    if (values.email) rememberVisitor({ email: values.email });
    return 'stored' as const;
  });
  return new Promise((resolve, reject) => {
    const stop = watchDelivery(requestId, (state) => {
      if (state.phase === 'kept') resolve('kept');
    });
    stored.then(resolve, reject).finally(stop);
  });
}

type Analysis = { analysis: string; offline: boolean; emailed?: boolean };

/** The events' parser, asked for when the answers are sent, so it is here before the first words. */
const loadEventParser = () => import('eventsource-parser/stream');

const isAnalysis = (data: unknown): data is Analysis =>
  typeof (data as Analysis | null)?.analysis === 'string' && Boolean((data as Analysis).analysis);

/**
 * The function's server-sent events: `delta` words as the model writes them (passed to `onText` as the
 * text so far), then `done` with the analysis as stored. A stream that ends without `done` gives nothing:
 * half a text is never taken for the whole.
 */
async function readStream(body: ReadableStream<Uint8Array>, onText?: (text: string) => void) {
  const { EventSourceParserStream } = await loadEventParser();
  const events = body
    .pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>)
    .pipeThrough(new EventSourceParserStream());
  let text = '';
  for await (const event of events as unknown as AsyncIterable<{ event?: string; data: string }>) {
    const data: unknown = JSON.parse(event.data);
    if (event.event === 'done') return isAnalysis(data) ? data : undefined;
    if (event.event === 'delta' && typeof (data as { text?: unknown }).text === 'string') {
      text += (data as { text: string }).text;
      onText?.(text);
    }
  }
  return undefined;
}

/**
 * The analysis, from the Edge Function (the AI key never reaches the browser), by a plain `fetch`: no file
 * has to load for it. Streamed, so the words show as the model writes them (`onText`). The request id
 * lets the function keep the analysis with the stored answers, which queues the email when an address was
 * given. Whatever goes wrong (down, failing, refusing, too slow, a stream that breaks), the visitor gets
 * the offline analysis from the rules in this bundle, labelled as such.
 */
async function analyze(
  answers: DiagnosticAnswers,
  requestId: string,
  onText?: (text: string) => void,
): Promise<Analysis> {
  try {
    const response = await fetch(`${backendUrl()}/functions/v1/growth-analysis`, {
      method: 'POST',
      headers: { ...anonHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...answers, requestId }),
      signal: AbortSignal.timeout(ANALYSIS_TIMEOUT_MS),
    });
    const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
    const data: unknown =
      response.ok && streamed && response.body
        ? await readStream(response.body, onText)
        : await response.json().catch(() => null);
    if (response.ok && isAnalysis(data)) return data;
    console.warn(
      `growth-analysis answered ${response.status} without an analysis; showing the offline analysis`,
      data,
    );
  } catch (error) {
    console.warn('growth-analysis did not answer; showing the offline analysis', error);
  }
  return { analysis: offlineAnalysis(answers), offline: true, emailed: false };
}

/**
 * In this order (docs/product/diagnostic.md#what-happens-on-submit): store the answers; only then ask for the
 * analysis; then the event. The visitor always gets an analysis: the offline one when the function fails, or
 * when the answers could not be stored for a minute (they are kept and sent later). Throws only when the
 * backend refuses the answers. Once they are stored (`onStored` said so), a later submit (a reload while the
 * analysis was asked for) passes `stored` to skip the insert; one that cannot know is still stored once, by
 * `requestId`.
 */
export async function submitDiagnostic(
  answers: DiagnosticAnswers,
  email: string,
  requestId: string,
  progress: { stored: boolean; onStored: () => void; onText?: (text: string) => void },
  options?: SendOptions,
): Promise<DiagnosticResult> {
  const problem = validateDiagnosticEmail({ email });
  if (problem.email) throw new LeadValidationError('diagnostic', problem);
  void loadEventParser().catch(() => {});
  const givenEmail = cleanText(email) || null;
  if (!progress.stored) {
    if ((await storeAnswers(answers, email, requestId, options)) === 'kept')
      return { analysis: offlineAnalysis(answers), offline: true, email: givenEmail };
    progress.onStored();
  }
  const { analysis, offline, emailed = false } = await analyze(answers, requestId, progress.onText);
  trackEvent('growth_diagnostic_completed', { stage: answers.stage, challenge: answers.challenge });
  return { analysis, offline, email: givenEmail, emailed: Boolean(givenEmail) && emailed };
}
