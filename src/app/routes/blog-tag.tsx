import { useParams } from 'react-router-dom';
import { tagSlug } from '@/config/paths';
import { BlogFrame } from '@/features/blog/components/blog-frame';
import { BlogNewsletter } from './blog';
import { NotFoundRoute } from './not-found';

export { blogListLoader as loader } from '@/features/blog/components/blog-frame';

export function BlogTagRoute() {
  const { tag = '' } = useParams();
  return <BlogFrame tag={tagSlug(tag)} newsletter={<BlogNewsletter />} notFound={<NotFoundRoute />} />;
}
