import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import type { DataPage } from '@/lib/data-page';
import type { Mvp, MvpLookup } from '../api/mvps';
import { mvpPageMessages } from '../messages';

/**
 * A page about one MVP: loading, the failure text (docs/product/content.md#an-mvp-page), a silent redirect to
 * the catalogue when unknown.
 */
export function MvpPage({
  page,
  children,
}: {
  page: DataPage<MvpLookup>;
  children: (mvp: Mvp) => ReactNode;
}) {
  return (
    <page.Content loading={<LoadingState label="Loading MVP..." />}>
      {(lookup) => {
        if (lookup.status === 'not-found') return <Navigate to={paths.labs.mvps} replace />;
        if (lookup.status === 'error') return <LoadError message={mvpPageMessages.failure} />;
        return children(lookup.mvp);
      }}
    </page.Content>
  );
}
