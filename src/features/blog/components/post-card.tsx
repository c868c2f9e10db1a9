import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { BlogCard } from '../lib/posts';
import { PostDate, TagChips } from './post-meta';
import { CoverImage } from '@/components/ui/cover-image';

/** A post in the "All Articles" grid (or, `featured`, the wide card above it). */
export function PostCard({ post, featured = false }: { post: BlogCard; featured?: boolean }) {
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${
        featured ? 'lg:grid lg:grid-cols-2' : ''
      }`}
    >
      <CoverImage src={post.featuredImage} eager={featured} />
      <div className={`flex flex-1 flex-col ${featured ? 'p-8' : 'p-6'}`}>
        <PostDate post={post} />
        <h3 className={`mt-3 font-bold text-slate-900 ${featured ? 'text-3xl' : 'text-xl'}`}>
          <Link to={paths.blog.post(post.slug)} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-slate-600">{post.summary}</p>
        <div className="mt-auto pt-6">
          <TagChips tags={post.tags} limit={3} />
        </div>
      </div>
    </article>
  );
}
