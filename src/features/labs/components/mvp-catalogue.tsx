import { useState } from 'react';
import { SearchField, SelectFilter, TextButton } from '@/components/ui/filter-controls';
import { EmptyState, LoadError } from '@/components/ui/status-message';
import type { MvpList } from '../api/mvps';
import { filterMvps, statusFilters, type StatusFilter } from '../lib/catalogue';
import { MvpCard } from './mvp-card';

export const catalogueMessages = {
  failure: 'Failed to load MVPs. Please try again later.',
  empty: 'No MVPs found',
} as const;

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
