import { callFunction, contentVersion, postFunction } from '@/lib/backend';
import { readPreview } from '@/lib/preview';
import {
  DEFAULT_POST_IMAGE,
  fallbackAuthor,
  pageWindow,
  type BlogCard,
  type BlogPost,
  type RelatedPost,
} from '../lib/posts';

/**
 * A post as the visitor's API answers it (api.blog_post, api.preview_post in
 * supabase/migrations/20261128000200_content.sql): its author's public columns and its tags by name.
 */
export type PostRow = {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  summary: string;
  content: string;
  featured_image: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  read_time: number;
  author: { full_name: string; avatar_url: string | null; title: string | null } | null;
  tags: string[];
};

export function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle || null,
    summary: row.summary,
    content: row.content,
    author: {
      name: row.author?.full_name || fallbackAuthor.name,
      avatar: row.author?.avatar_url || null,
      title: row.author?.title || fallbackAuthor.title,
    },
    publishedDate: row.published_at ?? row.created_at,
    updatedAt: row.updated_at,
    readTime: row.read_time,
    featuredImage: row.featured_image || DEFAULT_POST_IMAGE,
    tags: row.tags,
  };
}

/** A card as the API's blog functions answer it. */
export type CardRow = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  featured_image: string | null;
  published_date: string;
  updated_at: string;
  read_time: number;
  tags: string[];
};

export function toCard(row: CardRow): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    featuredImage: row.featured_image || DEFAULT_POST_IMAGE,
    publishedDate: row.published_date,
    updatedAt: row.updated_at,
    readTime: row.read_time,
    tags: row.tags,
  };
}

/**
 * The fewest characters a search may have (api.blog_search): a shorter text cannot use the search index and
 * would read every post's text.
 */
export const SEARCH_MIN_LENGTH = 3;

export type PostQuery = {
  /** Text to find in title, summary or body: SEARCH_MIN_LENGTH characters or more once trimmed, else no search. */
  search?: string;
  /** A tag's address segment (tagSlug). */
  tag?: string;
  /** Where a list's page starts. */
  offset: number;
  /** Where a search's page starts: the `next` of the page before. */
  after?: string;
  limit: number;
};

/**
 * A page of a list or a search: cards newest first, whether more follow, how many there are in all (a
 * list's; null for a search, which does not count) and where a search's next page starts.
 */
export type PostPage = {
  posts: BlogCard[];
  hasMore: boolean;
  total: number | null;
  next?: string;
  failed: boolean;
};

type ListAnswer = { posts: CardRow[]; has_more: boolean; total: number };
type SearchAnswer = { posts: CardRow[]; has_more: boolean; next: string | null };

/** Whether a typed text is a search (long enough, once trimmed). */
export const isSearch = (text: string | undefined): text is string =>
  (text?.trim().length ?? 0) >= SEARCH_MIN_LENGTH;

/**
 * One page of public posts matching a text and a tag (docs/product/content.md#the-blog-list): with a text of
 * SEARCH_MIN_LENGTH characters or more, the database's search (a POST: it charges the visitor's search
 * budget); otherwise the list, or a tag's list (a GET). An aborted read rejects (the caller has moved on);
 * any other failure is logged and flagged for the screen.
 */
export async function readPosts(query: PostQuery, signal?: AbortSignal): Promise<PostPage> {
  try {
    if (isSearch(query.search)) {
      const found = await postFunction<SearchAnswer>(
        'blog_search',
        {
          search: query.search.trim(),
          tag: query.tag || undefined,
          after: query.after,
          page_size: query.limit,
        },
        signal,
      );
      const next = found.next ?? undefined;
      return { posts: found.posts.map(toCard), hasMore: found.has_more, total: null, next, failed: false };
    }
    const found = await callFunction<ListAnswer>(
      'blog_posts',
      { tag: query.tag || undefined, page_offset: query.offset, page_size: query.limit },
      signal,
    );
    return { posts: found.posts.map(toCard), hasMore: found.has_more, total: found.total, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the blog posts:', error);
    return { posts: [], hasMore: false, total: null, failed: true };
  }
}

/** Every tag a public post carries, alphabetically. */
export async function listTags(): Promise<string[] | undefined> {
  try {
    // Alphabetically for the visitor's language, whatever the database's collation.
    return (await callFunction<string[]>('blog_tags')).sort((a, b) => a.localeCompare(b));
  } catch (error) {
    console.error('Could not load the blog tags:', error);
    return undefined;
  }
}

/** A page of /blog or a tag page, with the tags in use for the topic links. */
export type PostList = PostPage & { tags: string[]; page: number };

export async function listPage({ tag, page = 1 }: { tag?: string; page?: number }): Promise<PostList> {
  // Not a page number (/blog/page/x): nothing to read; the screen says "Page not found".
  if (!Number.isInteger(page) || page < 1)
    return { posts: [], hasMore: false, total: 0, failed: false, tags: [], page };
  const [found, tags] = await Promise.all([readPosts({ tag, ...pageWindow(page) }), listTags()]);
  return { ...found, tags: tags ?? [], page, failed: found.failed || !tags };
}

/** What the build needs of every published post for the sitemap: its address, last edit and tags. */
export type PostStamp = { slug: string; updatedAt: string; tags: string[] };

/** How many stamps api.blog_post_stamps answers at a time. */
const STAMP_BATCH = 1000;

/** Every public post's stamp, read 1,000 at a time in address order (no text), so the build reads O(n) rows once. */
export async function listPostStamps(): Promise<PostStamp[]> {
  const stamps: PostStamp[] = [];
  for (let after: string | undefined; ;) {
    const rows = await callFunction<{ slug: string; updated_at: string; tags: string[] }[]>(
      'blog_post_stamps',
      { after_slug: after },
    );
    stamps.push(...rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at, tags: row.tags })));
    if (rows.length < STAMP_BATCH) return stamps;
    after = rows.at(-1)!.slug;
  }
}

export type PostLookup =
  { status: 'found'; post: BlogPost; related: RelatedPost[] } | { status: 'not-found' } | { status: 'error' };

/** Up to 3 other public posts sharing the article's tags, chosen by the database (api.blog_related). */
async function relatedTo(slug: string): Promise<RelatedPost[]> {
  try {
    return (await callFunction<CardRow[]>('blog_related', { post_slug: slug })).map(toCard);
  } catch (error) {
    console.error('Could not load related posts:', error);
    return [];
  }
}

/**
 * One public post by slug, and beside it the related posts. Related posts are a nicety: if they fail to
 * load, the article still shows.
 */
export async function getPost(slug: string): Promise<PostLookup> {
  const [found, related] = await Promise.all([
    callFunction<PostRow | null>('blog_post', { post_slug: slug }).then(
      (row) => ({ row }),
      (error: unknown) => ({ error }),
    ),
    relatedTo(slug),
  ]);
  if ('error' in found) {
    console.error(`Could not load the blog post "${slug}":`, found.error);
    return { status: 'error' };
  }
  if (!found.row) return { status: 'not-found' };
  return { status: 'found', post: toPost(found.row), related };
}

/** The version of everything a blog page shows (lib/data-page.tsx). */
export const postsVersion = contentVersion;

/** The post a preview token opens, as the article page shows it (without related articles), drafts included. */
export async function previewPost(token: string): Promise<PostLookup> {
  const row = await readPreview<PostRow>('preview_post', token);
  if (row === undefined) return { status: 'error' };
  return row ? { status: 'found', post: toPost(row), related: [] } : { status: 'not-found' };
}
