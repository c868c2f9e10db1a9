import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, errorCode, freshDatabase } from './database.ts';

/**
 * The blog's functions of the visitor's API (supabase/migrations/20261128000200_content.sql), as a
 * visitor calls them.
 */
type Card = { slug: string; title: string; read_time: number; tags: string[] } & Record<string, unknown>;
type ListPage = { total: number; has_more: boolean; posts: Card[] };
type SearchPage = { has_more: boolean; next: string | null; posts: Card[] };

let db: PGlite;

const list = async (tag: string | null = null, offset = 0, size = 12) =>
  (await asAnon<{ page: ListPage }>(db, 'select api.blog_posts($1, $2, $3) as page', [tag, offset, size]))[0]!
    .page;
const search = async (text: string, tag: string | null = null, after: string | null = null, size = 12) =>
  (
    await asAnon<{ page: SearchPage }>(db, 'select api.blog_search($1, $2, $3, $4) as page', [
      text,
      tag,
      after,
      size,
    ])
  )[0]!.page;
/** Every match of a search, page after page through its cursor. */
async function searchAll(text: string, size: number): Promise<SearchPage[]> {
  const pages = [await search(text, null, null, size)];
  while (pages.at(-1)!.next) pages.push(await search(text, null, pages.at(-1)!.next, size));
  return pages;
}
const slugs = (page: { posts: Card[] }) => page.posts.map((post) => post.slug);
const related = async (slug: string) =>
  (await asAnon<{ cards: Card[] }>(db, 'select api.blog_related($1) as cards', [slug]))[0]!.cards;
const version = async () =>
  (await asAnon<{ version: string }>(db, 'select api.content_version() as version'))[0]!.version;

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

describe('blog_posts: the list a visitor pages through', () => {
  it('pages public posts newest first with the total, each post on exactly one page, never a draft', async () => {
    const everything = await list(null, 0, 50);
    const [{ count }] = (
      await db.query<{ count: number }>(
        'select count(*)::int as count from public.blog_posts where published and published_at <= now()',
      )
    ).rows as [{ count: number }];
    expect(everything.total).toBe(count);
    const pages = [await list(null, 0, 4), await list(null, 4, 4), await list(null, 8, 4)];
    expect(pages.every((page) => page.total === everything.total)).toBe(true);
    expect(pages.flatMap(slugs)).toEqual(slugs(everything).slice(0, 12));
    expect(slugs(everything)).not.toContain('reads-draft');
    const dates = everything.posts.map((post) => Date.parse(post.published_date as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list(null, everything.total, 12)).posts).toEqual([]);
  });

  it('lists a tag given as its address segment', async () => {
    expect(slugs(await list('reads-gamma'))).toEqual(['reads-other']);
    expect(slugs(await list('reads-beta'))).toEqual(['reads-title', 'reads-body']);
    expect(await list('no-such-tag')).toEqual({ posts: [], has_more: false, total: 0 });
  });

  it('answers at most 50 cards, whatever it is asked for', async () => {
    for (let n = 0; n < 60; n++) await addPost(`reads-bulk-${n}`, { day: 0, published: true });
    expect((await list(null, 0, 100000)).posts).toHaveLength(50);
    expect((await list(null, -5, 0)).posts).toHaveLength(1);
    await db.query(`delete from public.blog_posts where slug like 'reads-bulk-%'`);
  });

  it('answers cards, never the body, with the read time computed when the post was saved, and its tags', async () => {
    const card = (await list('reads-beta')).posts.find((post) => post.slug === 'reads-body')!;
    expect(Object.keys(card).sort()).toEqual(
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
    expect(card.read_time).toBe(3); // 405 words: words / 200, rounded up
    expect(card.tags).toEqual(['Reads Alpha', 'Reads Beta']);
    const [{ read_time }] = (
      await db.query<{ read_time: number }>(
        `update public.blog_posts set content = $1 where slug = 'reads-other' returning read_time`,
        [` ${'word\n'.repeat(200)} `],
      )
    ).rows as [{ read_time: number }];
    expect(read_time).toBe(1);
  });

  it('never returns or counts a scheduled post', async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, published, published_at, tag_names)
       values ('reads-scheduled', 'Zebra tomorrow', true, now() + interval '1 day', '{Reads Gamma}')`,
    );
    expect(slugs(await list('reads-gamma'))).toEqual(['reads-other']);
    expect((await list('reads-gamma')).total).toBe(1);
    expect(slugs(await search('zebra'))).toEqual(['reads-title', 'reads-summary', 'reads-body']);
    expect(slugs(await search('tomorrow'))).toEqual([]);
    expect(await asAnon(db, `select api.blog_post('reads-scheduled') as post`)).toEqual([{ post: null }]);
    await db.query(`delete from public.blog_posts where slug = 'reads-scheduled'`);
  });
});

describe('blog_search: a text of three characters or more, in pages after a cursor', () => {
  it('matches title, summary and body as a case-insensitive substring, newest first, never a draft', async () => {
    const page = await search('zEbRa');
    expect(slugs(page)).toEqual(['reads-title', 'reads-summary', 'reads-body']);
    expect(page).toMatchObject({ has_more: false, next: null });
    expect(slugs(await search('ebra cross'))).toEqual(['reads-body']);
  });

  it('trims the text and takes % and _ literally, as the text a visitor typed', async () => {
    expect(slugs(await search('  100% sure_thing  '))).toEqual(['reads-body']);
    expect(slugs(await search('100%%'))).toEqual([]);
    expect(slugs(await search('sure thing'))).toEqual([]);
  });

  it('refuses a text shorter than three characters (it would read every post), or longer than 200', async () => {
    for (const text of ['', '_', ' ab ', 'x'.repeat(201)])
      expect(await errorCode(search(text)), JSON.stringify(text)).toBe('PT400');
  });

  it('combines the text with a tag, given as its address segment', async () => {
    expect(slugs(await search('zebra', 'reads-beta'))).toEqual(['reads-title', 'reads-body']);
    expect(slugs(await search('zebra', 'reads-gamma'))).toEqual([]);
  });

  it('pages with the cursor it answers: every match once, newest first; a forged cursor is refused', async () => {
    const pages = await searchAll('zebra', 2);
    expect(pages.map(slugs)).toEqual([['reads-title', 'reads-summary'], ['reads-body']]);
    expect(pages.map((page) => page.has_more)).toEqual([true, false]);
    expect(await errorCode(search('zebra', null, 'not a cursor'))).toBe('PT400');
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

describe("blog_search's budget: a limited number of searches a minute from one connection", () => {
  /** A search as PostgREST runs a POST to it: a writable transaction, the visitor's address in the headers. */
  const searchFrom = (address: string, readOnly = false) =>
    db.transaction(async (tx: Transaction) => {
      if (readOnly) await tx.exec('set transaction read only');
      await tx.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'cf-connecting-ip': address }),
      ]);
      return tx.query(`select api.blog_search('zebra') as page`);
    });

  it('answers 429 past the limit, for that connection (an IPv6 /64) only', async () => {
    await db.exec('update private.read_limits set searches_per_minute = 3');
    for (let i = 0; i < 3; i++) await searchFrom(`2001:db8:5:5::${i + 1}`);
    expect(await errorCode(searchFrom('2001:db8:5:5::99'))).toBe('PT429');
    await searchFrom('2001:db8:5:6::1');
    await db.exec('update private.read_limits set searches_per_minute = 30');
  });

  it('charges a request that states no address too, to one budget all such requests share', async () => {
    await db.exec('update private.read_limits set searches_per_minute = 2');
    const unstated = (forwarded: string) =>
      db.transaction(async (tx: Transaction) => {
        await tx.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-forwarded-for': forwarded }),
        ]);
        return tx.query(`select api.blog_search('zebra') as page`);
      });
    await unstated('192.0.2.1');
    await unstated('192.0.2.2');
    expect(await errorCode(unstated('192.0.2.3'))).toBe('PT429');
    await searchFrom('2001:db8:5:7::1');
    await db.exec('update private.read_limits set searches_per_minute = 30');
  });

  it('cannot be run where it could not be charged: a GET (a read-only transaction) fails with 25006', async () => {
    expect(await errorCode(searchFrom('203.0.113.40', true))).toBe('25006');
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

describe('content_version: one short string that moves when what visitors can see changes, and only then', () => {
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
    ['an MVP edit', `update public.labs_mvps set beta_users = beta_users + 1 where published`],
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

  it.each([
    [
      'a new draft',
      `insert into public.blog_posts (slug, title, tag_names) values ('reads-secret', 'Secret', '{Secret Topic}')`,
    ],
    [
      'a draft saved',
      `update public.blog_posts set content = 'More secret words' where slug = 'reads-secret'`,
    ],
    [
      "a draft's tags",
      `update public.blog_posts set tag_names = '{Secret Topic,Another Secret}' where slug = 'reads-secret'`,
    ],
    [
      'a scheduled post saved',
      `insert into public.blog_posts (slug, title, published, published_at) values ('reads-later', 'Later', true, now() + interval '1 day')`,
    ],
    [
      'an author of drafts only',
      `insert into public.users (full_name) values ('Nobody Yet'); update public.users set title = 'Soon' where full_name = 'Nobody Yet'`,
    ],
    [
      'a draft MVP',
      `insert into public.labs_mvps (slug, title, published) values ('reads-mvp-draft', 'Hidden', false)`,
    ],
    [
      'a draft MVP saved',
      `update public.labs_mvps set summary = 'still hidden' where slug = 'reads-mvp-draft'`,
    ],
    ['a draft deleted', `delete from public.blog_posts where slug = 'reads-secret'`],
  ])('stays the same on %s', async (_, sql) => {
    const before = await version();
    await db.exec(sql);
    expect(await version()).toBe(before);
  });

  it("moves when a scheduled post's time comes, with no row changed", async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, published, published_at) values ('reads-soon', 'Soon', true, now() + interval '1 second')`,
    );
    const before = await version();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await version()).not.toBe(before);
  });

  it('cannot be moved, rewritten or read directly by a visitor', async () => {
    expect(await errorCode(asAnon(db, 'update public.content_version set counter = 0'))).toBe('42501');
    expect(await errorCode(asAnon(db, 'select counter from public.content_version'))).toBe('42501');
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
    expect(slugs(await search('xyloPHONE'))).toEqual(['reads-rare']);
    expect(slugs(await search('lone xylophone h'))).toEqual(['reads-rare']);
  });

  it('pages through a common word: every match once, newest first', async () => {
    const pages = await searchAll('WOMBAT', 50);
    expect(pages).toHaveLength(6);
    expect(pages.flatMap(slugs)).toEqual(Array.from({ length: 300 }, (_, i) => `reads-many-${i + 1}`));
  });

  it('finds a text in a few posts anywhere among them', async () => {
    // "number 27" is in reads-many-27 and reads-many-270 to 279 (the oldest): eleven posts.
    expect(slugs(await search('number 27', null, null, 12))).toEqual([
      'reads-many-27',
      ...Array.from({ length: 10 }, (_, i) => `reads-many-${270 + i}`),
    ]);
  });
});

describe('blog_post_stamps and labs_mvps: the whole site, a bounded answer at a time', () => {
  it('answers the stamps 1,000 at a time in address order, every public post once, never a draft', async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, published, published_at)
       select 'reads-stamp-' || lpad(n::text, 4, '0'), 'Stamp ' || n, n % 100 <> 0, now() - interval '3 hours'
       from generate_series(1, 1100) n`,
    );
    const stamps = async (after: string | null) =>
      (
        await asAnon<{ stamps: { slug: string }[] }>(db, 'select api.blog_post_stamps($1) as stamps', [after])
      )[0]!.stamps;
    const pages = [await stamps(null)];
    while (pages.at(-1)!.length === 1000) pages.push(await stamps(pages.at(-1)!.at(-1)!.slug));
    expect(pages.map((page) => page.length).slice(0, -1)).toEqual([1000]);
    const slugs = pages.flat().map((stamp) => stamp.slug);
    const [{ count }] = (
      await db.query<{ count: number }>(
        'select count(*)::int as count from public.blog_posts where published and published_at <= now()',
      )
    ).rows as [{ count: number }];
    expect(slugs).toHaveLength(count);
    expect(new Set(slugs).size).toBe(count);
    expect(slugs).not.toContain('reads-stamp-0100');
    expect(slugs).toEqual([...slugs].sort());
  });

  it('answers at most 500 MVPs in the catalogue', async () => {
    await db.query(
      `insert into public.labs_mvps (slug, title) select 'reads-mvp-' || n, 'MVP ' || n from generate_series(1, 520) n`,
    );
    const [row] = await asAnon<{ catalogue: unknown[] }>(db, 'select api.labs_mvps() as catalogue');
    expect(row!.catalogue).toHaveLength(500);
  });
});
