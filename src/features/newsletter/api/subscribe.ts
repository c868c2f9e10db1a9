import { trackEvent } from '@/lib/analytics';
import { leadChecks, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';
import type { leadOptions } from '../../../../supabase/functions/_shared/lead-fields.ts';

/** Where a sign-up happened; stored in newsletter_subscribers.source and sent with the analytics event. */
export type NewsletterSource = (typeof leadOptions.newsletterSource)[number];

export type SubscribeInput = { email: string; source: NewsletterSource };

/** The newsletter form's check: its schema's message for the email. */
export const validateSubscription = leadChecks<SubscribeInput>('newsletter');

/**
 * Signs an address up: the leads function stores it pending and mails a confirmation link (double
 * opt-in), unless a visitor mail limit skips it. It answers alike for a new address and one already on the
 * list, so nobody can learn who subscribed. Resolves with the address as stored, which the confirmation
 * went to, and whether it was queued.
 */
export async function subscribe(
  input: SubscribeInput,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const {
    values: { email, source },
    visitorMail,
  } = await sendLead('newsletter', input, requestId, options);
  rememberVisitor({ email });
  trackEvent('newsletter_subscribed', { source });
  return { visitorMail, email };
}
