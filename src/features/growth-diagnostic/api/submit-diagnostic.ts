import type { DiagnosticAnswers } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';
import type { DiagnosticResult } from '../lib/saved-progress';

export class DiagnosticError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'DiagnosticError';
  }
}

/** The answers as a growth_diagnostics row (an empty e-mail stored as null). */
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

/** The analysis, through the Edge Function: the AI key never reaches the browser. */
async function analyze(answers: DiagnosticAnswers) {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.functions.invoke<{ analysis: string; offline: boolean }>(
    'growth-analysis',
    { body: answers },
  );
  if (error || !data?.analysis) {
    console.error('Failed to generate growth analysis', error);
    throw new DiagnosticError('Failed to generate growth analysis', { cause: error });
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
  const givenEmail = email.trim() || null;
  if (!progress.stored) {
    await storeAnswers(answers, givenEmail, requestId);
    progress.onStored();
  }
  const { analysis, offline } = await analyze(answers);
  trackEvent('growth_diagnostic_completed', { stage: answers.stage, challenge: answers.challenge });
  return { analysis, offline, email: givenEmail };
}
