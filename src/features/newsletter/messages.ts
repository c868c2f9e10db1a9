/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
import type { NewsletterLinkResult } from '../../../supabase/functions/_shared/site-links.ts';

export const newsletterMessages = {
  submitting: 'Subscribing...',
  subscribed: 'Subscribed!',
  // Double opt-in (docs/product/forms.md#newsletter): the same line for a new and a known address.
  confirm: 'Check your inbox: confirm your address with the link we sent to start receiving the newsletter.',
  error: 'There was an error subscribing. Please try again.',
  sentTo: 'We sent the link to',
  didYouMean: 'Did you mean',
  // A visitor mail limit skipped the confirmation (the same for a new and a known address): no mail is
  // promised, and the way forward; the contact address follows the last words.
  received: 'Sign-up received',
  notSent:
    'We could not send the confirmation email just now, so you are not subscribed yet. Please sign up again later, or write to us at',
} as const;

export const newsletterLinkResults: Record<NewsletterLinkResult, string> = {
  confirmed: "You're subscribed. Thank you for confirming!",
  unsubscribed: "You're unsubscribed. You will not receive the newsletter any more.",
  used: 'This link has already been used. To subscribe again, sign up once more and use the link in the new email.',
  expired: 'This link has expired. Sign up again to get a new one.',
  invalid: 'This link is not valid. Check that you opened the whole link from the email, or sign up again.',
};

/** The heading of a newsletter link's page once it has done what it was asked. */
export const newsletterLinkDone = {
  confirm: 'Subscription confirmed',
  unsubscribe: 'You are unsubscribed',
} as const;

export const newsletterLinkFailure = 'Something went wrong on our side. Please try again in a moment.';
