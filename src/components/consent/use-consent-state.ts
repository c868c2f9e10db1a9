import { useSyncExternalStore } from 'react';
import { readConsentState, subscribeToConsent, type ConsentState } from '@/lib/analytics-consent';
import { useHydrated } from '@/lib/use-hydrated';

const serverState: ConsentState = { choice: undefined, reopened: false };

/**
 * The consent state for components. The server snapshot has no choice and no banner, so the prerendered
 * HTML and hydration never contain the banner: it appears in the render right after hydration.
 * (It lives apart from the store so the entry script, which starts analytics, does not carry React.)
 */
export function useConsentState(): ConsentState & { hydrated: boolean } {
  const consent = useSyncExternalStore(subscribeToConsent, readConsentState, () => serverState);
  return { ...consent, hydrated: useHydrated() };
}
