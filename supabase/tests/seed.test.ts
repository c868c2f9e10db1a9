import type { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/local-backend/database.ts';
import { team } from '../../src/content/team.ts';
import { asAnon, freshDatabase } from './database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;

/** Words as a reader counts them: tokens with a letter or digit (markdown punctuation is not a word). */
function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

describe('the seed', () => {
  it('has at least 8 published posts of 600–1,500 words and 2 drafts', async () => {
    const posts = await rows<{ slug: string; content: string; published: boolean }>(
      'select slug, content, published from public.blog_posts',
    );
    const published = posts.filter((post) => post.published);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(posts.filter((post) => !post.published).length).toBeGreaterThanOrEqual(2);
    for (const post of published) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
    }
  });

  it('exercises every piece of markdown the article page renders', async () => {
    const content = (await rows<{ content: string }>('select content from public.blog_posts where published'))
      .map((post) => post.content)
      .join('\n');
    expect(content, 'headings').toMatch(/^## /m);
    expect(content, 'lists').toMatch(/^- /m);
    expect(content, 'ordered lists').toMatch(/^1\. /m);
    expect(content, 'links').toMatch(/\]\((\/|https:)/);
    expect(content, 'tables').toMatch(/^\|---/m);
    expect(content, 'code blocks').toMatch(/^```/m);
    expect(content, 'images').toMatch(/!\[[^\]]+\]\(\/images\//);
  });

  it('has 3 authors, named and titled as the team page names them, one without an avatar', async () => {
    const authors = await rows<{ full_name: string; title: string | null; avatar_url: string | null }>(
      'select full_name, title, avatar_url from public.users order by full_name',
    );
    expect(authors.map(({ full_name, title }) => [full_name, title])).toEqual(
      team.map((person) => [person.name, person.role]).sort(([a], [b]) => a!.localeCompare(b!)),
    );
    expect(authors.filter((author) => author.avatar_url === null)).toHaveLength(1);
  });

  it('has 8+ tags, and every published post shares a tag with another published post', async () => {
    const [shown] = await asAnon<{ tags: string[] }>(db, 'select api.blog_tags() as tags');
    expect(shown!.tags.length).toBeGreaterThanOrEqual(8);
    const lonely = await rows<{ slug: string }>(`
      select p.slug from public.blog_posts p where p.published and not exists (
        select 1 from public.blog_posts_tags a
        join public.blog_posts_tags b on b.tag_id = a.tag_id and b.post_id <> a.post_id
        join public.blog_posts other on other.id = b.post_id and other.published
        where a.post_id = p.id)`);
    expect(lonely).toEqual([]);
  });

  it('has 6+ MVPs covering every status, one featured, one with only a live URL, one with a GitHub URL', async () => {
    const mvps = await rows<{
      status: string;
      featured: boolean;
      live_url: string | null;
      github_url: string | null;
      description: string;
    }>('select status, featured, live_url, github_url, description from public.labs_mvps');
    expect(mvps.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mvps.map((mvp) => mvp.status))).toEqual(new Set(['live', 'beta', 'testing', 'retired']));
    expect(mvps.some((mvp) => mvp.featured)).toBe(true);
    expect(mvps.some((mvp) => mvp.live_url && !mvp.github_url)).toBe(true);
    expect(mvps.some((mvp) => mvp.github_url)).toBe(true);
    expect(mvps.every((mvp) => /<(p|h2|ul)>/.test(mvp.description))).toBe(true);
  });

  it('features a beta MVP and a live one on the Labs landing page', async () => {
    const featured = await rows<{ slug: string; status: string; live_url: string | null }>(
      'select slug, status, live_url from public.labs_mvps where featured order by slug',
    );
    expect(featured).toEqual([
      { slug: 'flowpilot', status: 'live', live_url: expect.stringMatching(/^https:/) },
      { slug: 'launchpad-ai', status: 'beta', live_url: null },
    ]);
  });

  it('links to the site’s own pages by relative address, never by the brand’s domain', async () => {
    const texts = await rows<{ slug: string; text: string }>(`
      select slug, description as text from public.labs_mvps
      union all select slug, content from public.blog_posts`);
    for (const { slug, text } of texts) {
      expect(text, slug).not.toMatch(/https?:\/\/(www\.)?foundercraft\.studio(?![\w.-])/);
    }
  });

  it('ships every image it names in public/', async () => {
    const images = await rows<{ url: string }>(`
      select featured_image as url from public.blog_posts where featured_image is not null
      union select featured_image from public.labs_mvps where featured_image is not null
      union select avatar_url from public.users where avatar_url is not null
      union select (regexp_matches(content, '!\\[[^\\]]*\\]\\((/images/[^)]+)\\)', 'g'))[1] from public.blog_posts`);
    expect(images.length).toBeGreaterThan(10);
    for (const { url } of images) {
      expect(existsSync(path.join(projectRoot, 'public', url)), url).toBe(true);
    }
  });
});
