import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { longDate } from '@/lib/dates';
import { visibleTags, type BlogPost } from '../lib/posts';

export function PostDate({ post }: { post: Pick<BlogPost, 'publishedDate' | 'readTime'> }) {
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={post.publishedDate}>{longDate(post.publishedDate)}</time>
      <span aria-hidden="true"> · </span>
      <span>{`${post.readTime} min read`}</span>
    </p>
  );
}

const chipClasses =
  'inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100';

/** Tag chips linking to their tag pages; `limit` shows that many, then "+N more". */
export function TagChips({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const { tags: shown, more } = limit ? visibleTags(tags, limit) : { tags, more: 0 };
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Topics">
      {shown.map((tag) => (
        <li key={tag}>
          <Link to={paths.blog.tag(tag)} className={chipClasses}>
            {tag}
          </Link>
        </li>
      ))}
      {more > 0 && <li className="text-xs font-medium text-slate-600">{`+${more} more`}</li>}
    </ul>
  );
}
