import type { supabase as supabaseClient } from '@/lib/supabase';
import { backendGet, callFunction, readVersion } from '@/lib/backend';
import { readPreview } from '@/lib/preview';
import type { Database } from '@/types/database.types';
import {
  DEFAULT_POST_IMAGE,
  fallbackAuthor,
  pageWindow,
  readTime,
  type BlogCard,
  type BlogPost,
  type RelatedPost,
} from '../lib/posts';

type Tables = Database['public']['Tables'];
type PostRow = Pick<
  Tables['blog_posts']['Row'],
  | 'id'
  | 'slug'
  | 'title'
  | 'subtitle'
  | 'summary'
  | 'content'
  | 'featured_image'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
> & {
  author: Pick<Tables['users']['Row'], 'full_name' | 'avatar_url' | 'title'> | null;
  tags: Pick<Tables['blog_tags']['Row'], 'name'>[];
};

/** A post as the list reads it: with its author and its tags (through blog_posts_tags). */
const POST_COLUMNS =
  'id, slug, title, subtitle, summary, content, featured_image, published_at, created_at, updated_at, author:users(full_name, avatar_url, title), tags:blog_tags(name)';

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
    readTime: readTime(row.content),
    featuredImage: row.featured_image || DEFAULT_POST_IMAGE,
    tags: row.tags.map((tag) => tag.name).sort((a, b) => a.localeCompare(b)),
  };
}

type Supabase = typeof supabaseClient;

/** A card as the database's blog functions answer it (supabase/migrations/20261125030100_blog_reads_at_scale.sql). */
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

export type PostQuery = {
  /** Text to find in title, summary or body ('' or undefined: every post). */
  search?: string;
  /** A tag's address segment (tagSlug). */
  tag?: string;
  offset: number;
  limit: number;
};

/**
 * A page of a list: cards newest first, whether more follow, and how many match (null: a search whose
 * matches go on past this page; see blog_search).
 */
export type PostPage = { posts: BlogCard[]; hasMore: boolean; total: number | null; failed: boolean };

type SearchRow = { posts: CardRow[]; has_more: boolean; total: number | null };

/**
 * One page of published posts matching a text and a tag (docs/product/content.md#the-blog-list), found by
 * the database. An aborted read rejects (the caller has moved on); any other failure is logged and
 * flagged for the screen.
 */
export async function searchPosts(query: PostQuery, signal?: AbortSignal): Promise<PostPage> {
  try {
    const found = await callFunction<SearchRow>(
      'blog_search',
      {
        search: query.search?.trim() || undefined,
        tag: query.tag || undefined,
        page_offset: query.offset,
        page_limit: query.limit,
      },
      signal,
    );
    return { posts: found.posts.map(toCard), hasMore: found.has_more, total: found.total, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the blog posts:', error);
    return { posts: [], hasMore: false, total: null, failed: true };
  }
}

/** Every tag a published post carries, alphabetically (row-level security hides the others). */
export async function listTags(): Promise<string[] | undefined> {
  try {
    const rows = await backendGet<{ name: string }[]>('blog_tags?select=name&order=name');
    return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
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
  const [found, tags] = await Promise.all([searchPosts({ tag, ...pageWindow(page) }), listTags()]);
  return { ...found, tags: tags ?? [], page, failed: found.failed || !tags };
}

/** What the build needs of every published post for the sitemap: its address, last edit and tags. */
export type PostStamp = { slug: string; updatedAt: string; tags: string[] };

const STAMP_BATCH = 1000;

/** Every published post's stamp, read in batches of 1,000 (no text), so the build reads O(n) rows once. */
export async function listPostStamps(): Promise<PostStamp[]> {
  const stamps: PostStamp[] = [];
  for (let offset = 0; ; offset += STAMP_BATCH) {
    const rows = await backendGet<{ slug: string; updated_at: string; tags: { name: string }[] }[]>(
      `blog_posts?select=slug,updated_at,tags:blog_tags(name)&published=eq.true&order=slug&limit=${STAMP_BATCH}&offset=${offset}`,
    );
    stamps.push(
      ...rows.map((row) => ({
        slug: row.slug,
        updatedAt: row.updated_at,
        tags: row.tags.map((t) => t.name),
      })),
    );
    if (rows.length < STAMP_BATCH) return stamps;
  }
}

/** A published post by slug. Row-level security shows visitors nothing else; the filter says so anyway. */
function publishedPost(supabase: Supabase, slug: string) {
  return supabase.from('blog_posts').select(POST_COLUMNS).eq('published', true).eq('slug', slug);
}

export type PostLookup =
  { status: 'found'; post: BlogPost; related: RelatedPost[] } | { status: 'not-found' } | { status: 'error' };

/** Up to 3 other published posts sharing the article's tags, chosen by the database (blog_related). */
async function relatedTo(slug: string): Promise<RelatedPost[]> {
  try {
    return (await callFunction<CardRow[]>('blog_related', { post_slug: slug })).map(toCard);
  } catch (error) {
    console.error('Could not load related posts:', error);
    return [];
  }
}

/**
 * One published post by slug, and beside it the related posts. Related posts are a nicety: if they fail
 * to load, the article still shows.
 */
export async function getPost(slug: string): Promise<PostLookup> {
  const { supabase } = await import('@/lib/supabase');
  const [{ data, error }, related] = await Promise.all([
    publishedPost(supabase, slug).returns<PostRow[]>().maybeSingle<PostRow>(),
    relatedTo(slug),
  ]);
  if (error) {
    console.error(`Could not load the blog post "${slug}":`, error);
    return { status: 'error' };
  }
  if (!data) return { status: 'not-found' };
  return { status: 'found', post: toPost(data), related };
}

/**
 * The version of everything a blog page shows: one short string from the database (blog_version), a
 * counter every change to a content table moves, whatever the number of posts; see lib/data-page.tsx.
 */
export function postsVersion(): Promise<string | undefined> {
  return readVersion('rpc/blog_version');
}

/** The post a preview token opens, as the article page shows it (without related articles), drafts included. */
export async function previewPost(token: string): Promise<PostLookup> {
  const row = await readPreview('preview_post', token);
  if (row === undefined) return { status: 'error' };
  return row ? { status: 'found', post: toPost(row as PostRow), related: [] } : { status: 'not-found' };
}
