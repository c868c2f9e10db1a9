import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../supabase/tests/database.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from './backend.ts';

/**
 * The transaction the local backend opens for a request is the one PostgREST opens (src/PostgREST/Plan.hs,
 * MainTx.hs): READ ONLY for GET, HEAD and a POST to a STABLE or IMMUTABLE function, the role's own settings
 * and the request's settings applied, then the pre-request hook inside it. A hook that reports what it sees
 * (by refusing the request with it) shows each part.
 */
let db: PGlite;
let backend: LocalBackend;

/** A request from a visitor at 203.0.113.5, or with the service key from this machine (the only place it is accepted). */
const request = (path: string, init: RequestInit = {}, key = LOCAL_ANON_KEY) =>
  backend.fetch(
    new Request(`http://localhost/rest/v1/${path}`, {
      ...init,
      headers: { apikey: key, 'Content-Type': 'application/json', ...init.headers },
    }),
    { address: key === LOCAL_ANON_KEY ? '203.0.113.5' : '127.0.0.1' },
  );

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db, {});
});

afterAll(async () => {
  await db.close();
});

describe('the pre-request hook, where PostgREST runs it', () => {
  beforeAll(async () => {
    await db.exec(`
      create function private.report_request() returns void language plpgsql as $$
      begin
        raise sqlstate 'PT418' using message = concat_ws(' ',
          current_setting('transaction_read_only'), current_user, current_setting('statement_timeout'),
          current_setting('request.method'), current_setting('request.path'),
          current_setting('request.headers')::json ->> 'cf-connecting-ip');
      end $$;
      grant execute on function private.report_request() to anon, service_role;
      alter role authenticator set pgrst.db_pre_request = 'private.report_request';`);
    await backend.reloadSchema();
  });
  afterAll(async () => {
    await db.exec(`alter role authenticator set pgrst.db_pre_request = 'private.check_request';`);
    await backend.reloadSchema();
  });

  const seen = async (path: string, init: RequestInit = {}, key?: string) => {
    const response = await request(path, init, key);
    expect(response.status).toBe(418);
    return (JSON.parse(response.body) as { message: string }).message;
  };

  it.each<[string, string, RequestInit, string]>([
    ['GET of a table', 'blog_posts?select=slug', {}, 'on anon 1s GET /blog_posts 203.0.113.5'],
    ['HEAD of a table', 'blog_posts', { method: 'HEAD' }, 'on anon 1s HEAD /blog_posts 203.0.113.5'],
    [
      'GET of a function',
      'rpc/content_version',
      { headers: { 'Accept-Profile': 'api' } },
      'on anon 1s GET /rpc/content_version 203.0.113.5',
    ],
    [
      'POST to a STABLE function',
      'rpc/preview_post',
      { method: 'POST', body: '{"token":"x"}', headers: { 'Content-Profile': 'api' } },
      'on anon 1s POST /rpc/preview_post 203.0.113.5',
    ],
    [
      'POST to a table',
      'contact_submissions',
      { method: 'POST', body: '{}' },
      'off anon 1s POST /contact_submissions 203.0.113.5',
    ],
  ])(
    'a %s runs as anon, with its settings, read-only or not as PostgREST decides',
    async (_, path, init, expected) => {
      expect(await seen(path, init)).toBe(expected);
    },
  );

  it("applies the service role's own settings, not anon's", async () => {
    // service_role has no statement_timeout of its own here: the server's default (0) stands.
    expect(await seen('blog_posts?select=slug', {}, LOCAL_SERVICE_KEY)).toBe(
      'on service_role 0 GET /blog_posts 127.0.0.1',
    );
  });
});

describe('a write during a read', () => {
  it('fails as on a hosted project: 405 with 25006', async () => {
    // A STABLE function that charges a budget, as the pre-request hook did on every POST.
    await db.exec(`
      create function public.writes_while_stable() returns boolean language sql stable as $$
        select private.take_from_budget('test', 10, interval '1 hour')
      $$;
      grant execute on function public.writes_while_stable() to anon;`);
    await backend.reloadSchema();
    for (const init of [{}, { method: 'POST', body: '{}' }]) {
      const response = await request('rpc/writes_while_stable', init);
      expect(response.status).toBe(405);
      expect(JSON.parse(response.body)).toMatchObject({ code: '25006' });
    }
  });
});

describe('previews, as hosted PostgREST runs them', () => {
  it('opens a draft with its token: a POST to a STABLE function, read-only, with the hook inside', async () => {
    const [link] = (
      await db.query<{ token: string }>(
        `select token from public.preview_links where post_slug = 'community-led-growth-draft'`,
      )
    ).rows;
    const response = await request('rpc/preview_post', {
      method: 'POST',
      headers: { 'Content-Profile': 'api' },
      body: JSON.stringify({ token: link!.token }),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      slug: 'community-led-growth-draft',
      published: false,
    });
  });
});

describe('HEAD', () => {
  it('answers as GET does, without a body', async () => {
    const response = await request('rpc/blog_tags', { method: 'HEAD', headers: { 'Accept-Profile': 'api' } });
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
  });
});
