import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics';

/** The address of the last page view reported, kept outside React so StrictMode's re-run cannot repeat it. */
let lastTracked: string | undefined;

/**
 * On every route change, one page view. (Scrolling to the top, or to the linked section, is React Router's
 * ScrollRestoration, in the layout.)
 */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const address = pathname + search;
    if (lastTracked === address) return;
    lastTracked = address;
    trackPageView(address);
  }, [pathname, search]);
}
