import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { trackPageView } from '@/lib/analytics';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';

/** The address of the last page view reported, kept outside React so StrictMode's re-run cannot repeat it. */
let lastTracked: string | undefined;

/** On every route change: scroll to the top (or to the linked section) and report one page view. */
export function useRouteChangeEffects(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const first = useRef(true);

  useBrowserLayoutEffect(() => {
    // The page the visitor landed on is the browser's to scroll (to its #hash, or where they scrolled
    // before React took over, which can be a while: src/app/boot); only later navigations move it.
    if (first.current) {
      first.current = false;
      return;
    }
    const { hash } = window.location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const address = pathname + (search ? `?${search}` : '');
    if (lastTracked === address) return;
    lastTracked = address;
    trackPageView(address);
  }, [pathname, search]);
}

/** For tests that mount the app more than once. */
export function resetTrackedNavigation(): void {
  lastTracked = undefined;
}
