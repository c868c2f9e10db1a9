import type { supabase as supabaseClient } from '@/lib/supabase';
import { readVersion } from '@/lib/backend';
import { readPreview } from '@/lib/preview';
import type { Database } from '@/types/database.types';
import {
  DEFAULT_POST_IMAGE,
  fallbackAuthor,
  readTime,
  relatedPosts,
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

/**
 * What related-article cards need (docs/product/content.md#an-article), without every other post's whole
 * text.
 */
const RELATED_COLUMNS =
  'id, slug, title, subtitle, summary, featured_image, published_at, created_at, updated_at, author:users(full_name, avatar_url, title), tags:blog_tags(name)';
type CandidateRow = Omit<PostRow, 'content'>;

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

/** Published posts, newest first. Row-level security shows visitors nothing else; the filter says so anyway. */
function publishedPosts(supabase: Supabase, columns: string, only: { slug?: string; notId?: string } = {}) {
  let query = supabase.from('blog_posts').select(columns).eq('published', true);
  if (only.slug) query = query.eq('slug', only.slug);
  if (only.notId) query = query.neq('id', only.notId);
  return query.order('published_at', { ascending: false });
}

export type PostList = { posts: BlogPost[]; failed: boolean };

/**
 * Every published post, newest first (docs/product/content.md#the-blog-list). A failure is logged and flagged
 * for the screen.
 */
export async function listPosts(): Promise<PostList> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await publishedPosts(supabase, POST_COLUMNS).returns<PostRow[]>();
  if (error) {
    console.error('Could not load the blog posts:', error);
    return { posts: [], failed: true };
  }
  return { posts: data.map(toPost), failed: false };
}

export type PostLookup =
  { status: 'found'; post: BlogPost; related: RelatedPost[] } | { status: 'not-found' } | { status: 'error' };

/**
 * One published post by slug, then up to 3 other published posts sharing its tags.
 * Related posts are a nicety: if they fail to load, the article still shows.
 */
export async function getPost(slug: string): Promise<PostLookup> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await publishedPosts(supabase, POST_COLUMNS, { slug })
    .returns<PostRow[]>()
    .maybeSingle<PostRow>();
  if (error) {
    console.error(`Could not load the blog post "${slug}":`, error);
    return { status: 'error' };
  }
  if (!data) return { status: 'not-found' };
  const post = toPost(data);
  const others = await publishedPosts(supabase, RELATED_COLUMNS, { notId: post.id }).returns<
    CandidateRow[]
  >();
  if (others.error) console.error('Could not load related posts:', others.error);
  const candidates = (others.data ?? []).map((row) => {
    const { id, slug, title, summary, featuredImage, tags, publishedDate } = toPost({ ...row, content: '' });
    return { id, slug, title, summary, featuredImage, tags, publishedDate };
  });
  return { status: 'found', post, related: relatedPosts(post, candidates) };
}

/**
 * The version of everything a blog page shows: each published post's slug and last edit, its author and
 * its tags (edits to those leave the post's updated_at alone). A few hundred bytes; see lib/data-page.tsx.
 * Slugs, not ids, as in mvpsVersion.
 */
export function postsVersion(): Promise<string | undefined> {
  return readVersion(
    'blog_posts?select=slug,updated_at,author:users(full_name,avatar_url,title),tags:blog_tags(name)&published=eq.true&order=slug',
  );
}

/** The post a preview token opens, as the article page shows it (without related articles), drafts included. */
export async function previewPost(token: string): Promise<PostLookup> {
  const row = await readPreview('preview_post', token);
  if (row === undefined) return { status: 'error' };
  return row ? { status: 'found', post: toPost(row as PostRow), related: [] } : { status: 'not-found' };
}
