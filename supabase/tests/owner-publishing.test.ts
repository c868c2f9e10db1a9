import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asRole, errorCode, freshDatabase, takeLead } from './database.ts';
import { leadPayloads } from './lead-payloads.ts';

let db: PGlite;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

const asService = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'service_role', sql, params);

async function tokenOf(column: 'post_slug' | 'mvp_slug', slug: string): Promise<string> {
  const [link] = await asService<{ token: string }>(
    `select token from public.preview_links where ${column} = $1`,
    [slug],
  );
  if (!link) throw new Error(`No preview link for ${slug}`);
  return link.token;
}

const previewPost = async (token: string) =>
  (
    await asAnon<{ post: { slug: string; title: string; tags: string[] } | null }>(
      db,
      'select api.preview_post($1) as post',
      [token],
    )
  )[0]?.post;

describe('preview links', () => {
  beforeAll(async () => {
    await db.query(
      `insert into public.blog_posts (slug, title, content, published, tag_names)
       values ('preview-draft', 'A draft in the works', 'Work in *progress*', false, '{Drafting}')`,
    );
    await db.query(
      `insert into public.labs_mvps (slug, title, published) values ('secret-mvp', 'Secret MVP', false)`,
    );
  });

  it('every new post and MVP gets one, with a long random token and its address', async () => {
    const [link] = await asService<{ token: string; address: string }>(
      `select token, address from public.preview_links where post_slug = 'preview-draft'`,
    );
    expect(link?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.address).toBe(`/preview/blog/preview-draft#${link?.token}`);
    expect(await tokenOf('mvp_slug', 'secret-mvp')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the right token shows the draft as the article reads it; the table alone still hides it', async () => {
    const post = await previewPost(await tokenOf('post_slug', 'preview-draft'));
    expect(post).toMatchObject({
      slug: 'preview-draft',
      title: 'A draft in the works',
      tags: ['Drafting'],
    });
    expect(await asAnon(db, `select api.blog_post('preview-draft') as post`)).toEqual([{ post: null }]);
    const [mvp] = await asAnon<{ mvp: { title: string } | null }>(db, 'select api.preview_mvp($1) as mvp', [
      await tokenOf('mvp_slug', 'secret-mvp'),
    ]);
    expect(mvp?.mvp?.title).toBe('Secret MVP');
    expect(await asAnon(db, `select api.labs_mvp('secret-mvp') as mvp`)).toEqual([{ mvp: null }]);
  });

  it('a wrong token, an empty one or a post token asked as an MVP shows nothing', async () => {
    const token = await tokenOf('post_slug', 'preview-draft');
    expect(await previewPost(token.replace(/.$/, (last) => (last === '0' ? '1' : '0')))).toBeNull();
    expect(await previewPost('')).toBeNull();
    const [mvp] = await asAnon<{ mvp: unknown }>(db, 'select api.preview_mvp($1) as mvp', [token]);
    expect(mvp?.mvp).toBeNull();
  });

  it('clearing the token makes a new one and the old link stops working', async () => {
    const old = await tokenOf('post_slug', 'preview-draft');
    await asService(`update public.preview_links set token = '' where post_slug = 'preview-draft'`);
    const renewed = await tokenOf('post_slug', 'preview-draft');
    expect(renewed).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed).not.toBe(old);
    expect(await previewPost(old)).toBeNull();
    expect((await previewPost(renewed))?.slug).toBe('preview-draft');
  });

  it('visitors can neither read nor change the links', async () => {
    expect(await errorCode(asAnon(db, 'select token from public.preview_links'))).toBe('42501');
    expect(await errorCode(asAnon(db, `update public.preview_links set token = 'x'`))).toBe('42501');
  });
});

describe('scheduled posts', () => {
  const visible = async (slug: string) =>
    (await asAnon<{ post: unknown }>(db, 'select api.blog_post($1) as post', [slug]))[0]?.post !== null;
  const tagShown = async (name: string) =>
    (await asAnon<{ tags: string[] }>(db, 'select api.blog_tags() as tags'))[0]!.tags.includes(name);
  const authorShown = async (slug: string) =>
    JSON.stringify(await asAnon(db, 'select api.blog_post($1) as post', [slug])).includes('Scheduled Author');

  it('stay hidden, with their tags and author, until their date comes, then show', async () => {
    await db.exec(
      `insert into public.users (id, full_name) values ('00000000-0000-4000-8000-00000000a001', 'Scheduled Author');
       insert into public.blog_posts (slug, title, published, published_at, author_id, tag_names)
       values ('scheduled-post', 'Soon', true, clock_timestamp() + interval '1.5 seconds',
               '00000000-0000-4000-8000-00000000a001', '{Only Scheduled}')`,
    );
    expect(await visible('scheduled-post')).toBe(false);
    expect(await tagShown('Only Scheduled')).toBe(false);
    expect(await authorShown('scheduled-post')).toBe(false);
    expect((await previewPost(await tokenOf('post_slug', 'scheduled-post')))?.title).toBe('Soon');

    await db.query(`select pg_sleep(1.6)`); // the clock moves past the post's date
    expect(await visible('scheduled-post')).toBe(true);
    expect(await tagShown('Only Scheduled')).toBe(true);
    expect(await authorShown('scheduled-post')).toBe(true);
  });

  it('ask for one rebuild when a date comes, and none while nothing came', async () => {
    const take = async () =>
      (await db.query<{ came: number }>('select private.take_posts_come_due() as came')).rows[0]?.came;
    await take(); // whatever the seed and earlier tests left behind
    expect(await take()).toBe(0);
    await db.query(
      `insert into public.blog_posts (slug, title, published, published_at)
       values ('due-soon', 'Due', true, clock_timestamp() + interval '1 second')`,
    );
    expect(await take()).toBe(0);
    await db.query(`select pg_sleep(1.1)`);
    expect(await take()).toBe(1);
    expect(await take()).toBe(0);
    expect(await errorCode(asAnon(db, 'select private.take_posts_come_due()'))).toBe('42501');
  });
});

describe('tags by name', () => {
  const linkedTags = async (slug: string) =>
    (
      await db.query<{ name: string }>(
        `select t.name from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
         join public.blog_posts p on p.id = pt.post_id where p.slug = $1 order by t.name`,
        [slug],
      )
    ).rows.map((row) => row.name);
  const tagNames = async (slug: string) =>
    (
      await db.query<{ tag_names: string[] }>('select tag_names from public.blog_posts where slug = $1', [
        slug,
      ])
    ).rows[0]?.tag_names;

  it('typing names links existing tags (any case), creates new ones and cleans what was typed', async () => {
    await db.query(`insert into public.blog_tags (name) values ('No-Code Tools')`);
    await db.query(
      `insert into public.blog_posts (slug, title, tag_names)
       values ('tagged-by-name', 'Tagged', array['  no-code tools ', 'Brand New Topic', '', 'brand new topic'])`,
    );
    expect(await tagNames('tagged-by-name')).toEqual(['No-Code Tools', 'Brand New Topic']);
    expect(await linkedTags('tagged-by-name')).toEqual(['Brand New Topic', 'No-Code Tools']);
  });

  it('removing a name unlinks it; a link made by hand, a rename and a deleted tag show in the names', async () => {
    await db.query(
      `update public.blog_posts set tag_names = '{Brand New Topic}' where slug = 'tagged-by-name'`,
    );
    expect(await linkedTags('tagged-by-name')).toEqual(['Brand New Topic']);

    await db.query(
      `insert into public.blog_posts_tags (post_id, tag_id)
       select p.id, t.id from public.blog_posts p, public.blog_tags t
       where p.slug = 'tagged-by-name' and t.name = 'No-Code Tools'`,
    );
    expect(await tagNames('tagged-by-name')).toEqual(['Brand New Topic', 'No-Code Tools']);

    await db.query(`update public.blog_tags set name = 'Fresh Topic' where name = 'Brand New Topic'`);
    expect(await tagNames('tagged-by-name')).toEqual(['Fresh Topic', 'No-Code Tools']);

    await db.query(`delete from public.blog_tags where name = 'No-Code Tools'`);
    expect(await tagNames('tagged-by-name')).toEqual(['Fresh Topic']);
    expect(await linkedTags('tagged-by-name')).toEqual(['Fresh Topic']);
  });

  it('the seed’s posts carry the names of their linked tags', async () => {
    const { rows } = await db.query<{ mismatched: number }>(
      `select count(*)::int as mismatched from public.blog_posts p
       where (select coalesce(array_agg(t.name order by t.name), '{}') from public.blog_posts_tags pt
              join public.blog_tags t on t.id = pt.tag_id where pt.post_id = p.id)
             is distinct from (select coalesce(array_agg(n order by n), '{}') from unnest(p.tag_names) n)`,
    );
    expect(rows[0]?.mismatched).toBe(0);
  });
});

describe('the site-images bucket', () => {
  const object = (name: string) =>
    `insert into storage.objects (bucket_id, name, metadata) values ('site-images', '${name}', '{"mimetype":"image/webp"}')`;

  it('is public, takes images only, up to 10 MB', async () => {
    const { rows } = await db.query(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'site-images'`,
    );
    expect(rows[0]).toEqual({
      public: true,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    });
  });

  it('nobody but the owner adds, replaces, deletes or lists its files', async () => {
    expect(await errorCode(asService(object('blog/cover.webp')))).toBe('ok');
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await errorCode(asRole(db, role as 'anon', object(`blog/${role}.webp`)))).toBe('42501');
      expect(
        await asRole(
          db,
          role as 'anon',
          `update storage.objects set name = 'x' where bucket_id = 'site-images' returning id`,
        ),
      ).toEqual([]);
      expect(
        await asRole(
          db,
          role as 'anon',
          `delete from storage.objects where bucket_id = 'site-images' returning id`,
        ),
      ).toEqual([]);
      expect(await asRole(db, role as 'anon', `select name from storage.objects`)).toEqual([]);
    }
    const { rows } = await db.query(`select name from storage.objects where bucket_id = 'site-images'`);
    expect(rows).toEqual([{ name: 'blog/cover.webp' }]);
  });
});

describe('the leads inbox', () => {
  const formula = '=HYPERLINK("http://evil.example","click")';

  beforeAll(async () => {
    await db.query(`insert into public.labs_mvps (slug, title, status) values ('pitchdeck-ai', 'Pitch deck AI', 'beta')
                    on conflict (slug) do update set status = 'beta', published = true`);
    for (const { table, payload } of leadPayloads) {
      const row: Record<string, unknown> = {
        ...payload,
        page: '/from-a-campaign',
        utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' },
      };
      if ('email' in row) row.email = `inbox.${table.replace(/_/g, '-')}@example.com`;
      if (table === 'contact_submissions') Object.assign(row, { name: '@SUM(A1)', message: formula });
      if (table === 'playbook_requests') row.full_name = '+cmd|calc';
      if (table === 'labs_submissions')
        // (A name can no longer start with a tab: single-line fields refuse control characters.)
        Object.assign(row, { full_name: '-2+3', problem: '-1\nsecond line' });
      expect(await takeLead(db, table, row)).toBe('stored');
    }
  });

  const inbox = () =>
    asService<{
      kind: string;
      name: string | null;
      email: string;
      summary: string;
      page: string;
      utm: string;
    }>(`select kind, name, email, summary, page, utm from public.leads where page = '/from-a-campaign'`);

  it('holds every lead of every kind once, with its page and campaign', async () => {
    const rows = await inbox();
    expect(rows.map((row) => row.kind).sort()).toEqual(
      [
        'beta request',
        'booked call',
        'call request',
        'collective application',
        'collective inquiry',
        'contact',
        'growth diagnostic',
        'labs idea',
        'newsletter',
        'playbook',
      ].sort(),
    );
    for (const row of rows) expect(row.utm).toBe('newsletter / email / launch');
    expect(rows.find((row) => row.kind === 'beta request')?.summary).toBe(
      'Beta access to pitchdeck-ai: Our seed deck.',
    );
    // Stored safe to export, as the export is: a cell a spreadsheet would run starts with an apostrophe.
    expect(rows.find((row) => row.kind === 'labs idea')?.summary).toBe("'-1 second line");
  });

  it('records when and by whom a status changes, and keeps a name typed over it', async () => {
    const [lead] = await asService<{ id: string }>(
      `select id from public.leads where kind = 'playbook' and page = '/from-a-campaign'`,
    );
    await db.query(`update public.leads set status = 'replied' where id = $1`, [lead?.id]);
    const [stamped] = await asService<{ status_changed_at: Date; status_changed_by: string }>(
      'select status_changed_at, status_changed_by from public.leads where id = $1',
      [lead?.id],
    );
    expect(stamped?.status_changed_at).toBeInstanceOf(Date);
    expect(stamped?.status_changed_by).toBe('postgres');
    await db.query(`update public.leads set status = 'won', status_changed_by = 'Anna' where id = $1`, [
      lead?.id,
    ]);
    const [kept] = await asService<{ status: string; status_changed_by: string }>(
      'select status, status_changed_by from public.leads where id = $1',
      [lead?.id],
    );
    expect(kept).toEqual({ status: 'won', status_changed_by: 'Anna' });
    expect(
      await errorCode(db.query(`update public.leads set status = 'maybe' where id = $1`, [lead?.id])),
    ).toBe('23514');
  });

  it('exports newest first with no cell a spreadsheet would read as a formula', async () => {
    const rows = await asService<Record<string, string | Date | null>>(
      `select * from public.leads_export where page = '/from-a-campaign'`,
    );
    expect(rows).toHaveLength(10);
    const contact = rows.find((row) => row.kind === 'contact');
    expect(contact?.name).toBe("'@SUM(A1)");
    expect(contact?.summary).toBe(`'${formula}`);
    expect(rows.find((row) => row.kind === 'playbook')?.name).toBe("'+cmd|calc");
    expect(rows.find((row) => row.kind === 'labs idea')).toMatchObject({
      name: "'-2+3",
      summary: "'-1 second line",
    });
    const textCells = rows.flatMap((row) =>
      Object.entries(row).filter(
        ([key, value]) =>
          typeof value === 'string' && !['kind', 'status', 'lead_table', 'lead_id'].includes(key),
      ),
    );
    expect(textCells.filter(([, value]) => /^[=+\-@\t\r]/.test(value as string))).toEqual([]);
    const all = await asService<{ received_at: Date }>('select received_at from public.leads_export');
    const times = all.map((row) => row.received_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each([
    ['=1+1', "'=1+1"],
    [' =HYPERLINK("http://evil.example")', `' =HYPERLINK("http://evil.example")`],
    ['\n=1', "'\n=1"],
    ['\r\n @SUM(A1)', "'\r\n @SUM(A1)"],
    ['\u00a0\u3000+cmd', "'\u00a0\u3000+cmd"],
    ['\tok', "'\tok"],
    ['\nplain', "'\nplain"],
    ['Ada - founder', 'Ada - founder'],
    ["'=already", "'=already"],
  ])('neutralises %j, as a spreadsheet would run it', async (typed, safe) => {
    const [row] = await asService<{ safe: string }>('select public.spreadsheet_safe($1) as safe', [typed]);
    expect(row?.safe).toBe(safe);
  });

  it('stores a name or campaign with white space before a formula safe in the inbox and the export', async () => {
    expect(
      await takeLead(db, 'playbook_requests', {
        full_name: ' =HYPERLINK("http://evil.example","click")',
        email: 'inbox.spaced@example.com',
        page: '/spaced',
        utm: { utm_source: ' =1+1' },
      }),
    ).toBe('stored');
    for (const from of ['leads', 'leads_export']) {
      const [row] = await asService<{ name: string; utm: string }>(
        `select name, utm from public.${from} where page = '/spaced'`,
      );
      expect(row, from).toEqual({ name: `' =HYPERLINK("http://evil.example","click")`, utm: "' =1+1" });
    }
  });

  it("refuses control characters in a lead's page and campaign, as in every single-line field", async () => {
    for (const extra of [{ page: '/x\u0007' }, { page: '/x\u202e' }, { utm: { utm_source: 'a\nBcc: x' } }]) {
      const row = { full_name: 'Ada', email: 'inbox.control@example.com', page: '/fine', ...extra };
      expect(await errorCode(takeLead(db, 'playbook_requests', row)), JSON.stringify(extra)).toBe('23514');
    }
  });

  it('visitors can read none of it', async () => {
    expect(await errorCode(asAnon(db, 'select * from public.leads'))).toBe('42501');
    expect(await errorCode(asAnon(db, 'select * from public.leads_export'))).toBe('42501');
    expect(await errorCode(asAnon(db, `update public.leads set status = 'spam'`))).toBe('42501');
    expect(await errorCode(asAnon(db, `select public.spreadsheet_safe('=1')`))).toBe('42501');
  });
});
