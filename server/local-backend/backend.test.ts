import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../supabase/tests/database.ts';
import type { Database } from '../../src/types/database.types.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from './backend.ts';

let db: PGlite;
let server: Server;
let baseUrl: string;
let anon: SupabaseClient<Database>;
let service: SupabaseClient<Database>;

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

beforeAll(async () => {
  db = await freshDatabase();
  const backend = await LocalBackend.create(db);
  const handle = backend.middleware();
  server = createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  anon = createClient<Database>(baseUrl, LOCAL_ANON_KEY, clientOptions);
  service = createClient<Database>(baseUrl, LOCAL_SERVICE_KEY, clientOptions);

  const author = crypto.randomUUID();
  await db.query(
    `insert into public.users (id, full_name, email, title) values ($1, 'Http Author', 'http@example.com', 'Advisor')`,
    [author],
  );
  await db.query(
    `insert into public.blog_posts (slug, title, content, published, published_at, author_id) values
       ('http-newest', 'Newest', 'x', true, '2026-01-02', $1),
       ('http-older', 'Older', 'x', true, '2026-01-01', $1),
       ('http-draft', 'Draft', 'x', false, null, $1)`,
    [author],
  );
  await db.query(`insert into public.blog_tags (name) values ('Http Tag')`);
  await db.query(
    `insert into public.blog_posts_tags (post_id, tag_id)
     select p.id, t.id from public.blog_posts p, public.blog_tags t where t.name = 'Http Tag'
       and p.slug in ('http-newest', 'http-draft')`,
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

describe("reads of tables: the service role's (tests read what landed), never a visitor's", () => {
  it('selects columns with aliases, filters, orders and limits, as PostgREST does', async () => {
    const { data, error } = await service
      .from('blog_posts')
      .select('slug, headline:title')
      .in('slug', ['http-newest', 'http-older', 'http-draft'])
      .neq('slug', 'http-older')
      .order('slug', { ascending: false })
      .limit(5);
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'http-newest', headline: 'Newest' },
      { slug: 'http-draft', headline: 'Draft' },
    ]);
  });

  it('returns one row as an object with .single(), and PGRST116 for none', async () => {
    const one = await service.from('blog_posts').select('slug, title').eq('slug', 'http-older').single();
    expect(one.data).toEqual({ slug: 'http-older', title: 'Older' });
    const none = await service.from('blog_posts').select('slug').eq('slug', 'no-such-post').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('answers a visitor with permission denied (42501, 401), whatever the read', async () => {
    for (const read of [
      anon.from('blog_posts').select('slug'),
      anon.from('users').select('email'),
      anon.from('blog_posts').select('slug, users(full_name)'),
    ]) {
      const { error, status } = await read;
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('writes: the service role through supabase-js, visitors through the leads function', () => {
  it('inserts a row with 201 and no body, and the row lands (the owner, the tests)', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_KEY,
        Authorization: `Bearer ${LOCAL_SERVICE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'raw-http@example.com', source: 'blog' }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');

    const { error, status } = await service
      .from('newsletter_subscribers')
      .insert({ email: 'via-js@example.com', source: 'labs' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { data } = await service
      .from('newsletter_subscribers')
      .select('email, source, status')
      .in('email', ['raw-http@example.com', 'via-js@example.com'])
      .order('email');
    expect(data).toEqual([
      { email: 'raw-http@example.com', source: 'blog', status: 'pending' },
      { email: 'via-js@example.com', source: 'labs', status: 'pending' },
    ]);
  });

  it('answers a visitor’s insert into a lead table with 42501: leads go through the leads function', async () => {
    const { error, status } = await anon
      .from('newsletter_subscribers')
      .insert({ email: 'rls@example.com', source: 'blog' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('answers constraint violations with their Postgres codes', async () => {
    const requestId = crypto.randomUUID();
    const question = {
      name: 'Quick Question',
      email: 'twice@example.com',
      message: 'Hi',
      source: 'book-call',
    };
    const bad = await service
      .from('newsletter_subscribers')
      .insert({ email: 'not-an-email', source: 'blog' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    await service.from('contact_submissions').insert({ ...question, request_id: requestId });
    const duplicate = await service
      .from('contact_submissions')
      .insert({ ...question, request_id: requestId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
  });

  it('lands every one of two hundred concurrent leads sent to the leads function', async () => {
    // Two hundred visitors, each from an address of their own (a caller on this machine may state it).
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${baseUrl}/functions/v1/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': `198.51.100.${i}` },
          body: JSON.stringify({
            form: 'question',
            request_id: crypto.randomUUID(),
            email: `load-${i}@example.com`,
            message: `Question ${i}`,
          }),
        }),
      ),
    );
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
    const { data } = await service.from('contact_submissions').select('email').like('email', 'load-%');
    expect(new Set(data!.map((row) => row.email)).size).toBe(200);
  });
});

describe("function calls (/rest/v1/rpc/<name>) in the visitor's API, as PostgREST answers them", () => {
  type List = { total: number; posts: { slug: string }[] };
  const apiGet = (path: string) =>
    fetch(`${baseUrl}/rest/v1/${path}`, { headers: { apikey: LOCAL_ANON_KEY, 'Accept-Profile': 'api' } });

  it('calls a function with the query string of a GET, as the visitor', async () => {
    const response = await apiGet('rpc/blog_posts?tag=http-tag&page_size=5');
    expect(response.status).toBe(200);
    expect(((await response.json()) as List).posts.map((post) => post.slug)).toEqual(['http-newest']);
  });

  it('calls it with the JSON object of a POST (supabase-js rpc), drafts never shown', async () => {
    const { data, error } = await anon
      .schema('api' as never)
      .rpc('blog_search' as never, { search: 'newest', tag: 'http-tag' } as never);
    expect(error).toBeNull();
    expect((data as unknown as List).posts.map((post) => post.slug)).toEqual(['http-newest']);
  });

  it('answers a function that does not exist, or an argument it does not take, with 404 PGRST202', async () => {
    for (const path of ['rpc/no_such_function', 'rpc/blog_posts?no_such_argument=1']) {
      const response = await apiGet(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST202');
    }
  });

  it('takes the request shapes PostgREST takes: a urlencoded form, an object Accept, a lenient Prefer', async () => {
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${baseUrl}/rest/v1/rpc/blog_search`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Profile': 'api', ...headers },
        body,
      });
    const form = await post('search=newest&tag=http-tag', {
      'Content-Type': 'application/x-www-form-urlencoded',
      Prefer: 'handling=lenient',
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as List).posts.map((post) => post.slug)).toEqual(['http-newest']);
    const object = await post('{"search":"newest"}', {
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/);
  });

  it('answers the shapes it does not take as PostgREST does, or with a 400 that says why', async () => {
    const post = (headers: Record<string, string>, body = '{"search":"newest"}') =>
      fetch(`${baseUrl}/rest/v1/rpc/blog_search`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Profile': 'api', ...headers },
        body,
      });
    const answers = [
      // A text body goes to a function with one unnamed text parameter: there is none.
      await post({ 'Content-Type': 'text/plain' }, 'newest'),
      await post({ 'Content-Type': 'application/json', Accept: 'text/html' }),
      await post({ 'Content-Type': 'application/json', Accept: 'text/csv' }),
      await post({ 'Content-Type': 'application/json', Prefer: 'count=exact' }),
      await apiGet('rpc/blog_posts?page_size=5&select=slug'),
    ];
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      code: string;
      message: string;
    }[];
    expect(answers.map((answer, i) => [answer.status, bodies[i]!.code])).toEqual([
      [404, 'PGRST202'],
      [406, 'PGRST107'],
      [400, 'PGRST100'],
      [400, 'PGRST100'],
      [400, 'PGRST100'],
    ]);
    expect(bodies.slice(2).map((body) => body.message)).toEqual([
      'Accept: text/csv is not supported by the local backend',
      'the preference "count=exact" is not supported by the local backend',
      '"select" on a function call (a function returning one value has no rows to shape) is not supported by the local backend',
    ]);
  });

  it('refuses to call a function the role may not execute', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/rpc/confirm_newsletter_subscription`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ p_token: 'a' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });
});

describe('what the local backend refuses to guess', () => {
  const get = (path: string, key = LOCAL_ANON_KEY) =>
    fetch(`${baseUrl}${path}`, { headers: { apikey: key } });

  it.each([
    ['/rest/v1/blog_posts?or=(slug.eq.a,slug.eq.b)', 'the "or" parameter'],
    ['/rest/v1/blog_posts?slug=fts.pricing', 'the filter operator "fts"'],
    ['/rest/v1/blog_posts?select=title::text', 'casts in select'],
    ['/rest/v1/blog_posts?select=slug,users(full_name)', 'embedding'],
  ])('%s gets a 400 naming what is unsupported (for a role that may read the table)', async (path, named) => {
    const response = await get(path, LOCAL_SERVICE_KEY);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.message).toContain(named);
    expect(body.message).toContain('not supported by the local backend');
  });

  it('refuses methods the site never sends', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/blog_posts?slug=eq.http-older`, {
      method: 'DELETE',
      headers: { apikey: LOCAL_SERVICE_KEY },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'the DELETE method is not supported',
    );
  });

  it('answers unknown tables with 404 and unknown columns with 42703', async () => {
    expect((await get('/rest/v1/no_such_table')).status).toBe(404);
    for (const path of ['/rest/v1/rpc/blog_tags/extra', '/rest/v1/a/b', '/rest/v1/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
      });
    }
    const response = await get('/rest/v1/blog_posts?select=nope', LOCAL_SERVICE_KEY);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('42703');
  });

  it('refuses an unknown key, and serves a request with no key as anon', async () => {
    expect((await get('/rest/v1/blog_posts', 'guess')).status).toBe(401);
    const keyless = await fetch(`${baseUrl}/rest/v1/rpc/blog_tags`, { headers: { 'Accept-Profile': 'api' } });
    expect(keyless.status).toBe(200);
    expect(await keyless.json()).toContain('Http Tag');
    expect((await fetch(`${baseUrl}/rest/v1/users?select=email`)).status).toBe(401);
  });

  it('answers an unknown Edge Function with 404', async () => {
    const response = await fetch(`${baseUrl}/functions/v1/nope`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('the edges, as a hosted project has them', () => {
  const lead = (email: string) =>
    JSON.stringify({ name: 'Form Post', email, message: 'Hi', source: 'contact' });
  const landed = async (email: string) =>
    (await db.query('select 1 from public.contact_submissions where email = $1', [email])).rows.length;

  // PostgREST reads a body by its Content-Type before the role's rights decide: JSON (also with none
  // given) and a urlencoded form are read as the row, which anon may not insert (401, 42501); any other
  // type is refused as PGRST102 (src/PostgREST/Error.hs: InvalidBody is a 400). Nothing lands either way.
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', 400, 'PGRST102'],
    ['multipart/form-data', 'multipart/form-data; boundary=x', 400, 'PGRST102'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', 401, '42501'],
    ['none', undefined, 401, '42501'],
  ])(
    'a %s body, as a cross-site form sends it: %i %s, and nothing stored',
    async (named, type, status, code) => {
      const email = `form-${named.replace(/\W/g, '')}@example.com`;
      const response = await fetch(`${baseUrl}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body:
          type === 'application/x-www-form-urlencoded'
            ? new URLSearchParams({ name: 'Form Post', email, message: 'Hi' }).toString()
            : new TextEncoder().encode(lead(email)),
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({
        code,
        ...(code === 'PGRST102' && { message: `Content-Type not acceptable: ${named}` }),
      });
      expect(await landed(email)).toBe(0);
    },
  );

  it.each([
    ['X-Forwarded-For', '198.51.100.7'],
    ['Forwarded', 'for=198.51.100.7'],
    ['X-Real-IP', '198.51.100.7'],
    ['Via', '1.1 tunnel'],
  ])('refuses the service key from this machine when %s says a proxy passed it on', async (name, value) => {
    const response = await fetch(`${baseUrl}/rest/v1/contact_submissions?select=email`, {
      headers: { apikey: LOCAL_SERVICE_KEY, [name]: value },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The local service key is only accepted from this machine, not through a proxy',
    );
  });

  it('counts a proxied request against the proxy, whatever address it states', async () => {
    const buckets = async () =>
      (await db.query<{ bucket: string }>('select bucket from private.request_budgets')).rows.map(
        (row) => row.bucket,
      );
    await db.exec('delete from private.request_budgets');
    const post = (headers: Record<string, string>, email: string) =>
      fetch(`${baseUrl}/functions/v1/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ form: 'question', request_id: crypto.randomUUID(), email, message: 'Hi' }),
      });
    expect((await post({ 'cf-connecting-ip': '203.0.113.77' }, 'stated@example.com')).status).toBe(200);
    expect(await buckets()).toContain('address:203.0.113.77');
    const proxied = { 'cf-connecting-ip': '203.0.113.88', 'X-Forwarded-For': '203.0.113.88' };
    expect((await post(proxied, 'proxied@example.com')).status).toBe(200);
    expect(await buckets()).not.toContain('address:203.0.113.88');
    expect(
      (await buckets()).filter((bucket) => /^address:(127\.|::1|::ffff:127\.)/.test(bucket)),
    ).toHaveLength(1);
  });
});
