/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const founderInquiryMessages = {
  failure: 'There was an error submitting your request. Please try again.',
  thanks: "Thanks! We'll Be In Touch Soon",
} as const;

export const expertApplicationMessages = {
  failure: 'There was an error submitting your application. Please try again.',
  thanks: 'Thanks for Applying!',
} as const;
