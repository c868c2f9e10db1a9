import { optionSets } from '@/config/option-sets';
import { paths } from '@/config/paths';
import type { Mvp, MvpStatus } from '../api/mvps';

export type StatusFilter = MvpStatus | 'all';

/**
 * docs/product/content.md#the-mvp-catalogue: case-insensitive search over title and summary, AND the chosen
 * status.
 */
export function filterMvps(mvps: readonly Mvp[], search: string, status: StatusFilter): Mvp[] {
  const needle = search.trim().toLowerCase();
  return mvps.filter(
    (mvp) =>
      (status === 'all' || mvp.status === status) &&
      (!needle || `${mvp.title}\n${mvp.summary}`.toLowerCase().includes(needle)),
  );
}

export type MvpAction =
  | { kind: 'beta'; label: 'Request Beta Access'; href: string }
  | { kind: 'live'; label: 'Try It Live'; href: string }
  | { kind: 'details'; label: 'View Details'; href: string };

/** The card's main button: beta access for beta MVPs, else the live product if any, else the details. */
export function mvpAction(mvp: Pick<Mvp, 'slug' | 'status' | 'liveUrl'>): MvpAction {
  if (mvp.status === 'beta')
    return { kind: 'beta', label: 'Request Beta Access', href: paths.labs.betaAccess(mvp.slug) };
  if (mvp.liveUrl) return { kind: 'live', label: 'Try It Live', href: mvp.liveUrl };
  return { kind: 'details', label: 'View Details', href: paths.labs.mvp(mvp.slug) };
}

/** What the count counts, by status: nobody is a "beta user" of a live product. */
const countWords: Record<MvpStatus, [one: string, many: string]> = {
  beta: ['beta user', 'beta users'],
  live: ['user', 'users'],
  testing: ['tester', 'testers'],
  retired: ['person used it', 'people used it'],
};

/** "150 beta users", "64 users", "1 tester"; null for none, which is not worth showing. */
export function userCount(mvp: Pick<Mvp, 'status' | 'betaUsers'>): string | null {
  if (mvp.betaUsers <= 0) return null;
  const [one, many] = countWords[mvp.status];
  return `${mvp.betaUsers} ${mvp.betaUsers === 1 ? one : many}`;
}

/**
 * Badge colours (docs/product/content.md#the-mvp-catalogue): green, blue, yellow, grey; shades chosen for
 * 4.5:1 text contrast.
 */
export const statusBadges: Record<MvpStatus, { label: string; className: string }> = {
  live: { label: 'Live', className: 'bg-emerald-100 text-emerald-800' },
  beta: { label: 'Beta', className: 'bg-blue-100 text-blue-800' },
  testing: { label: 'Testing', className: 'bg-yellow-100 text-yellow-900' },
  retired: { label: 'Retired', className: 'bg-slate-200 text-slate-700' },
};

export const DEFAULT_MVP_IMAGE = '/images/labs/default.webp';

/** The status filter: "All Status", then each status by its badge's name. */
export const statusFilters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  ...optionSets.mvpStatus.map((status) => ({ value: status, label: statusBadges[status].label })),
];
