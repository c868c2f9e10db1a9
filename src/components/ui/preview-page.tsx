import type { ReactNode } from 'react';
import { OriginalImages } from '@/components/ui/responsive-img';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { usePreview } from '@/lib/use-preview';

type Lookup = { status: 'found' } | { status: 'not-found' } | { status: 'error' };

/**
 * A private preview (/preview/...#<token>): reads the row the address's token opens, then shows it as its
 * public page will, under a banner saying it is not public. Images are the originals: the build has made no
 * variants of a draft's.
 */
export function PreviewPage<Found extends Lookup>({
  read,
  notFound,
  children,
}: {
  read: (token: string) => Promise<Found | { status: 'not-found' } | { status: 'error' }>;
  notFound: ReactNode;
  children: (found: Extract<Found, { status: 'found' }>) => ReactNode;
}) {
  const lookup = usePreview(read);
  if (!lookup) return <LoadingState label="Loading preview..." />;
  if (lookup.status === 'not-found') return notFound;
  if (lookup.status === 'error')
    return <LoadError message="Failed to load the preview. Please try again later." />;
  return (
    <OriginalImages.Provider value>
      <p className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950">
        Preview: not public. Only people with this link can see this page, and it may change before it is
        published.
      </p>
      {children(lookup as Extract<Found, { status: 'found' }>)}
    </OriginalImages.Provider>
  );
}
