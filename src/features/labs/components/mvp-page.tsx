import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageContent } from '@/components/ui/page-content';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { defer, type PageData } from '@/lib/deferred';
import type { Mvp, MvpLookup } from '../api/mvps';

export const mvpPageMessages = { failure: 'Failed to load MVP details. Please try again later.' } as const;

const usable = (lookup: MvpLookup) => lookup.status !== 'error';

/** The loader of a page about one MVP. */
export const loadMvpPage = (load: () => Promise<MvpLookup>) => defer(load, usable);

/**
 * A page about one MVP: loading, the failure text (docs/product/content.md#an-mvp-page), a silent redirect to
 * the catalogue when unknown.
 */
export function MvpPage({
  page,
  load,
  children,
}: {
  page: PageData<MvpLookup>;
  load: () => Promise<MvpLookup>;
  children: (mvp: Mvp) => ReactNode;
}) {
  return (
    <PageContent page={page} load={load} usable={usable} loading={<LoadingState label="Loading MVP..." />}>
      {(lookup) => {
        if (lookup.status === 'not-found') return <Navigate to={paths.labs.mvps} replace />;
        if (lookup.status === 'error') return <LoadError message={mvpPageMessages.failure} />;
        return children(lookup.mvp);
      }}
    </PageContent>
  );
}
