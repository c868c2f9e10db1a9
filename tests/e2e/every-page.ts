/** A path no page has: the branded 404. */
export const notFoundPath = '/no/such/page';
/** What Chromium logs for the 404's own document status. */
export const notFoundConsoleError =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * One page of every kind a visitor can land on (each pitch of /book-call, a blog article and tag, an MVP,
 * the 404), for the checks that must hold on all of them.
 */
export const everyPage = [
  '/',
  '/about',
  '/solutions',
  '/strategy',
  '/mvp',
  '/growth',
  '/case-studies',
  '/case-studies/mvp-validation',
  '/book-call',
  '/book-call?source=strategy',
  '/book-call?source=mvp',
  '/book-call?source=monetization',
  '/growth-check',
  '/growth-playbook',
  '/growth-playbook/framework',
  '/blog',
  '/blog/customer-interviews-that-dont-lie',
  '/blog/tag/pricing',
  '/labs',
  '/labs/mvps',
  '/labs/launchpad-ai',
  '/labs/submit-idea',
  '/labs/early-access',
  '/labs/subscribe',
  '/collective',
  '/collective/apply',
  '/collective/join',
  '/policies',
  '/privacy',
  '/terms',
  notFoundPath,
];
