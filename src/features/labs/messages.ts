/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const ideaMessages = {
  failure: 'There was an error submitting your idea. Please try again.',
  thanks: 'Thanks for Submitting Your Idea!',
} as const;

export const betaAccessMessages = {
  failure: 'There was an error submitting your request. Please try again.',
  thanks: "You're on the Beta List!",
} as const;

export const catalogueMessages = {
  failure: 'Failed to load MVPs. Please try again later.',
  empty: 'No MVPs found',
} as const;

export const mvpPageMessages = { failure: 'Failed to load MVP details. Please try again later.' } as const;
