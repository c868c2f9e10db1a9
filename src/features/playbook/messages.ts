/**
 * What the feature's screens say, word for word (docs/product). No imports but types: the unit and
 * browser tests import the words they assert from here.
 */
export const playbookMessages = {
  failure: 'There was an error downloading the playbook. Please try again.',
  success: 'Check Your Email!',
  /** The title when no mail is on its way (a limit skipped it): the playbook is on the screen instead. */
  ready: 'Your Playbook Is Ready',
} as const;
