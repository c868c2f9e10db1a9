import { useRouteParams } from '@/lib/route-params';
import { tagSlug } from '@/config/paths';
import { BlogFrame } from '@/features/blog/components/blog-frame';
import { postListPage } from '@/features/blog/data-pages';
import { BlogNewsletter } from './blog';
import { NotFoundRoute } from './not-found';

export const { loader } = postListPage;

export function BlogTagRoute() {
  const { tag = '' } = useRouteParams();
  return <BlogFrame tag={tagSlug(tag)} newsletter={<BlogNewsletter />} notFound={<NotFoundRoute />} />;
}
