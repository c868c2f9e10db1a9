import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import { asAnon, asRole, errorCode, freshDatabase } from './database.ts';

/**
 * Undo for content (private.content_versions, private.restore_version; docs/owner.md "Undoing a change"),
 * as the owner uses it in the SQL editor. The same is checked on real PostgreSQL by
 * supabase/tests/sql/content-versions.sql.
 */
let db: PGlite;
beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
});
afterAll(() => db?.close());

const SLUG = 'validate-your-startup-idea-in-two-weeks';

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;

type Version = {
  id: number;
  operation: string;
  label: string;
  changed_by: string;
  changed_by_user: string | null;
};

/** The newest version of a table's row, as the owner finds it. */
async function newestVersion(table: string, rowId: string): Promise<Version> {
  const [version] = await query<Version>(
    `select id, operation, label, changed_by, changed_by_user from private.content_versions
      where table_name = $1 and row_id = $2 order by id desc limit 1`,
    [table, rowId],
  );
  return version!;
}

/** What a visitor reads of the article. */
const article = async () =>
  (
    await asAnon<{ post: { title: string; content: string; tags: string[] } | null }>(
      db,
      'select api.blog_post($1) as post',
      [SLUG],
    )
  )[0]!.post;

const postRow = async () =>
  (
    await query<{ id: string; title: string; read_time: number; tag_names: string[] }>(
      `select id, title, read_time, tag_names from public.blog_posts where slug = $1`,
      [SLUG],
    )
  )[0];

describe('content versions', () => {
  it('bring an overwritten article back, and the restore can be undone the same way', async () => {
    const before = (await postRow())!;
    const shown = (await article())!;
    await asRole(
      db,
      'service_role',
      `update public.blog_posts set title = 'Oops', content = 'gone' where slug = $1`,
      [SLUG],
    );
    expect((await article())!.title).toBe('Oops');

    const version = await newestVersion('blog_posts', before.id);
    expect(version).toMatchObject({ operation: 'update', label: before.title, changed_by: 'service_role' });
    const [{ said }] = (await query<{ said: string }>('select private.restore_version($1) as said', [
      version.id,
    ])) as [{ said: string }];
    expect(said).toContain(`Restored blog_posts ${before.id} (${before.title}) as it was before the update`);
    expect(await postRow()).toEqual(before);
    // As it was, but for the date it was last updated: now, so feeds and the sitemap say it changed.
    const { updated_at: updatedBefore, ...unchanged } = shown as typeof shown & { updated_at: string };
    const { updated_at: updatedNow, ...restored } = (await article()) as typeof shown & {
      updated_at: string;
    };
    expect(restored).toEqual(unchanged);
    expect(Date.parse(updatedNow)).toBeGreaterThan(Date.parse(updatedBefore));

    // The restore was a change too: its version holds the overwritten row, by the console's postgres.
    const undo = await newestVersion('blog_posts', before.id);
    expect(undo).toMatchObject({ operation: 'update', label: 'Oops', changed_by: 'postgres' });
    await query('select private.restore_version($1)', [undo.id]);
    expect((await postRow())!.title).toBe('Oops');
  });

  it('bring a deleted article back with its tags, its id and its page', async () => {
    const before = (await postRow())!;
    const shown = (await article())!;
    expect(before.tag_names.length).toBeGreaterThan(0);
    await query(`delete from public.blog_posts where slug = $1`, [SLUG]);
    expect(await article()).toBeNull();

    const version = await newestVersion('blog_posts', before.id);
    expect(version).toMatchObject({ operation: 'delete', changed_by: 'postgres' });
    await query('select private.restore_version($1)', [version.id]);
    expect(await postRow()).toEqual(before);
    expect(await article()).toEqual(shown);
    expect(
      await query(`select count(*)::int as n from public.blog_posts_tags where post_id = $1`, [before.id]),
    ).toEqual([{ n: before.tag_names.length }]);
  });

  it('keep tags, authors and MVPs too, with the signed-in user when there is one', async () => {
    const [tag] = await query<{ id: string; name: string }>(`select id, name from public.blog_tags limit 1`);
    await query(`delete from public.blog_tags where id = $1`, [tag!.id]);
    await query('select private.restore_version($1)', [(await newestVersion('blog_tags', tag!.id)).id]);
    expect(await query(`select name from public.blog_tags where id = $1`, [tag!.id])).toEqual([
      { name: tag!.name },
    ]);

    const [mvp] = await query<{ id: string; title: string }>(
      `select id, title from public.labs_mvps limit 1`,
    );
    await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', '{"sub": "u-1", "email": "editor@studio.test"}', true)`,
      );
      await tx.query(`update public.labs_mvps set title = 'Renamed' where id = $1`, [mvp!.id]);
    });
    expect(await newestVersion('labs_mvps', mvp!.id)).toMatchObject({
      label: mvp!.title,
      changed_by_user: 'editor@studio.test',
    });

    const [author] = await query<{ id: string; full_name: string }>(
      `select id, full_name from public.users limit 1`,
    );
    await query(`update public.users set full_name = 'Someone Else' where id = $1`, [author!.id]);
    await query('select private.restore_version($1)', [(await newestVersion('users', author!.id)).id]);
    expect(await query(`select full_name from public.users where id = $1`, [author!.id])).toEqual([
      { full_name: author!.full_name },
    ]);
  });

  it('keep no version of a save that changed nothing, nor of an erasure, whose address leaves the old versions too', async () => {
    const [author] = await query<{ id: string }>(`select id from public.users limit 1`);
    const count = async () =>
      (await query<{ n: number }>(`select count(*)::int as n from private.content_versions`))[0]!.n;
    const versions = await count();
    await query(`update public.users set updated_at = now() where id = $1`, [author!.id]);
    expect(await count()).toBe(versions);

    await query(`update public.users set email = 'writer@example.com' where id = $1`, [author!.id]);
    await query(`update public.users set title = 'Editor' where id = $1`, [author!.id]);
    expect(await count()).toBe(versions + 2);
    expect(
      await query(
        `select count(*)::int as n from private.content_versions where old_row::text like '%writer@example.com%'`,
      ),
    ).toEqual([{ n: 1 }]);
    await query(`select * from private.erase_person('writer@example.com')`);
    expect(await count()).toBe(versions + 2);
    expect(await query(`select * from private.find_person('writer@example.com')`)).toEqual([]);
  });

  it('are out of visitors’ reach', async () => {
    await query(`update public.blog_posts set title = 'Draft title' where slug = $1`, [SLUG]);
    expect(await errorCode(asAnon(db, 'select * from private.content_versions'))).toBe('42501');
    expect(await errorCode(asAnon(db, 'select private.restore_version(1)'))).toBe('42501');
    expect(await errorCode(asRole(db, 'anon', 'select * from private.content_versions'))).toBe('42501');
    const backend = await LocalBackend.create(db);
    const response = await backend.fetch(
      new Request('http://localhost/rest/v1/content_versions', {
        headers: { apikey: LOCAL_ANON_KEY, 'Accept-Profile': 'private' },
      }),
      { address: '203.0.113.10' },
    );
    expect(response.status).toBe(406);
    expect(response.body).not.toContain('Draft title');
  });

  it('say so when there is no such version, and refuse a restore that would break a rule', async () => {
    expect(await errorCode(query('select private.restore_version(999999)'))).toBe('22023');
    const before = (await postRow())!;
    await query(`delete from public.blog_posts where slug = $1`, [SLUG]);
    await query(`insert into public.blog_posts (slug, title) values ($1, 'Another post at that address')`, [
      SLUG,
    ]);
    expect(
      await errorCode(
        query('select private.restore_version($1)', [(await newestVersion('blog_posts', before.id)).id]),
      ),
    ).toBe('23505');
  });
});
