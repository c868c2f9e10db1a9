import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics';

/** The address of the last page view reported, kept outside React so StrictMode's re-run cannot repeat it. */
let lastTracked: string | undefined;

/** A query without the secrets a link may carry (`token`, in newsletter mails sent before it moved to the fragment). */
function withoutSecrets(search: string): string {
  const query = new URLSearchParams(search);
  if (!query.has('token')) return search;
  query.delete('token');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * On every route change, one page view, never with a secret in it. (Scrolling to the top, or to the linked section, is React Router's
 * ScrollRestoration, in the layout.)
 */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const address = pathname + withoutSecrets(search);
    if (lastTracked === address) return;
    lastTracked = address;
    trackPageView(address);
  }, [pathname, search]);
}
