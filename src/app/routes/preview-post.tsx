import { PreviewBanner } from '@/components/ui/preview-banner';
import { OriginalImages } from '@/components/ui/responsive-img';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { previewPost } from '@/features/blog/api/posts';
import { Article } from '@/features/blog/components/article';
import { usePreview } from '@/lib/use-preview';
import { NotFoundRoute } from './not-found';

/** /preview/blog/{slug}#<token>: the post as its article page will show it, drafts and scheduled posts too. */
export function PreviewPostRoute() {
  const lookup = usePreview(previewPost);
  if (!lookup) return <LoadingState label="Loading preview..." />;
  if (lookup.status === 'not-found') return <NotFoundRoute />;
  if (lookup.status === 'error')
    return <LoadError message="Failed to load the preview. Please try again later." />;
  return (
    <OriginalImages.Provider value>
      <PreviewBanner />
      <Article lookup={lookup} newsletter={null} preview />
    </OriginalImages.Provider>
  );
}
