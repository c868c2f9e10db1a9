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

describe('blog content, as an anonymous visitor', () => {
  it('reads published posts, never drafts', async () => {
    const slugs = (await asAnon<{ slug: string }>(db, 'select slug from public.blog_posts')).map(
      (row) => row.slug,
    );
    expect(slugs).toContain('access-test-published');
    expect(slugs).not.toContain('access-test-draft');
    expect(await asAnon(db, 'select * from public.blog_posts where id = $1', [ids.draft])).toEqual([]);
    const everyRowPublished = await asAnon<{ published: boolean }>(
      db,
      'select published from public.blog_posts',
    );
    expect(everyRowPublished.every((row) => row.published)).toBe(true);
  });

  it("sees tag links and tags of published posts only, so a draft's topics stay private", async () => {
    const links = await asAnon<{ post_id: string }>(
      db,
      'select post_id, tag_id from public.blog_posts_tags where post_id in ($1, $2)',
      [ids.published, ids.draft],
    );
    expect(links.map((link) => link.post_id)).toEqual([ids.published]);
    const tags = (await asAnon<{ name: string }>(db, 'select name from public.blog_tags')).map(
      (row) => row.name,
    );
    expect(tags).toContain('Access Shared');
    expect(tags).not.toContain('Access Draft Only');
  });

  it('reads the public columns of authors of published posts, never their email', async () => {
    const authors = await asAnon(
      db,
      'select id, full_name, avatar_url, title from public.users where id in ($1, $2)',
      [ids.author, ids.draftOnlyAuthor],
    );
    expect(authors).toEqual([
      { id: ids.author, full_name: 'Public Author', avatar_url: null, title: 'Advisor' },
    ]);
    expect(await errorCode(asAnon(db, 'select email from public.users'))).toBe('42501');
    expect(await errorCode(asAnon(db, 'select * from public.users'))).toBe('42501');
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

describe('the Labs catalogue, as an anonymous visitor', () => {
  it('reads every MVP with the columns the site shows', async () => {
    const rows = await asAnon(
      db,
      'select id, slug, title, description, summary, featured_image, status, featured, beta_users, github_url, live_url, created_at, updated_at from public.labs_mvps',
    );
    const [{ count }] = (
      await db.query<{ count: number }>('select count(*)::int as count from public.labs_mvps')
    ).rows as [{ count: number }];
    expect(rows).toHaveLength(count);
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
