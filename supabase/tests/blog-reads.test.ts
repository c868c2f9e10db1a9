import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asRole, errorCode, freshDatabase } from './database.ts';

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

  it("says whether another page follows, and gives a search's total only where its matches end", async () => {
    expect((await search('zebra', null, 0, 2)).has_more).toBe(true);
    expect((await search('zebra', null, 0, 2)).total).toBeNull();
    expect((await search('zebra', null, 2, 2)).has_more).toBe(false);
    expect((await search('zebra', null, 2, 2)).total).toBe(3);
    expect((await search('zebra', null, 6, 2)).total).toBe(3);
    for (let day = 1; day <= 6; day++)
      await addPost(`reads-common-${day}`, { content: 'quokka '.repeat(3), day: 12 + day });
    const page = await search('QUOKKA', null, 0, 2);
    expect(slugs(page)).toEqual(['reads-common-6', 'reads-common-5']);
    expect(page.has_more).toBe(true);
    expect((await search('QUOKKA', null, 0, 6)).total).toBe(6);
    const seed = await search('the', null, 0, 12);
    expect(seed.has_more).toBe(false);
    expect(seed.total).toBe(seed.posts.length);
  });

  it('never returns or counts a scheduled post, whoever asks', async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, published, published_at)
       values ('reads-scheduled', 'Zebra tomorrow', true, now() + interval '1 day')`,
    );
    await db.query(
      `insert into public.blog_posts_tags (post_id, tag_id)
       select p.id, t.id from public.blog_posts p, public.blog_tags t
       where p.slug = 'reads-scheduled' and t.name = 'Reads Gamma'`,
    );
    const asOwner = async (text: string, tag: string | null) =>
      (
        await asRole<{ page: Page }>(
          db,
          'service_role',
          'select public.blog_search($1, $2, 0, 100) as page',
          [text, tag],
        )
      )[0]!.page;
    for (const read of [search, asOwner]) {
      expect(slugs(await read('zebra', null))).toEqual(['reads-title', 'reads-summary', 'reads-body']);
      expect((await read('zebra', null)).total).toBe(3);
      expect(slugs(await read('', 'reads-gamma'))).toEqual(['reads-other']);
      expect((await read('', 'reads-gamma')).total).toBe(1);
      expect((await read('tomorrow', 'reads-gamma')).total).toBe(0);
      expect(slugs(await read('', null))).not.toContain('reads-scheduled');
    }
    expect((await asOwner('', null)).total).toBe((await search('', null)).total);
    await db.query(`delete from public.blog_posts where slug = 'reads-scheduled'`);
  });

  it('searches the text as it is now: an edit is found by its new words, not its old ones', async () => {
    await addPost('reads-edited', { title: 'Okapi notes', day: 5 });
    expect(slugs(await search('okapi'))).toEqual(['reads-edited']);
    await db.query(`update public.blog_posts set title = 'Tapir notes' where slug = 'reads-edited'`);
    expect(slugs(await search('okapi'))).toEqual([]);
    expect(slugs(await search('TAPIR'))).toEqual(['reads-edited']);
    await db.query(`update public.blog_posts set summary = 'Okapi again' where slug = 'reads-edited'`);
    expect(slugs(await search('okapi a'))).toEqual(['reads-edited']);
    await db.query(`delete from public.blog_posts where slug = 'reads-edited'`);
    expect(slugs(await search('tapir'))).toEqual([]);
  });

  it('keeps the searched text where visitors cannot read it', async () => {
    expect(await errorCode(asAnon(db, 'select body from private.blog_search_text limit 1'))).toBe('42501');
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

describe('blog_search among hundreds of posts: newest first, or through the trigram index', () => {
  // 300 newer posts holding a common word, and an older one holding a rare text: a first page of the
  // common word comes from the newest posts; the rare text is past them and is found through the index.
  beforeAll(async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, summary, content, published, published_at)
       select 'reads-many-' || n, 'Many ' || n, 'A filler post', 'Common wombat talk, number ' || n || '.', true,
         now() - make_interval(hours => 1, secs => n)
       from generate_series(1, 300) n`,
    );
    await db.query(
      `insert into public.blog_posts (slug, title, content, published, published_at) values
         ('reads-rare', 'Rare', 'A lone Xylophone here', true, now() - interval '2 hours'),
         ('reads-rare-draft', 'Rare draft', 'Another xylophone', false, null)`,
    );
  });

  it('finds a rare text behind hundreds of newer posts, never a draft', async () => {
    const page = await search('xyloPHONE');
    expect(slugs(page)).toEqual(['reads-rare']);
    expect(page.total).toBe(1);
    expect(slugs(await search('lone xylophone h'))).toEqual(['reads-rare']);
  });

  it('pages through a common word: every match once, newest first, then the total', async () => {
    const pages = [];
    for (let offset = 0; offset < 400; offset += 100) pages.push(await search('WOMBAT', null, offset, 100));
    expect(pages.map((page) => page.has_more)).toEqual([true, true, false, false]);
    expect(pages.map((page) => page.total)).toEqual([null, null, 300, 300]);
    expect(pages.flatMap(slugs)).toEqual(Array.from({ length: 300 }, (_, i) => `reads-many-${i + 1}`));
  });

  it('finds a text in a few posts anywhere among them', async () => {
    // "number 27" is in reads-many-27 and reads-many-270 to 279 (the oldest): eleven posts.
    const page = await search('number 27', null, 0, 12);
    expect(slugs(page)).toEqual([
      'reads-many-27',
      ...Array.from({ length: 10 }, (_, i) => `reads-many-${270 + i}`),
    ]);
    expect(page.total).toBe(11);
  });
});
