import { PreviewPage } from '@/components/ui/preview-page';
import { previewMvp } from '@/features/labs/api/mvps';
import { MvpDetail } from '@/features/labs/components/mvp-detail';
import { NotFoundScreen } from '@/components/ui/not-found-screen';

/** /preview/labs/{slug}#<token>: the MVP as its page will show it, drafts too. */
export function Component() {
  return (
    <PreviewPage read={previewMvp} notFound={<NotFoundScreen />}>
      {(lookup) => <MvpDetail mvp={lookup.mvp} preview />}
    </PreviewPage>
  );
}
