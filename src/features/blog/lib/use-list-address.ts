import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The search a list shows, as its address says: `?q=` (the text) and `?tag=` (a topic on /blog). */
export type ListAddress = { search: string; topic: string };

const noChange = () => () => undefined;

/**
 * The list's search lives in the address, so a search can be shared and the back button undoes it. Starting
 * a search adds a history entry; refining it replaces that entry, so Back leaves the search in one step.
 */
export function useListAddress(): ListAddress & { go: (next: ListAddress) => void } {
  const { pathname, search: addressSearch } = useLocation();
  const navigate = useNavigate();
  // The page was prerendered without a search: hydrate as built, then take up the address's.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const params = new URLSearchParams(hydrated ? addressSearch : '');
  const search = params.get('q') ?? '';
  const topic = params.get('tag') ?? '';
  const go = useCallback(
    (next: ListAddress) => {
      const query = new URLSearchParams();
      if (next.search) query.set('q', next.search);
      if (next.topic) query.set('tag', next.topic);
      const wasSearching = search !== '' || topic !== '';
      void navigate(query.size ? `${pathname}?${query}` : pathname, { replace: wasSearching });
    },
    [pathname, navigate, search, topic],
  );
  return { search, topic, go };
}
