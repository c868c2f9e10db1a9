import { trackEvent } from '@/lib/analytics';
import { assertValid, cleanText, emailError, requiredTextError, type FieldErrors } from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type QuestionValues = { email: string; message: string };

/** contact_submissions' column limit; the textarea's maxlength. */
export const questionLimits = { message: 5000 } as const;

/** The quick question's rule set: the messages on screen, and the check before the insert. */
export function validateQuestion(values: QuestionValues): FieldErrors<QuestionValues> {
  const errors: FieldErrors<QuestionValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const message = requiredTextError(
    values.message,
    questionLimits.message,
    'Please enter your question',
    'Your question',
    { multiLine: true },
  );
  if (message) errors.message = message;
  return errors;
}

export const questionRow = (values: QuestionValues) => ({
  name: 'Quick Question',
  email: cleanText(values.email),
  message: cleanText(values.message),
  source: 'book-call',
});

/**
 * docs/product/forms.md#quick-question: name "Quick Question", the email and message, source "book-call";
 * then the event.
 */
export async function sendQuestion(values: QuestionValues, requestId: string): Promise<void> {
  assertValid('quick question', validateQuestion, values);
  const row = questionRow(values);
  await insertLead('contact_submissions', row, requestId);
  rememberVisitor({ email: row.email });
  trackEvent('contact_form_submitted', { source: row.source });
}
