import type { DiagnosticAnswers } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { trackEvent } from '@/lib/analytics';
import { assertValid, cleanText, emailError } from '@/lib/lead-rules';
import { insertLead, LeadError } from '@/lib/leads';
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
  const email = emailError(values.email, { required: false });
  return email ? { email } : {};
}

/** True when the database or the function refused for sending too much (HTTP 429). */
export function isRateLimited(error: unknown): boolean {
  return (
    (error instanceof LeadError && error.code === 'PT429') ||
    (error instanceof DiagnosticError && error.rateLimited)
  );
}

/** The answers as a growth_diagnostics row (an empty email stored as null). */
async function storeAnswers(answers: DiagnosticAnswers, email: string | null, requestId: string) {
  await insertLead(
    'growth_diagnostics',
    {
      stage: answers.stage,
      challenge: answers.challenge,
      validation_strategy: answers.validationStrategy,
      monetization_strategy: answers.monetizationStrategy,
      pricing_confidence: answers.pricingConfidence,
      retention: answers.retention,
      needs: answers.needs,
      email,
    },
    requestId,
  );
  if (email) rememberVisitor({ email });
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
  assertValid('diagnostic', validateDiagnosticEmail, { email });
  const givenEmail = cleanText(email) || null;
  if (!progress.stored) {
    await storeAnswers(answers, givenEmail, requestId);
    progress.onStored();
  }
  const { analysis, offline, emailed = false } = await analyze(answers, requestId);
  trackEvent('growth_diagnostic_completed', { stage: answers.stage, challenge: answers.challenge });
  return { analysis, offline, email: givenEmail, emailed: Boolean(givenEmail) && emailed };
}
