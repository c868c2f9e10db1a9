import { trackEvent } from '@/lib/analytics';
import { leadChecks, leadLimits, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type QuestionValues = { email: string; message: string };

/** contact_submissions' column limit; the textarea's maxlength. */
export const questionLimits = { message: leadLimits.longText } as const;

/** The quick question's checks: its schema's messages. */
export const validateQuestion = leadChecks<QuestionValues>('question');

/**
 * docs/product/forms.md#quick-question: stored with name "Quick Question" and source "book-call" by the
 * leads function; then the event.
 */
export async function sendQuestion(
  values: QuestionValues,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const {
    values: { email },
    visitorMail,
  } = await sendLead('question', values, requestId, options);
  rememberVisitor({ email });
  trackEvent('contact_form_submitted', { source: 'book-call' });
  return { visitorMail, email };
}
