import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, errorCode, freshDatabase } from './database.ts';

let db: PGlite;
const ids = {
  author: crypto.randomUUID(),
  draftOnlyAuthor: crypto.randomUUID(),
  published: crypto.randomUUID(),
  draft: crypto.randomUUID(),
  sharedTag: crypto.randomUUID(),
  draftOnlyTag: crypto.randomUUID(),
};

beforeAll(async () => {
  db = await freshDatabase();
  // Fixtures of our own, so these tests do not depend on what the seed holds.
  await db.query(
    `insert into public.users (id, full_name, email, title) values
       ($1, 'Public Author', 'public.author@example.com', 'Advisor'),
       ($2, 'Draft Only Author', 'secret.author@example.com', null)`,
    [ids.author, ids.draftOnlyAuthor],
  );
  await db.query(
    `insert into public.blog_posts (id, slug, title, content, published, published_at, author_id) values
       ($1, 'access-test-published', 'Published', 'Body', true, now(), $3),
       ($2, 'access-test-draft', 'Draft', 'Secret plans', false, null, $4)`,
    [ids.published, ids.draft, ids.author, ids.draftOnlyAuthor],
  );
  await db.query(
    `insert into public.blog_tags (id, name) values ($1, 'Access Shared'), ($2, 'Access Draft Only')`,
    [ids.sharedTag, ids.draftOnlyTag],
  );
  await db.query(`insert into public.blog_posts_tags (post_id, tag_id) values ($1, $3), ($2, $3), ($2, $4)`, [
    ids.published,
    ids.draft,
    ids.sharedTag,
    ids.draftOnlyTag,
  ]);
});
afterAll(() => db.close());

/** A function of the visitor's API, called as anon, with its JSON answer. */
async function api<T>(call: string, params: unknown[] = []): Promise<T> {
  const [row] = await asAnon<{ answer: T }>(db, `select api.${call} as answer`, params);
  return row!.answer;
}

describe("blog content, through the visitor's API", () => {
  it('lists, finds and dates public posts only, never drafts', async () => {
    const list = await api<{ posts: { slug: string }[] }>('blog_posts(page_size => 50)');
    expect(list.posts.map((post) => post.slug)).toContain('access-test-published');
    expect(list.posts.map((post) => post.slug)).not.toContain('access-test-draft');
    expect(await api('blog_post($1)', ['access-test-published'])).toMatchObject({ title: 'Published' });
    expect(await api('blog_post($1)', ['access-test-draft'])).toBeNull();
    const stamps = await api<{ slug: string }[]>('blog_post_stamps()');
    expect(stamps.map((stamp) => stamp.slug)).toContain('access-test-published');
    expect(stamps.map((stamp) => stamp.slug)).not.toContain('access-test-draft');
    const found = await api<{ posts: { slug: string }[] }>(`blog_search('secret plans')`);
    expect(found.posts).toEqual([]);
  });

  it("names tags of public posts only, so a draft's topics stay private", async () => {
    const tags = await api<string[]>('blog_tags()');
    expect(tags).toContain('Access Shared');
    expect(tags).not.toContain('Access Draft Only');
    expect(await api('blog_posts($1)', ['access-draft-only'])).toMatchObject({ posts: [], total: 0 });
  });

  it("shows an author's name, title and picture, never their email", async () => {
    const post = await api<{ author: unknown }>('blog_post($1)', ['access-test-published']);
    expect(post.author).toEqual({ full_name: 'Public Author', avatar_url: null, title: 'Advisor' });
    expect(JSON.stringify(await api('blog_posts(page_size => 50)'))).not.toContain('@example.com');
  });

  it('cannot write content', async () => {
    expect(await errorCode(asAnon(db, `insert into public.blog_posts (slug, title) values ('x', 'x')`))).toBe(
      '42501',
    );
    expect(await errorCode(asAnon(db, `update public.blog_posts set title = 'defaced'`))).toBe('42501');
    expect(await errorCode(asAnon(db, `delete from public.blog_tags`))).toBe('42501');
    expect(
      await errorCode(
        asAnon(db, `insert into public.blog_posts_tags (post_id, tag_id) values ($1, $2)`, [
          ids.draft,
          ids.sharedTag,
        ]),
      ),
    ).toBe('42501');
    expect(await errorCode(asAnon(db, `update public.labs_mvps set status = 'retired'`))).toBe('42501');
    expect(await errorCode(asAnon(db, `insert into public.users (full_name) values ('x')`))).toBe('42501');
  });
});

describe("the Labs catalogue, through the visitor's API", () => {
  it('lists every published MVP without its description, and one with it; a draft is found by neither', async () => {
    await db.query(`insert into public.labs_mvps (slug, title, description, published) values
      ('access-mvp-draft', 'Hidden', '<p>Not yet</p>', false)`);
    const catalogue = await api<{ slug: string; description?: string }[]>('labs_mvps()');
    const [{ count }] = (
      await db.query<{ count: number }>('select count(*)::int as count from public.labs_mvps where published')
    ).rows as [{ count: number }];
    expect(catalogue).toHaveLength(count);
    expect(catalogue.map((mvp) => mvp.slug)).not.toContain('access-mvp-draft');
    expect(catalogue.every((mvp) => mvp.description === undefined)).toBe(true);
    const one = await api<{ description: string; published?: boolean }>('labs_mvp($1)', [catalogue[0]!.slug]);
    expect(typeof one.description).toBe('string');
    expect(one.published).toBeUndefined();
    expect(await api('labs_mvp($1)', ['access-mvp-draft'])).toBeNull();
  });
});

describe('content maintenance', () => {
  it('stamps updated_at on edits and dates a post published without a date', async () => {
    const before = await db.query<{ updated_at: Date }>(
      'select updated_at from public.blog_posts where id = $1',
      [ids.draft],
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.query('update public.blog_posts set published = true where id = $1', [ids.draft]);
    const after = await db.query<{ updated_at: Date; published_at: Date | null }>(
      'select updated_at, published_at from public.blog_posts where id = $1',
      [ids.draft],
    );
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(before.rows[0]!.updated_at.getTime());
    expect(after.rows[0]!.published_at).toBeInstanceOf(Date);
    await db.query('update public.blog_posts set published = false, published_at = null where id = $1', [
      ids.draft,
    ]);
  });

  it('refuses malformed slugs and duplicate slugs', async () => {
    expect(
      await errorCode(db.query(`insert into public.blog_posts (slug, title) values ('Bad Slug', 'x')`)),
    ).toBe('23514');
    expect(
      await errorCode(db.query(`insert into public.blog_posts (slug, title) values ('trailing-', 'x')`)),
    ).toBe('23514');
    expect(
      await errorCode(
        db.query(`insert into public.blog_posts (slug, title) values ('access-test-published', 'x')`),
      ),
    ).toBe('23505');
    expect(
      await errorCode(
        db.query(`insert into public.labs_mvps (slug, title, status) values ('ok-slug', 'x', 'paused')`),
      ),
    ).toBe('23514');
    expect(
      await errorCode(
        db.query(`insert into public.labs_mvps (slug, title, beta_users) values ('ok-slug', 'x', -1)`),
      ),
    ).toBe('23514');
  });
});
