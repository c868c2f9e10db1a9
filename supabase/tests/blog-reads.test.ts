import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, errorCode, freshDatabase } from './database.ts';

/** The blog's read functions (supabase/migrations/20261125030100_blog_reads_at_scale.sql), as a visitor calls them. */
type Card = { slug: string; title: string; read_time: number; tags: string[] } & Record<string, unknown>;
type Page = { total: number | null; has_more: boolean; posts: Card[] };

let db: PGlite;

const search = async (text: string, tag: string | null = null, offset = 0, limit = 12) =>
  (
    await asAnon<{ page: Page }>(db, 'select public.blog_search($1, $2, $3, $4) as page', [
      text,
      tag,
      offset,
      limit,
    ])
  )[0]!.page;
const slugs = (page: Page) => page.posts.map((post) => post.slug);
const related = async (slug: string) =>
  (await asAnon<{ cards: Card[] }>(db, 'select public.blog_related($1) as cards', [slug]))[0]!.cards;
const version = async () =>
  (await asAnon<{ version: string }>(db, 'select public.blog_version() as version'))[0]!.version;

/**
 * Posts of our own, dated within the last day (a later `day` is newer) so they sort before the seed's and are
 * already public: a future date would schedule them.
 */
async function addPost(
  slug: string,
  fields: {
    title?: string;
    summary?: string;
    content?: string;
    day: number;
    published?: boolean;
    tags?: string[];
  },
) {
  await db.query(
    `insert into public.blog_posts (slug, title, summary, content, published, published_at)
     values ($1, $2, $3, $4, $5, case when $5 then now() - make_interval(mins => 40 - $6) end)`,
    [
      slug,
      fields.title ?? slug,
      fields.summary ?? '',
      fields.content ?? '',
      fields.published ?? true,
      fields.day,
    ],
  );
  for (const tag of fields.tags ?? []) {
    await db.query(`insert into public.blog_tags (name) values ($1) on conflict (name) do nothing`, [tag]);
    await db.query(
      `insert into public.blog_posts_tags (post_id, tag_id)
       select p.id, t.id from public.blog_posts p, public.blog_tags t where p.slug = $1 and t.name = $2`,
      [slug, tag],
    );
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  await addPost('reads-title', {
    title: 'Zebra Pricing Secrets',
    day: 10,
    tags: ['Reads Alpha', 'Reads Beta'],
  });
  await addPost('reads-summary', { summary: 'All about zebra herds', day: 9, tags: ['Reads Alpha'] });
  await addPost('reads-body', {
    content: `${'word '.repeat(401)}the ZEBRA crossing, 100% sure_thing`,
    day: 8,
    tags: ['Reads Alpha', 'Reads Beta'],
  });
  await addPost('reads-draft', {
    title: 'Zebra draft',
    day: 11,
    published: false,
    tags: ['Reads Alpha', 'Reads Beta'],
  });
  await addPost('reads-other', { title: 'Nothing striped', day: 7, tags: ['Reads Gamma'] });
});
afterAll(() => db.close());

describe('blog_search: the list a visitor pages through', () => {
  it('matches title, summary and body as a case-insensitive substring, newest first, never a draft', async () => {
    const page = await search('zEbRa');
    expect(slugs(page)).toEqual(['reads-title', 'reads-summary', 'reads-body']);
    expect(page.total).toBe(3);
    expect(slugs(await search('ebra cross'))).toEqual(['reads-body']);
  });

  it('trims the text and takes % and _ literally, as the text a visitor typed', async () => {
    expect(slugs(await search('  100% sure_thing  '))).toEqual(['reads-body']);
    expect(slugs(await search('100%%'))).toEqual([]);
    expect(slugs(await search('sure thing'))).toEqual([]);
    expect((await search('_')).posts.every((post) => post.slug === 'reads-body')).toBe(true);
  });

  it('combines the text with a tag, given as its address segment', async () => {
    expect(slugs(await search('zebra', 'reads-beta'))).toEqual(['reads-title', 'reads-body']);
    expect(slugs(await search('', 'reads-gamma'))).toEqual(['reads-other']);
    expect(slugs(await search('zebra', 'reads-gamma'))).toEqual([]);
    expect((await search('', 'no-such-tag')).total).toBe(0);
  });

  it('pages newest first with the total of every match, each post on exactly one page', async () => {
    const everything = await search('', null, 0, 100);
    const published = await asAnon<{ count: number }>(
      db,
      'select count(*)::int as count from public.blog_posts',
    );
    expect(everything.total).toBe(published[0]!.count);
    const pages = [await search('', null, 0, 4), await search('', null, 4, 4), await search('', null, 8, 4)];
    expect(pages.every((page) => page.total === everything.total)).toBe(true);
    expect(pages.flatMap(slugs)).toEqual(slugs(everything).slice(0, 12));
    expect(slugs(everything)).not.toContain('reads-draft');
    const dates = everything.posts.map((post) => Date.parse(post.published_date as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await search('', null, everything.total!, 12)).posts).toEqual([]);
  });

  it('answers cards, never the body, with the read time and tags a card shows', async () => {
    const [card] = (await search('zebra crossing')).posts;
    expect(Object.keys(card!).sort()).toEqual(
      [
        'featured_image',
        'id',
        'published_date',
        'read_time',
        'slug',
        'summary',
        'tags',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(card!.read_time).toBe(3); // 405 words
    expect(card!.tags).toEqual(['Reads Alpha', 'Reads Beta']);
  });

  it('says whether another page follows, and counts a search only up to 100 past the page', async () => {
    expect((await search('zebra', null, 0, 2)).has_more).toBe(true);
    expect((await search('zebra', null, 2, 2)).has_more).toBe(false);
    for (let day = 1; day <= 6; day++)
      await addPost(`reads-common-${day}`, { content: 'quokka '.repeat(3), day: 12 + day });
    const page = await search('QUOKKA', null, 0, 2);
    expect(page.total).toBe(6);
    expect(slugs(page)).toEqual(['reads-common-6', 'reads-common-5']);
    const seed = await search('the', null, 0, 12);
    expect(seed.has_more).toBe(false);
    expect(seed.total).toBe(seed.posts.length);
  });

  it('finds a text through the trigram index', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.blog_posts
         where public.blog_searchable_text(title, summary, content) ilike '%zebra crossing%'`,
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('blog_posts_searchable_trgm_idx');
  });
});

describe('blog_related: up to three cards sharing tags', () => {
  it('ranks the most shared tags first, then the newest, never the article itself or a draft', async () => {
    expect((await related('reads-title')).map((card) => card.slug)).toEqual(['reads-body', 'reads-summary']);
    expect((await related('reads-other')).map((card) => card.slug)).toEqual([]);
  });

  it('answers at most three cards, without any body', async () => {
    for (const day of [1, 2, 3])
      await addPost(`reads-more-${day}`, { day, tags: ['Reads Alpha', 'Reads Beta'] });
    const cards = await related('reads-title');
    expect(cards.map((card) => card.slug)).toEqual(['reads-body', 'reads-more-3', 'reads-more-2']);
    expect(cards.every((card) => !('content' in card))).toBe(true);
  });

  it('answers nothing for a draft or an unknown slug', async () => {
    expect(await related('reads-draft')).toEqual([]);
    expect(await related('no-such-post')).toEqual([]);
  });
});

describe('blog_version: one short string that moves with every content change', () => {
  it.each([
    [
      'a post edit',
      `update public.blog_posts set title = 'Zebra Pricing, Revised' where slug = 'reads-title'`,
    ],
    ['an author edit', `update public.users set title = 'Advisor' where true`],
    ['a tag rename', `update public.blog_tags set name = 'Reads Alpha Two' where name = 'Reads Alpha'`],
    [
      'a tag removed from a post',
      `delete from public.blog_posts_tags where post_id = (select id from public.blog_posts where slug = 'reads-other')`,
    ],
    ['an MVP edit', `update public.labs_mvps set beta_users = beta_users + 1 where true`],
    [
      'a draft published',
      `update public.blog_posts set published = true, published_at = now() where slug = 'reads-draft'`,
    ],
  ])('changes on %s, and stays the same size', async (_, sql) => {
    const before = await version();
    await db.query(sql);
    const after = await version();
    expect(after).not.toBe(before);
    expect(after.length).toBeLessThan(40);
    expect(await version()).toBe(after);
  });

  it('cannot be moved or rewritten by a visitor', async () => {
    expect(await errorCode(asAnon(db, 'update public.content_version set counter = 0'))).toBe('42501');
    expect(await errorCode(asAnon(db, 'select private.bump_content_version()'))).toBe('42501');
  });
});
