import { tagSlug } from '@/config/paths';
import { site } from '@/config/site';

/** A blog post with its derived fields (author fallbacks, read time, dates), as every blog screen uses it. */
export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  summary: string;
  /** Markdown. */
  content: string;
  /**
   * The content already rendered to sanitized HTML, in a prerendered article: the page hydrates with it
   * and needs no markdown renderer (then `content` is left empty, so the page carries the text once).
   */
  contentHtml?: string;
  author: { name: string; avatar: string | null; title: string };
  /** published_at, else created_at (ISO). */
  publishedDate: string;
  updatedAt: string;
  /** Minutes to read: words / 200, rounded up, computed by the database when the post is saved (blog_posts.read_time). */
  readTime: number;
  featuredImage: string;
  tags: string[];
};

/** A post as the lists, related articles and the feed show it: everything but the text. */
export type BlogCard = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'summary' | 'featuredImage' | 'publishedDate' | 'updatedAt' | 'readTime' | 'tags'
>;

/** What a related-article card needs. */
export type RelatedPost = BlogCard;

/** The first page of a list holds the featured post and a grid of 12; later pages a grid of 12. */
export const PAGE_SIZE = 12;
const FIRST_PAGE_SIZE = PAGE_SIZE + 1;

/** Which posts page `page` (1, 2, ...) of a list shows, newest first. */
export function pageWindow(page: number): { offset: number; limit: number } {
  if (page <= 1) return { offset: 0, limit: FIRST_PAGE_SIZE };
  return { offset: FIRST_PAGE_SIZE + (page - 2) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** How many pages a list of `total` posts has (at least one, which may be empty). */
export function pageCount(total: number): number {
  return total <= FIRST_PAGE_SIZE ? 1 : 1 + Math.ceil((total - FIRST_PAGE_SIZE) / PAGE_SIZE);
}

export const DEFAULT_POST_IMAGE = '/images/blog/default.webp';
export const fallbackAuthor = { name: `The ${site.name} Team`, title: 'Startup advisors' } as const;

export function hasTag(post: Pick<BlogPost, 'tags'>, slugOfTag: string): boolean {
  return post.tags.some((tag) => tagSlug(tag) === slugOfTag);
}

/** The card's tags: the first three, and how many more there are. */
export function visibleTags(tags: readonly string[], shown = 3): { tags: string[]; more: number } {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
