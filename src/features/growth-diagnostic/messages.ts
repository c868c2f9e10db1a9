/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const diagnosticMessages = {
  failure: 'There was an error processing your responses. Please try again.',
} as const;

/** Said only when a copy was queued for the address; otherwise nothing claims it was sent. */
export const diagnosticResultMessages = {
  sent: (email: string) => `We've sent a detailed analysis to your email at ${email}`,
  notSent: 'We could not email you a copy this time. Use "Copy analysis" above to keep it.',
  /** Announced to screen readers once, when the analysis has arrived whole. */
  complete: 'Your analysis is complete.',
} as const;
