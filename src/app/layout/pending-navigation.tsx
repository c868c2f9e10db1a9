import { useNavigation } from 'react-router';

/**
 * While a link's page (its chunk) is on its way, the page the visitor is on stays, and a bar across the top
 * says something is happening; screen readers hear "Loading page".
 */
export function PendingNavigation() {
  const pending = useNavigation().state !== 'idle';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1">
      {pending && (
        <>
          <span className="sr-only">Loading page</span>
          <span aria-hidden="true" className="block h-full w-full animate-pulse bg-brand-600" />
        </>
      )}
    </div>
  );
}
