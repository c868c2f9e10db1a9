import * as z from 'zod/mini';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type QuestionValues = { email: string; message: string };

/** Mirrors contact_submissions' constraints. */
export const questionRowSchema = z.object({
  name: z.literal('Quick Question'),
  email: z.email().check(z.maxLength(254)),
  message: z.string().check(z.minLength(1), z.maxLength(5000)),
  source: z.literal('book-call'),
});

/**
 * docs/product/forms.md#quick-question: name "Quick Question", the e-mail and message, source "book-call";
 * then the event.
 */
export async function sendQuestion(values: QuestionValues, requestId: string): Promise<void> {
  const row = z.parse(questionRowSchema, {
    name: 'Quick Question',
    email: values.email.trim(),
    message: values.message.trim(),
    source: 'book-call',
  });
  await insertLead('contact_submissions', row, requestId);
  rememberVisitor({ email: row.email });
  trackEvent('contact_form_submitted', { source: row.source });
}
