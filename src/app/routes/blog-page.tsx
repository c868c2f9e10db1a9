import { postListPage } from '@/features/blog/data-pages';
import { BlogRoute } from './blog';

export const { loader } = postListPage;

/** /blog/page/{n}: the list's later pages, each prerendered (the same screen as /blog). */
export const BlogPageRoute = BlogRoute;
