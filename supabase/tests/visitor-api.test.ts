import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import { exposedSchemas } from '../../server/local-backend/schema-cache.ts';
import { freshDatabase } from './database.ts';

// What a visitor (anon) can reach through the Data API: the functions of the schema `api`, and nothing of
// the tables (docs/security.md, "What a visitor can reach"). supabase/tests/sql/visitor-api.sql checks the
// same on real PostgreSQL.
let db: PGlite;
let backend: LocalBackend;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db, {});
});
afterAll(() => db.close());

describe('the exposed schemas', () => {
  it("are public (the tables, for the service role) and api (the visitors'), never GraphQL's or private", () => {
    expect(exposedSchemas()).toEqual(['public', 'api']);
  });
});

describe('anon can reach nothing but the API schema', () => {
  it('holds no right on any table, view or sequence of public (leads come through the leads function)', async () => {
    const { rows } = await db.query<{ name: string; privileges: string[] }>(
      `select c.relname as name,
              array(select p from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
                    where has_table_privilege('anon', c.oid, p)
                       or (p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege('anon', c.oid, p))
              ) as privileges
       from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.privileges.length > 0)).toEqual([]);
    const sequences = await db.query(
      // (case: the privilege functions only once the row is known to be a sequence, whatever the plan's order)
      `select c.relname from pg_class c
       where case when c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
                  then has_sequence_privilege('anon', c.oid, 'USAGE') or has_sequence_privilege('anon', c.oid, 'SELECT')
                       or has_sequence_privilege('anon', c.oid, 'UPDATE') end`,
    );
    expect(sequences.rows).toEqual([]);
  });

  it('can execute no function outside api, of the exposed schemas', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1) and n.nspname <> 'api' and has_function_privilege('anon', p.oid, 'EXECUTE')`,
      [exposedSchemas()],
    );
    expect(rows).toEqual([]);
  });

  it('finds only functions in api, each answering one value (no rows PostgREST could filter)', async () => {
    const { rows } = await db.query<{ relations: number; set_returning: number; functions: number }>(
      `select (select count(*)::int from pg_class where relnamespace = 'api'::regnamespace) as relations,
              (select count(*)::int from pg_proc where pronamespace = 'api'::regnamespace and proretset) as set_returning,
              (select count(*)::int from pg_proc where pronamespace = 'api'::regnamespace) as functions`,
    );
    expect(rows[0]).toEqual({ relations: 0, set_returning: 0, functions: 13 });
  });
});

/** A request as the site, a script or an attacker sends it to the Data API, through the local backend. */
async function send(path: string, init: RequestInit = {}) {
  const response = await backend.fetch(
    new Request(`http://localhost/rest/v1/${path}`, {
      ...init,
      headers: { apikey: LOCAL_ANON_KEY, ...init.headers },
    }),
    { address: '203.0.113.60' },
  );
  return { status: response.status, body: response.body ? JSON.parse(response.body) : undefined };
}

describe('what PostgREST would serve on a table, a visitor is refused whatever the shape', () => {
  const denied = (table: string) => ({
    status: 401,
    body: { code: '42501', message: `permission denied for table ${table}`, details: null, hint: null },
  });

  it.each([
    ['a regular expression', `blog_posts?select=slug&content=match.${encodeURIComponent('((.*)*)*\\1x')}`],
    ['full-text search', 'blog_posts?select=slug&content=fts.zqzq'],
    ['websearch full text', 'blog_posts?select=slug&content=wfts.zqzq'],
    ['a JSON path on a computed field', 'blog_posts?select=slug&blog_card->>read_time=eq.999'],
    ['an embedding of every body', 'users?select=id,blog_posts(content)'],
    ['or=', 'blog_posts?or=(slug.eq.a,slug.eq.b)'],
    ['the content version', 'content_version?select=counter'],
    ['a lead table', 'newsletter_subscribers?select=email'],
    ['the inbox export', 'leads_export?select=*'],
    ['the testimonials, consent dates and drafts', 'testimonials?select=person_name,consented_on'],
  ])('%s: 401, permission denied', async (_, path) => {
    const table = path.split('?')[0]!;
    expect(await send(path)).toEqual(denied(table));
  });

  it.each<[string, RequestInit]>([
    ['HEAD', { method: 'HEAD' }],
    ['a count', { headers: { Prefer: 'count=exact' } }],
    ['CSV', { headers: { Accept: 'text/csv' } }],
  ])('%s of a table: 401, permission denied', async (_, init) => {
    const answer = await send('blog_posts?select=slug', init);
    expect(answer.status).toBe(401);
    if (init.method !== 'HEAD') expect(answer.body).toEqual(denied('blog_posts').body);
  });
});

describe('the API, as the site calls it', () => {
  const api = { 'Accept-Profile': 'api' };

  it('answers the published proof with GET', async () => {
    const proof = await send('rpc/proof', { headers: api });
    expect(proof.status).toBe(200);
    expect(Object.keys(proof.body).sort()).toEqual([
      'case_study_figures',
      'client_logos',
      'collective_experts',
      'testimonials',
    ]);
  });

  it('answers a list page, an article, the tags and the version with GET', async () => {
    const list = await send('rpc/blog_posts?page_size=2', { headers: api });
    expect(list.status).toBe(200);
    expect(list.body.posts).toHaveLength(2);
    const article = await send(`rpc/blog_post?post_slug=${list.body.posts[0].slug}`, { headers: api });
    expect(article.body).toMatchObject({ slug: list.body.posts[0].slug, published: true });
    expect((await send('rpc/blog_tags', { headers: api })).body.length).toBeGreaterThan(0);
    expect((await send('rpc/content_version', { headers: api })).body).toMatch(/^\d+-/);
  });

  it('searches with POST, and refuses a search by GET (a read-only transaction) with 405', async () => {
    const found = await send('rpc/blog_search', {
      method: 'POST',
      headers: { 'Content-Profile': 'api', 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: 'validation' }),
    });
    expect(found.status).toBe(200);
    expect(found.body.posts.length).toBeGreaterThan(0);
    expect(await send('rpc/blog_search?search=validation', { headers: api })).toMatchObject({
      status: 405,
      body: { code: '25006' },
    });
  });

  it('finds no function of the API in public, and no schema it does not expose', async () => {
    expect(await send('rpc/blog_posts')).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
    expect(await send('rpc/blog_posts', { headers: { 'Accept-Profile': 'private' } })).toEqual({
      status: 406,
      body: {
        code: 'PGRST106',
        message: 'Invalid schema: private',
        details: null,
        hint: 'Only the following schemas are exposed: public, api',
      },
    });
    expect(await send('blog_posts', { headers: api })).toMatchObject({
      status: 404,
      body: { code: 'PGRST205' },
    });
  });
});

describe('every anonymous statement', () => {
  it('stops after one second (a role setting PostgREST applies to each request)', async () => {
    const { rows } = await db.query<{ settings: string[] }>(
      `select s.setconfig as settings from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where r.rolname = 'anon'`,
    );
    expect(rows[0]!.settings).toContain('statement_timeout=1s');
  });
});
