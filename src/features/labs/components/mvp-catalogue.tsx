import { useId, useState } from 'react';
import { SearchField, SelectFilter, TextButton } from '@/components/ui/filter-controls';
import { EmptyState, LoadError } from '@/components/ui/status-message';
import { optionSets } from '@/config/option-sets';
import type { MvpList, MvpStatus } from '../api/mvps';
import { filterMvps, statusFilters, type StatusFilter } from '../lib/catalogue';
import { MvpCard } from './mvp-card';
import { catalogueMessages } from '../messages';

/**
 * The status filter in CSS, so it works on the prerendered page before the scripts and with none: with a
 * status chosen in the select, the cards of every other status are hidden and, where the page holds none of
 * that status, the empty state shows (`data-empty-for`). Written out per status so Tailwind finds each class.
 */
const statusFilterRules: Record<MvpStatus, string> = {
  live: '[&:has(option[value=live]:checked)_[data-mvp-status]:not([data-mvp-status=live])]:hidden [&:has(option[value=live]:checked)_[data-empty-for~=live]]:block',
  beta: '[&:has(option[value=beta]:checked)_[data-mvp-status]:not([data-mvp-status=beta])]:hidden [&:has(option[value=beta]:checked)_[data-empty-for~=beta]]:block',
  testing:
    '[&:has(option[value=testing]:checked)_[data-mvp-status]:not([data-mvp-status=testing])]:hidden [&:has(option[value=testing]:checked)_[data-empty-for~=testing]]:block',
  retired:
    '[&:has(option[value=retired]:checked)_[data-mvp-status]:not([data-mvp-status=retired])]:hidden [&:has(option[value=retired]:checked)_[data-empty-for~=retired]]:block',
};
const statusFilterClasses = optionSets.mvpStatus.map((status) => statusFilterRules[status]).join(' ');

/**
 * /labs/mvps: search and status filter over the catalogue (docs/product/content.md#the-mvp-catalogue).
 * With React both filter as the visitor types or chooses. Before the scripts the page is HTML and CSS: the
 * status filter already works (`statusFilterRules`), text typed waits for React, which reads both fields
 * when it takes the page over, and "Clear filters" is the form's reset. With scripts off the search box is
 * not offered (nothing could answer it); the status filter works all the same.
 */
export function MvpCatalogue({ list }: { list: MvpList }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const formId = useId();

  if (list.failed) return <LoadError message={catalogueMessages.failure} />;

  const shown = filterMvps(list.mvps, search, status);
  const filtering = search.trim() !== '' || status !== 'all';
  // Statuses the CSS filter can choose and find no card of: the empty state is there for them, hidden.
  const missing = optionSets.mvpStatus.filter((each) => !shown.some((mvp) => mvp.status === each));
  return (
    <div className={statusFilterClasses}>
      <form
        id={formId}
        role="search"
        // Filtering is live: Enter has nothing to send.
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:noscript:grid-cols-[1fr_2fr]"
      >
        <div className="noscript:hidden">
          <SearchField label="Search MVPs" placeholder="Search MVPs..." value={search} onChange={setSearch} />
        </div>
        <SelectFilter label="Filter by status" options={statusFilters} value={status} onChange={setStatus} />
      </form>
      {/* React's count: until React has the page (or with scripts off) the CSS may be filtering instead. */}
      <p aria-live="polite" className="sr-only noscript:hidden [html:not([data-hydrated])_&]:hidden">
        {`${shown.length} of ${list.mvps.length} MVPs shown`}
      </p>
      {(shown.length === 0 || missing.length > 0) && (
        <div
          className={shown.length === 0 ? 'mt-10' : 'mt-10 hidden'}
          data-empty-for={shown.length === 0 ? undefined : missing.join(' ')}
        >
          <EmptyState title={catalogueMessages.empty}>
            {filtering || shown.length > 0 ? (
              <TextButton
                type="reset"
                form={formId}
                className="mt-4"
                onClick={(event) => {
                  // React's state is the filter from here on; the reset is for the page before it.
                  event.preventDefault();
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
      )}
      {shown.length > 0 && (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((mvp) => (
            <MvpCard key={mvp.id} mvp={mvp} />
          ))}
        </ul>
      )}
    </div>
  );
}
