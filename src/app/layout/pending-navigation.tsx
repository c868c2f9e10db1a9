import { useNavigation } from 'react-router';

/**
 * While a link's page (its chunk) is on its way, the page the visitor is on stays, and a bar across the top
 * says something is happening. It is a progress bar named "Loading page", not a live region: the page's own
 * status messages stay the only status on the page.
 */
export function PendingNavigation() {
  const pending = useNavigation().state !== 'idle';
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-brand-600"
    />
  );
}
