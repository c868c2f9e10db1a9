import { PreviewPage } from '@/components/ui/preview-page';
import { previewMvp } from '@/features/labs/api/mvps';
import { MvpDetail } from './labs-mvp';
import { NotFoundRoute } from './not-found';

/** /preview/labs/{slug}#<token>: the MVP as its page will show it, drafts too. */
export function PreviewMvpRoute() {
  return (
    <PreviewPage read={previewMvp} notFound={<NotFoundRoute />}>
      {(lookup) => <MvpDetail mvp={lookup.mvp} preview />}
    </PreviewPage>
  );
}
