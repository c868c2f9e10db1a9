import { useParams } from 'react-router';
import { tagSlug } from '@/config/paths';
import { BlogFrame } from '@/features/blog/components/blog-frame';
import { listPageNumber, postListPage } from '@/features/blog/data-pages';
import { BlogNewsletter } from './blog';
import { NotFoundRoute } from './not-found';

export const { loader } = postListPage;

/** /blog/tag/{tag} and its later pages, /blog/tag/{tag}/page/{n}. */
export function BlogTagRoute() {
  const { tag = '', page } = useParams();
  return (
    <BlogFrame
      tag={tagSlug(tag)}
      page={listPageNumber(page)}
      newsletter={<BlogNewsletter />}
      notFound={<NotFoundRoute />}
    />
  );
}
