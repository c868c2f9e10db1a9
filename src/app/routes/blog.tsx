import { BlogFrame } from '@/features/blog/components/blog-frame';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

export { blogListLoader as loader } from '@/features/blog/components/blog-frame';

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
