import { paths } from '@/config/paths';

/**
 * Old addresses that live on as permanent (301) redirects. The router answers them in the browser, and the
 * build writes the same list as host rules (dist/_redirects, dist/vercel.json), so the two cannot drift.
 * `:name` segments carry over from `from` to `to` (`fillPattern` in src/config/paths.ts).
 */
export const permanentRedirects = [
  // The free guide is the growth playbook.
  { from: paths.freeGuide, to: paths.growthPlaybook },
  // Early links to MVP pages had an extra /mvp segment (docs/product/routes.md#old-addresses-and-aliases).
  { from: '/labs/mvp/:slug', to: paths.labs.mvp.pattern },
  { from: '/labs/mvp/:slug/beta-access', to: paths.labs.betaAccess.pattern },
  // One sign-up page, one address: Labs' subscribe link is its early-access page.
  { from: paths.labs.subscribe, to: paths.labs.earlyAccess },
] as const;

export type PermanentRedirect = (typeof permanentRedirects)[number];
