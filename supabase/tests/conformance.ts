/**
 * The conformance of the local backend with hosted PostgREST (issue 37, docs/security.md "How a request
 * runs"): every request shape the site sends (and the table reads a visitor is refused), each with the
 * statement PostgREST runs for it and the transaction it opens (src/PostgREST/Plan.hs: READ ONLY for GET,
 * HEAD and a POST to a STABLE or IMMUTABLE function; MainTx.hs and Query/PreQuery.hs: the role's settings,
 * the role, the request's settings, the pre-request hook, then the statement).
 *
 * supabase/tests/conformance.test.ts runs each shape through the local backend and, as SQL in that
 * transaction shape, on PGlite; scripts/conformance-postgres.ts does the same against real PostgreSQL 15 in
 * `npm run db:check-postgres`. Both compare the answers.
 */
import type { BackendResponse } from '../../server/local-backend/backend.ts';

export type Role = 'anon' | 'service_role';

export type Shape = {
  name: string;
  method: 'GET' | 'HEAD' | 'POST';
  /** After /rest/v1/. */
  path: string;
  role: Role;
  /** The schema a request names (Accept-Profile for reads, Content-Profile for writes). */
  profile?: 'api';
  /** A POST's JSON body; `PREVIEW_TOKEN` stands for the draft's preview token of the database asked. */
  body?: Record<string, unknown>;
  /** PostgREST's transaction: READ ONLY or not. */
  readOnly: boolean;
  /** The statement PostgREST runs for it, answering one JSON value; `PREVIEW_TOKEN` as above. */
  sql: string;
};

/** Stands for the token of the seed's draft post in preview_links, which differs in every database. */
export const PREVIEW_TOKEN = 'PREVIEW_TOKEN';
/** Where the statement reads it from (set by the harness as the owner, before the requests). */
export const PREVIEW_TOKEN_SETTING = 'conformance.preview_token';

const ARTICLE = 'validate-your-startup-idea-in-two-weeks';
const DRAFT = 'community-led-growth-draft';

/** `api.<fn>(args)` as one JSON value, as PostgREST answers a function returning a scalar. */
const call = (fn: string, args = '') => `select to_jsonb(api.${fn}(${args}))`;

export const shapes: Shape[] = [
  {
    name: '/blog, first page',
    method: 'GET',
    path: 'rpc/blog_posts?page_offset=0&page_size=13',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_posts', 'page_offset => 0, page_size => 13'),
  },
  {
    name: '/blog/page/2',
    method: 'GET',
    path: 'rpc/blog_posts?page_offset=13&page_size=12',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_posts', 'page_offset => 13, page_size => 12'),
  },
  {
    name: 'a tag page',
    method: 'GET',
    path: 'rpc/blog_posts?tag=validation&page_offset=0&page_size=13',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_posts', "tag => 'validation', page_offset => 0, page_size => 13"),
  },
  {
    name: 'an article',
    method: 'GET',
    path: `rpc/blog_post?post_slug=${ARTICLE}`,
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_post', `post_slug => '${ARTICLE}'`),
  },
  {
    name: 'a draft by its address',
    method: 'GET',
    path: `rpc/blog_post?post_slug=${DRAFT}`,
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_post', `post_slug => '${DRAFT}'`),
  },
  {
    name: 'related posts',
    method: 'GET',
    path: `rpc/blog_related?post_slug=${ARTICLE}`,
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_related', `post_slug => '${ARTICLE}'`),
  },
  {
    name: 'the tags in use',
    method: 'GET',
    path: 'rpc/blog_tags',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_tags'),
  },
  {
    name: 'the tags, HEAD',
    method: 'HEAD',
    path: 'rpc/blog_tags',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_tags'),
  },
  {
    name: 'the content version',
    method: 'GET',
    path: 'rpc/content_version',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('content_version'),
  },
  {
    name: 'sitemap stamps',
    method: 'GET',
    path: 'rpc/blog_post_stamps',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_post_stamps'),
  },
  {
    name: 'the Labs catalogue',
    method: 'GET',
    path: 'rpc/labs_mvps',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('labs_mvps'),
  },
  {
    name: 'an MVP',
    method: 'GET',
    path: 'rpc/labs_mvp?mvp_slug=launchpad-ai',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('labs_mvp', "mvp_slug => 'launchpad-ai'"),
  },
  {
    name: 'the proof (testimonials, logos, experts, case-study figures)',
    method: 'GET',
    path: 'rpc/proof',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('proof'),
  },
  {
    name: 'a search',
    method: 'POST',
    path: 'rpc/blog_search',
    role: 'anon',
    profile: 'api',
    body: { search: 'validation', page_size: 13 },
    readOnly: false,
    sql: call('blog_search', "search => 'validation', page_size => 13"),
  },
  {
    name: 'a search of two letters',
    method: 'POST',
    path: 'rpc/blog_search',
    role: 'anon',
    profile: 'api',
    body: { search: 'ab' },
    readOnly: false,
    sql: call('blog_search', "search => 'ab'"),
  },
  {
    name: 'a search by GET',
    method: 'GET',
    path: 'rpc/blog_search?search=validation',
    role: 'anon',
    profile: 'api',
    readOnly: true,
    sql: call('blog_search', "search => 'validation'"),
  },
  {
    name: 'a preview link',
    method: 'POST',
    path: 'rpc/preview_post',
    role: 'anon',
    profile: 'api',
    body: { token: PREVIEW_TOKEN },
    readOnly: true,
    sql: call('preview_post', `token => current_setting('${PREVIEW_TOKEN_SETTING}')`),
  },
  {
    name: 'a wrong preview token',
    method: 'POST',
    path: 'rpc/preview_mvp',
    role: 'anon',
    profile: 'api',
    body: { token: '0'.repeat(64) },
    readOnly: true,
    sql: call('preview_mvp', `token => '${'0'.repeat(64)}'`),
  },
  {
    name: 'a table, as a visitor',
    method: 'GET',
    path: 'blog_posts?select=slug',
    role: 'anon',
    readOnly: true,
    sql: `select coalesce(json_agg(t), '[]') from (select "slug" from public.blog_posts) t`,
  },
  {
    name: 'an embedding, as a visitor',
    method: 'GET',
    path: 'users?select=id,blog_posts(content)',
    role: 'anon',
    readOnly: true,
    sql: `select coalesce(json_agg(t), '[]') from (select "id" from public.users) t`,
  },
  {
    name: 'what landed, as the service role',
    method: 'GET',
    path: 'labs_mvps?select=slug,status&status=eq.beta&order=slug',
    role: 'service_role',
    readOnly: true,
    sql: `select coalesce(json_agg(t), '[]') from (select "slug", "status" from public.labs_mvps where "status" = 'beta' order by "slug") t`,
  },
];

/** What PostgREST answers for a PostgreSQL error code (src/PostgREST/Error.hs, pgErrorStatus), for those met here. */
export function postgrestStatus(sqlstate: string, role: Role): number {
  if (/^PT\d{3}$/.test(sqlstate)) return Number(sqlstate.slice(2));
  if (sqlstate === '42501') return role === 'anon' ? 401 : 403;
  if (sqlstate === '25006') return 405;
  if (sqlstate === '57014') return 500;
  return 400;
}

/** An answer, as compared: the status, and the JSON body (or the error's code). */
export type Answer = { status: number; body: unknown };

/** The answer PostgREST gives for the statement's outcome. */
export function expectedAnswer(
  shape: Shape,
  outcome: { ok: true; json: unknown } | { ok: false; sqlstate: string },
): Answer {
  if (!outcome.ok)
    return { status: postgrestStatus(outcome.sqlstate, shape.role), body: { code: outcome.sqlstate } };
  return { status: 200, body: shape.method === 'HEAD' ? '' : outcome.json };
}

/** The local backend's answer, in the same form. */
export function backendAnswer(shape: Shape, response: BackendResponse): Answer {
  if (response.status >= 400)
    return { status: response.status, body: { code: (JSON.parse(response.body) as { code: string }).code } };
  return {
    status: response.status,
    body: shape.method === 'HEAD' ? response.body : JSON.parse(response.body),
  };
}

/**
 * What two databases made by the same migrations and seed may differ in: ids drawn at random (an MVP's, a
 * tag's) and the times a row was written and last changed (`created_at`, `updated_at`: the seed's own clock).
 */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'created_at' || key === 'updated_at' ? '<time>' : comparable(inner),
      ]),
    );
  if (typeof value === 'string')
    return value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
  return value;
}

/** The request the shape stands for, with the database's preview token put in. */
export function toRequest(shape: Shape, key: string, previewToken: string): Request {
  const headers: Record<string, string> = { apikey: key };
  if (shape.profile) headers[shape.method === 'POST' ? 'Content-Profile' : 'Accept-Profile'] = shape.profile;
  if (shape.method !== 'POST')
    return new Request(`http://localhost/rest/v1/${shape.path}`, { method: shape.method, headers });
  const body = JSON.stringify(shape.body ?? {}).replace(PREVIEW_TOKEN, previewToken);
  return new Request(`http://localhost/rest/v1/${shape.path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body,
  });
}

/** The client address the requests come from, as the platform states it. */
export const CLIENT_ADDRESS = '198.51.100.77';

/** The settings PostgREST makes before the hook (txVarQuery), as `set_config` calls. */
export function requestSettings(shape: Shape): [string, string][] {
  const path = `/${shape.path.split('?')[0]}`;
  return [
    ...(shape.role === 'anon' ? ([['statement_timeout', '1s']] as [string, string][]) : []),
    ['role', shape.role],
    ['request.jwt.claims', JSON.stringify({ role: shape.role })],
    ['request.method', shape.method],
    ['request.path', path],
    ['request.headers', JSON.stringify({ 'cf-connecting-ip': CLIENT_ADDRESS })],
  ];
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The shapes as a psql script for real PostgreSQL: each in its transaction, its outcome printed as
 * `@@ <index> <first error code or 00000>` and its JSON on the line before. Run with ON_ERROR_STOP off.
 */
export function psqlScript(): string {
  const lines = [
    // The hosted default; PostgREST changes it only when a request asks (Prefer: timezone).
    "set timezone to 'UTC';",
    '\\pset tuples_only on',
    '\\pset format unaligned',
    '\\o /dev/null',
    `select set_config('${PREVIEW_TOKEN_SETTING}', (select token from public.preview_links where post_slug = '${DRAFT}'), false);`,
    '\\o',
  ];
  shapes.forEach((shape, index) => {
    lines.push(
      shape.readOnly ? 'begin read only;' : 'begin;',
      '\\o /dev/null',
      `select ${requestSettings(shape)
        .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
        .join(', ')};`,
      'select private.check_request();',
      '\\o',
      '\\set hook :SQLSTATE',
      `select coalesce((${shape.sql})::text, 'null');`,
      `\\echo @@ ${index} :hook :SQLSTATE`,
      'rollback;',
    );
  });
  return `${lines.join('\n')}\n`;
}

/** The outcomes psqlScript() printed, by shape index. */
export function parsePsqlOutput(
  output: string,
): Map<number, { ok: true; json: unknown } | { ok: false; sqlstate: string }> {
  const outcomes = new Map<number, { ok: true; json: unknown } | { ok: false; sqlstate: string }>();
  // A value may span lines (json_agg puts a line break between elements): everything since the last marker.
  let value: string[] = [];
  for (const line of output.split('\n')) {
    const marker = /^@@ (\d+) (\w+) (\w+)$/.exec(line);
    if (!marker) {
      if (line.trim()) value.push(line);
      continue;
    }
    const [, index, hook, main] = marker as unknown as [string, string, string, string];
    const failed = hook !== '00000' ? hook : main !== '00000' ? main : undefined;
    outcomes.set(
      Number(index),
      failed ? { ok: false, sqlstate: failed } : { ok: true, json: JSON.parse(value.join('\n')) },
    );
    value = [];
  }
  return outcomes;
}
