import { ArrowLink } from '@/components/ui/arrow-link';
import { paths } from '@/config/paths';
import type { Mvp } from '../api/mvps';
import { mvpAction, userCount } from '../lib/catalogue';
import { MvpActionLink } from './mvp-action-link';
import { MvpImage } from './mvp-image';
import { StatusBadge } from './status-badge';

/**
 * One MVP as a card, the same on the Labs landing page and in the catalogue, both drawn from its row. The
 * catalogue's status filter works in CSS before the scripts, by `data-mvp-status`.
 */
export function MvpCard({ mvp }: { mvp: Mvp }) {
  const count = userCount(mvp);
  // "View Details" goes where "Learn More" does: then the card has the one link.
  const detailsOnly = mvpAction(mvp).kind === 'details';
  return (
    <li
      data-mvp-status={mvp.status}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <MvpImage src={mvp.featuredImage} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <StatusBadge status={mvp.status} />
          {count && <span className="text-sm text-slate-600">{count}</span>}
        </div>
        <h3 className="mt-4 text-xl font-semibold text-slate-900">{mvp.title}</h3>
        <p className="mt-2 line-clamp-2 text-slate-600">{mvp.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
          {!detailsOnly && (
            <ArrowLink to={paths.labs.mvp(mvp.slug)} aria-label={`Learn more about ${mvp.title}`}>
              Learn More
            </ArrowLink>
          )}
          <MvpActionLink mvp={mvp} variant="secondary" className="px-4 py-2 text-sm" />
        </div>
      </div>
    </li>
  );
}
