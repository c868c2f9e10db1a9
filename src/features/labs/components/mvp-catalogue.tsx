import { useState } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { SearchField, SelectFilter, TextButton } from '@/components/ui/filter-controls';
import { EmptyState, LoadError } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import type { Mvp, MvpList } from '../api/mvps';
import { filterMvps, statusFilters, type StatusFilter } from '../lib/catalogue';
import { MvpActionLink } from './mvp-action-link';
import { MvpImage } from './mvp-image';
import { StatusBadge } from './status-badge';

export const catalogueMessages = {
  failure: 'Failed to load MVPs. Please try again later.',
  empty: 'No MVPs found',
} as const;

function MvpCard({ mvp }: { mvp: Mvp }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <MvpImage src={mvp.featuredImage} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <StatusBadge status={mvp.status} />
          <span className="text-sm text-slate-600">{`${mvp.betaUsers} beta users`}</span>
        </div>
        <h3 className="mt-4 text-xl font-semibold text-slate-900">{mvp.title}</h3>
        <p className="mt-2 line-clamp-2 text-slate-600">{mvp.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
          <ArrowLink to={paths.labs.mvp(mvp.slug)} aria-label={`Learn more about ${mvp.title}`}>
            Learn More
          </ArrowLink>
          <MvpActionLink mvp={mvp} variant="secondary" className="px-4 py-2 text-sm" />
        </div>
      </div>
    </li>
  );
}

/** /labs/mvps: search and status filter over the catalogue (docs/product/content.md#the-mvp-catalogue). */
export function MvpCatalogue({ list }: { list: MvpList }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  if (list.failed) return <LoadError message={catalogueMessages.failure} />;

  const shown = filterMvps(list.mvps, search, status);
  const filtering = search.trim() !== '' || status !== 'all';
  return (
    <>
      <div role="search" className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SearchField label="Search MVPs" placeholder="Search MVPs..." value={search} onChange={setSearch} />
        <SelectFilter label="Filter by status" options={statusFilters} value={status} onChange={setStatus} />
      </div>
      <p aria-live="polite" className="sr-only">
        {`${shown.length} of ${list.mvps.length} MVPs shown`}
      </p>
      {shown.length === 0 ? (
        <div className="mt-10">
          <EmptyState title={catalogueMessages.empty}>
            {filtering ? (
              <TextButton
                className="mt-4"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                }}
              >
                Clear filters
              </TextButton>
            ) : (
              <p>New experiments are on the way. Check back soon.</p>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((mvp) => (
            <MvpCard key={mvp.id} mvp={mvp} />
          ))}
        </ul>
      )}
    </>
  );
}
