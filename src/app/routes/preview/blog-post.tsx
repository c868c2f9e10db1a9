import { PreviewPage } from '@/components/ui/preview-page';
import { previewPost } from '@/features/blog/api/posts';
import { Article } from '@/features/blog/components/article';
import { NotFoundScreen } from '@/components/ui/not-found-screen';

/** /preview/blog/{slug}#<token>: the post as its article page will show it, drafts and scheduled posts too. */
export function Component() {
  return (
    <PreviewPage read={previewPost} notFound={<NotFoundScreen />}>
      {(lookup) => <Article lookup={lookup} newsletter={null} preview />}
    </PreviewPage>
  );
}
