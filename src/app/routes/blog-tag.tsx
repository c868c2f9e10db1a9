import { useParams } from 'react-router';
import { tagSlug } from '@/config/paths';
import { BlogFrame } from '@/features/blog/components/blog-frame';
import { postListPage } from '@/features/blog/data-pages';
import { BlogNewsletter } from './blog';
import { NotFoundRoute } from './not-found';

export const { loader } = postListPage;

export function BlogTagRoute() {
  const { tag = '' } = useParams();
  return <BlogFrame tag={tagSlug(tag)} newsletter={<BlogNewsletter />} notFound={<NotFoundRoute />} />;
}
