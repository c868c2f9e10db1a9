import { trackEvent } from '@/lib/analytics';
import { assertValid, cleanText, emailError, type FieldErrors } from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

/** Where a sign-up happened; stored in newsletter_subscribers.source and sent with the analytics event. */
export const newsletterSources = ['blog', 'blog-article', 'labs'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export type SubscribeInput = { email: string; source: NewsletterSource };

/** The newsletter form's rule set: the message on screen, and the check before the insert. */
export function validateSubscription(values: { email: string }): FieldErrors<{ email: string }> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

/**
 * Signs an address up: the database stores it pending and mails a confirmation link (double opt-in). It
 * answers alike for a new address and one already on the list, so nobody can learn who subscribed; a race
 * between two first sign-ups of one address may still meet the unique constraint, which is success too.
 */
export async function subscribe(input: SubscribeInput, requestId: string): Promise<void> {
  assertValid('newsletter form', validateSubscription, input);
  const email = cleanText(input.email);
  await insertLead('newsletter_subscribers', { email, source: input.source }, requestId, [
    'newsletter_subscribers_email_key',
  ]);
  rememberVisitor({ email });
  trackEvent('newsletter_subscribed', { source: input.source });
}
