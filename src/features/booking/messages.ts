/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const questionMessages = {
  failure: 'There was an error submitting your question. Please try again.',
  thanks: "Thanks! We'll Get Back to You Soon",
} as const;
