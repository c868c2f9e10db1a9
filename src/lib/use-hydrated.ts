import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards. Values only the browser
 * knows (the query string, sessionStorage) are used once this is true, so hydration matches the HTML; React
 * re-renders before the browser paints.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
