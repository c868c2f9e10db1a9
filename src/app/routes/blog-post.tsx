import { Navigate, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageContent } from '@/components/ui/page-content';
import { LoadError, LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { getPost, type PostLookup } from '@/features/blog/api/posts';
import { Article } from '@/features/blog/components/article';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { defer } from '@/lib/deferred';

export const articleMessages = { failure: 'Failed to load blog post. Please try again later.' } as const;

const usable = (lookup: PostLookup) => lookup.status !== 'error';

export const loader = ({ params }: LoaderFunctionArgs) => defer(() => getPost(params.slug ?? ''), usable);

export function BlogPostRoute() {
  const page = useLoaderData<typeof loader>();
  const { slug = '' } = useParams();
  return (
    <PageContent
      page={page}
      load={() => getPost(slug)}
      usable={usable}
      loading={<LoadingState label="Loading article..." />}
    >
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
    </PageContent>
  );
}
