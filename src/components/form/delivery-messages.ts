/**
 * What a form says while its lead is retried, once it is kept, and of a receipt a limit skipped
 * (docs/product/forms.md). No imports, so the browser tests read the same words.
 */
export const deliveryMessages = {
  retrying: 'We could not reach the studio yet, so we are trying again. Everything you typed is kept.',
  kept: 'We could not reach the studio just now, but nothing is lost: what you typed is saved in this browser, and the site will keep trying to send it while this page is open and the next time you visit.',
  keptRateLimited:
    'We have received several submissions from your connection in a short time. Nothing is lost: what you typed is saved in this browser, and the site will send it by itself in a few minutes.',
  otherWay: 'You can also write to us at',
  draftKept: 'We kept what you typed here on your last visit, in this browser only.',
  clearDraft: 'Clear the form',
} as const;

/** Under a confirmation whose receipt a visitor mail limit skipped: it promises no mail. */
export const receiptMessages = {
  skipped: 'We could not email you a receipt this time, so this page is your confirmation.',
  replyTo: 'Our reply will go to',
} as const;
