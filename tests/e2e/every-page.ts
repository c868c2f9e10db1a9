import { paths } from '../../src/config/paths.ts';
import { services } from '../../src/content/services.ts';

/** A path no page has: the branded 404. */
export const notFoundPath = '/no/such/page';
/** What Chromium logs for the 404's own document status. */
export const notFoundConsoleError =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Every fixed address paths.ts names (builders, whose addresses take a parameter, are sampled below). */
function fixedAddresses(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(fixedAddresses);
}

/** The newsletter's mail links need a token from a mail: newsletter.spec.ts follows them. */
const mailLinks = new Set<string>(Object.values(paths.newsletter));

/**
 * One page of every kind a visitor can land on, for the checks that must hold on all of them: every fixed
 * address of src/config/paths.ts (each one a page of the route table, src/app/routes.test.ts), /book-call
 * with each service's pitch (src/content/services.ts), a blog article and tag, an MVP, and the 404.
 */
export const everyPage = [
  ...fixedAddresses(paths).filter((address) => !mailLinks.has(address)),
  paths.bookCall(),
  ...services.map((service) => paths.bookCall({ source: service.pitch.source })),
  paths.blog.post('customer-interviews-that-dont-lie'),
  paths.blog.tag('pricing'),
  paths.labs.mvp('launchpad-ai'),
  notFoundPath,
];
