import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';

/** The location key of the last navigation reported, kept outside React so StrictMode's re-run cannot repeat it. */
let lastTrackedKey: string | undefined;

/** On every route change: scroll to the top (or to the linked section) and report one page view. */
export function useRouteChangeEffects(): void {
  const location = useLocation();
  const first = useRef(true);

  useBrowserLayoutEffect(() => {
    // The page the visitor landed on is the browser's to scroll (to its #hash, or where they scrolled
    // before React took over, which can be a while: src/main.tsx); only later navigations move it.
    if (first.current) {
      first.current = false;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (lastTrackedKey === location.key) return;
    lastTrackedKey = location.key;
    trackPageView(location.pathname + location.search);
  }, [location.key, location.pathname, location.search]);
}

/** For tests that mount the app more than once. */
export function resetTrackedNavigation(): void {
  lastTrackedKey = undefined;
}
