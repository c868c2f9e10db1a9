import { PreviewBanner } from '@/components/ui/preview-banner';
import { OriginalImages } from '@/components/ui/responsive-img';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { previewMvp } from '@/features/labs/api/mvps';
import { usePreview } from '@/lib/use-preview';
import { MvpDetail } from './labs-mvp';
import { NotFoundRoute } from './not-found';

/** /preview/labs/{slug}#<token>: the MVP as its page will show it, drafts too. */
export function PreviewMvpRoute() {
  const lookup = usePreview(previewMvp);
  if (!lookup) return <LoadingState label="Loading preview..." />;
  if (lookup.status === 'not-found') return <NotFoundRoute />;
  if (lookup.status === 'error')
    return <LoadError message="Failed to load the preview. Please try again later." />;
  return (
    <OriginalImages.Provider value>
      <PreviewBanner />
      <MvpDetail mvp={lookup.mvp} preview />
    </OriginalImages.Provider>
  );
}
