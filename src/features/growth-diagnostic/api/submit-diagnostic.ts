import type { DiagnosticAnswers } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { cleanText, emailProblem } from '../../../../supabase/functions/_shared/lead-forms.ts';
import { trackEvent } from '@/lib/analytics';
import { LeadError, LeadValidationError, sendLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';
import type { DiagnosticResult } from '../lib/saved-progress';

export class DiagnosticError extends Error {
  /** The function answered 429: too many analyses from this address. */
  readonly rateLimited: boolean;
  constructor(message: string, options?: { cause: unknown; rateLimited?: boolean }) {
    super(message, options);
    this.name = 'DiagnosticError';
    this.rateLimited = options?.rateLimited ?? false;
  }
}

/** The diagnostic's one typed field: an optional email, under the rule every form uses. */
export function validateDiagnosticEmail(values: { email: string }): { email?: string } {
  const email = emailProblem(cleanText(values.email), { required: false });
  return email ? { email } : {};
}

/** True when the database or the function refused for sending too much (HTTP 429). */
export function isRateLimited(error: unknown): boolean {
  return (
    (error instanceof LeadError && error.rateLimited) ||
    (error instanceof DiagnosticError && error.rateLimited)
  );
}

/** The answers and the email (empty: none) to the leads function, stored in growth_diagnostics. */
async function storeAnswers(answers: DiagnosticAnswers, email: string, requestId: string) {
  const stored = await sendLead('diagnostic', { ...answers, email }, requestId);
  if (stored.email) rememberVisitor({ email: stored.email });
}

/**
 * The analysis, through the Edge Function: the AI key never reaches the browser. The request id lets the
 * function keep the analysis with the stored answers, which queues the email when an address was given.
 */
async function analyze(answers: DiagnosticAnswers, requestId: string) {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.functions.invoke<{
    analysis: string;
    offline: boolean;
    emailed?: boolean;
  }>('growth-analysis', { body: { ...answers, requestId } });
  if (error || !data?.analysis) {
    console.error('Failed to generate growth analysis', error);
    const status = (error as { context?: { status?: number } } | null)?.context?.status;
    throw new DiagnosticError('Failed to generate growth analysis', {
      cause: error,
      rateLimited: status === 429,
    });
  }
  return data;
}

/**
 * In this order (docs/product/diagnostic.md#what-happens-on-submit): store the answers; only then ask for the
 * analysis; then the event. Throws on any failure. If only the analysis failed, the row is stored (`onStored`
 * said so) and a retry passes `stored` to skip the insert; a retry that cannot know is still stored once, by
 * `requestId`.
 */
export async function submitDiagnostic(
  answers: DiagnosticAnswers,
  email: string,
  requestId: string,
  progress: { stored: boolean; onStored: () => void },
): Promise<DiagnosticResult> {
  const problem = validateDiagnosticEmail({ email });
  if (problem.email) throw new LeadValidationError('diagnostic', problem);
  const givenEmail = cleanText(email) || null;
  if (!progress.stored) {
    await storeAnswers(answers, email, requestId);
    progress.onStored();
  }
  const { analysis, offline, emailed = false } = await analyze(answers, requestId);
  trackEvent('growth_diagnostic_completed', { stage: answers.stage, challenge: answers.challenge });
  return { analysis, offline, email: givenEmail, emailed: Boolean(givenEmail) && emailed };
}
