import { useParams } from 'react-router';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { tagSlug } from '@/config/paths';
import { BlogFrame } from '@/features/blog/components/blog-frame';
import { listPageNumber, postListPage } from '@/features/blog/data-pages';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

export const { loader } = postListPage;

/** The blog list's newsletter call (source `blog`), on /blog and the tag pages. */
function BlogNewsletter() {
  return (
    <NewsletterSection
      source="blog"
      title="Get new articles in your inbox"
      text="One practical email when we publish: validation, pricing, retention and growth for early-stage founders."
    />
  );
}

/**
 * /blog and its later pages (/blog/page/{n}), and a tag's list: /blog/tag/{tag} and its later pages,
 * /blog/tag/{tag}/page/{n}. One module, one chunk for the four.
 */
export function Component() {
  const { tag, page } = useParams();
  return (
    <BlogFrame
      tag={tag === undefined ? undefined : tagSlug(tag)}
      page={listPageNumber(page)}
      newsletter={<BlogNewsletter />}
      notFound={<NotFoundScreen />}
    />
  );
}
