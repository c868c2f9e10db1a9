import { postListPage } from '@/features/blog/data-pages';
import { BlogTagRoute } from './blog-tag';

export const { loader } = postListPage;

/** /blog/tag/{tag}/page/{n}: a tag's later pages, each prerendered (the same screen as the tag page). */
export const BlogTagPageRoute = BlogTagRoute;
