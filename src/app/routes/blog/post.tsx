import { Navigate } from 'react-router';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { Article } from '@/features/blog/components/article';
import { postPage } from '@/features/blog/data-pages';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

export const articleMessages = { failure: 'Failed to load blog post. Please try again later.' } as const;

export const { loader } = postPage;

export function Component() {
  return (
    <postPage.Content loading={<LoadingState label="Loading article..." />}>
      {(lookup) => {
        if (lookup.status === 'not-found') return <Navigate to={paths.blog.list} replace />;
        if (lookup.status === 'error') return <LoadError message={articleMessages.failure} />;
        return (
          <Article
            lookup={lookup}
            newsletter={
              <NewsletterSection
                source="blog-article"
                title="Want More Insights Like This?"
                text="Get our next article on validation, pricing or growth in your inbox. One email when we publish, nothing else."
              />
            }
          />
        );
      }}
    </postPage.Content>
  );
}
