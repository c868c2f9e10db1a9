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
  readTime: number;
  featuredImage: string;
  tags: string[];
};

/** What a related-article card needs. */
export type RelatedPost = Pick<BlogPost, 'id' | 'slug' | 'title' | 'summary' | 'featuredImage'>;

export const DEFAULT_POST_IMAGE = '/images/blog/default.webp';
export const fallbackAuthor = { name: `The ${site.name} Team`, title: 'Startup advisors' } as const;

const WORDS_PER_MINUTE = 200;

/** Read time: words divided by 200, rounded up, in minutes. */
export function readTime(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** "November 22, 2026": the long US format, in UTC so the build and the browser agree. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function newestFirst<Post extends Pick<BlogPost, 'publishedDate'>>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));
}

/** Every distinct tag across the posts, alphabetically. */
export function distinctTags(posts: readonly Pick<BlogPost, 'tags'>[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}

export function hasTag(post: Pick<BlogPost, 'tags'>, slugOfTag: string): boolean {
  return post.tags.some((tag) => tagSlug(tag) === slugOfTag);
}

/**
 * docs/product/content.md#the-blog-list: a post must contain the text (case-insensitive, in title, summary or
 * content; or the text is empty) AND carry the tag (given as its URL slug; or none is selected). Newest
 * first.
 */
export function filterPosts(posts: readonly BlogPost[], search: string, tag: string | null): BlogPost[] {
  const needle = search.trim().toLowerCase();
  return newestFirst(
    posts.filter(
      (post) =>
        (!tag || hasTag(post, tag)) &&
        (!needle || `${post.title}\n${post.summary}\n${post.content}`.toLowerCase().includes(needle)),
    ),
  );
}

export type RelatedCandidate = RelatedPost & Pick<BlogPost, 'tags' | 'publishedDate'>;

/** Up to `limit` other posts sharing a tag with `post`: the most shared tags first, then the newest. */
export function relatedPosts(
  post: Pick<BlogPost, 'id' | 'tags'>,
  candidates: readonly RelatedCandidate[],
  limit = 3,
): RelatedPost[] {
  const shared = (other: RelatedCandidate) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return newestFirst(candidates.filter((other) => other.id !== post.id && shared(other) > 0))
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit)
    .map(({ id, slug, title, summary, featuredImage }) => ({ id, slug, title, summary, featuredImage }));
}

/** The card's tags: the first three, and how many more there are. */
export function visibleTags(tags: readonly string[], shown = 3): { tags: string[]; more: number } {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
