import { BlogFrame } from '@/features/blog/components/blog-frame';
import { postListPage } from '@/features/blog/data-pages';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

export const { loader } = postListPage;

/** The blog list's newsletter call (source `blog`), on /blog and the tag pages. */
export function BlogNewsletter() {
  return (
    <NewsletterSection
      source="blog"
      title="Get new articles in your inbox"
      text="One practical email when we publish: validation, pricing, retention and growth for early-stage founders."
    />
  );
}

export function BlogRoute() {
  return <BlogFrame newsletter={<BlogNewsletter />} />;
}
