/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const questionMessages = {
  failure: 'There was an error submitting your question. Please try again.',
  thanks: "Thanks! We'll Get Back to You Soon",
} as const;

/** The booking page's way to a call when the scheduler cannot be reached (docs/product/forms.md#request-a-call). */
export const callRequestMessages = {
  heading: 'Request a call',
  unreachable:
    'Our calendar cannot be reached from here just now, so it will not open. Tell us when suits you and we will email you a time.',
  asked:
    'If the calendar did not open in the new tab, tell us when suits you here and we will email you a time.',
  noScript: 'Cannot open the calendar? Tell us when suits you and we will email you a time.',
  failure: 'There was an error sending your request. Please try again.',
  thanks: "Thanks! We'll Email You a Time",
} as const;
