import * as z from 'zod/mini';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

/** Where a sign-up happened; stored in newsletter_subscribers.source and sent with the analytics event. */
export const newsletterSources = ['blog', 'blog-article', 'labs'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const subscribeSchema = z.object({
  email: z.email(),
  source: z.enum(newsletterSources),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

/**
 * Adds a subscriber. An address already on the list is not an error for the visitor: they are subscribed,
 * which is what they asked for.
 */
export async function subscribe(input: SubscribeInput, requestId: string): Promise<void> {
  const { email, source } = z.parse(subscribeSchema, { ...input, email: input.email.trim() });
  await insertLead('newsletter_subscribers', { email, source }, requestId, [
    'newsletter_subscribers_email_key',
  ]);
  rememberVisitor({ email });
  trackEvent('newsletter_subscribed', { source });
}
