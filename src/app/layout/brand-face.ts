import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The brand file under its second name (src/styles.css), for the pages after the first. */
const NEXT_FAMILY = 'Bricolage Grotesque Next';
const ATTRIBUTE = 'data-brand-face-next';

/**
 * The brand face for the rest of the visit (ADR 0020). A first page whose font file came after its first
 * paint keeps the fallback it was painted in (`font-display: optional`: nothing moves under the reader), and
 * client-side navigations keep the document's fonts: without this, the whole visit would stay in the
 * fallback. So once React has the page, the file is loaded under a second name (from the cache, where the
 * first page's preload got it), and the next page React renders is set in it: a new page, so nothing the
 * visitor was reading changes. Where the first page had the face, the second name is the same file: nothing
 * changes at all.
 */
export function useBrandFaceOnNextPages(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // Browsers without the CSS Font Loading API keep the fallback, as before. A failed load leaves it too.
    document.fonts?.load(`1em "${NEXT_FAMILY}"`).catch(() => {});
  }, []);

  // Before the new page is painted, so it is never shown in the fallback first; only once the file is in
  // (`check` is true when no face of the family is left to load).
  useLayoutEffect(() => {
    if (pathname !== firstPath.current && document.fonts?.check(`1em "${NEXT_FAMILY}"`))
      document.documentElement.setAttribute(ATTRIBUTE, '');
  }, [pathname]);
}
