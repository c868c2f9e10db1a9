/**
 * `npm run bench:blog-scale -- [posts]`: the visitor's API at scale (docs/performance.md, "The blog at
 * scale"). Grows a local database kept in .local-db/scale (or LOCAL_DB_DIR) to `posts` published posts
 * (default 10,000) with `npm run seed:scale`'s content, serves it through the local backend, and times
 * every request shape a visitor can send, as the visitor: the list's pages, a tag page, an article, its
 * related posts, the tags, the version, the stamps, the Labs catalogue, searches (a rare word, common ones,
 * a later page by cursor, the worst shapes found) and the table reads attackers sent before. Prints a
 * table of median milliseconds (of 9) and response sizes (raw and gzip). It reports; it never fails.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { LOCAL_ANON_KEY, LocalBackend } from '../server/local-backend/backend.ts';
import { openDatabase, projectRoot } from '../server/local-backend/database.ts';
import { companyOf, generatedPost } from './seed-scale-content.ts';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const posts = Number(args.find((arg) => !arg.startsWith('--')) ?? 10_000);
const dataDir = path.resolve(projectRoot, process.env.LOCAL_DB_DIR ?? '.local-db/scale');
const RUNS = 9;

execFileSync(process.execPath, [path.join(projectRoot, 'scripts/seed-scale.ts'), String(posts)], {
  stdio: 'inherit',
  env: { ...process.env, LOCAL_DB_DIR: dataDir },
});

const db = await openDatabase({ dataDir });
// Fresh statistics, as a hosted project's autovacuum keeps them.
await db.exec('analyze');
const backend = await LocalBackend.create(db);

const article = generatedPost(Math.floor(posts / 2));
const tagSegment = article.tags[0]!.toLowerCase().replace(/\s+/g, '-');

/** One request a visitor can send: a function of the API (GET, or POST for the search) or a table's path. */
type Shape = {
  label: string;
  name: string;
  args?: Record<string, string | number>;
  post?: boolean;
  table?: string;
};

/** The cursor of page `n` of a search: the `next` of the page before, as the site pages. */
async function cursorOfPage(search: string, n: number): Promise<string> {
  let after: string | undefined;
  for (let page = 1; page < n; page++) {
    const [row] = (
      await db.query<{ page: { next: string } }>(`select api.blog_search($1, null, $2, 12) as page`, [
        search,
        after ?? null,
      ])
    ).rows;
    after = row!.page.next;
  }
  return after!;
}

/** A search as the blog's search box sends it (a POST, its text in the body), for 13 cards unless `more` says. */
const search = (label: string, text: string, more: Shape['args'] = {}): Shape => ({
  label,
  name: 'blog_search',
  post: true,
  args: { search: text, page_size: 13, ...more },
});

// Each connection may search 30 times a minute; the bench searches hundreds of times from this machine.
await db.exec('update private.read_limits set searches_per_minute = 1000000');

const requests: Shape[] = [
  { label: '/blog: first page (13 cards)', name: 'blog_posts', args: { page_offset: 0, page_size: 13 } },
  { label: '/blog/page/400', name: 'blog_posts', args: { page_offset: 4801, page_size: 12 } },
  { label: 'the last page of the list', name: 'blog_posts', args: { page_offset: posts - 1, page_size: 12 } },
  {
    label: `tag page (${article.tags[0]})`,
    name: 'blog_posts',
    args: { tag: tagSegment, page_offset: 0, page_size: 13 },
  },
  { label: 'an article', name: 'blog_post', args: { post_slug: article.slug } },
  { label: 'related posts of an article', name: 'blog_related', args: { post_slug: article.slug } },
  { label: 'the tags in use', name: 'blog_tags' },
  { label: 'the content version', name: 'content_version' },
  { label: 'sitemap stamps (1,000)', name: 'blog_post_stamps' },
  { label: 'the Labs catalogue', name: 'labs_mvps' },
  search('search: a word in one post', companyOf(4321)),
  search('search: a word in 2% of posts', 'interview'),
  search('search: a word in every post', 'founders'),
  search('search: a word in every post, page 20 (cursor)', 'founders', {
    after: await cursorOfPage('founders', 20),
    page_size: 12,
  }),
  search('search: a word within a tag', 'interview', { tag: tagSegment }),
  search('search: three letters in no post', 'zqx'),
  // The worst shapes found: texts whose every trigram is common, so the index names nearly every post and
  // each one's text is read, while the text itself is in few posts or none.
  search('worst: common trigrams, text in no post', 'the founders the'),
  search('worst: common trigrams, text in no post (2)', 'ing the tion'),
  search('worst: a common pair of letters and a space', 'e t'),
  search('worst: 200 characters of a common word', 'the '.repeat(50).trim()),
  // What an attacker sent to the tables before (issue 37): refused before it reads anything.
  { label: 'table: full text on every body', name: '', table: 'blog_posts?select=slug&content=fts.zqzq' },
  { label: 'table: every body embedded', name: '', table: 'users?select=id,blog_posts(content)' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The request as the browser sends it. */
function toRequest(shape: Shape): Request {
  const headers: Record<string, string> = { apikey: LOCAL_ANON_KEY };
  if (shape.table) return new Request(`http://localhost/rest/v1/${shape.table}`, { headers });
  if (shape.post)
    return new Request(`http://localhost/rest/v1/rpc/${shape.name}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Profile': 'api', 'Content-Type': 'application/json' },
      body: JSON.stringify(shape.args ?? {}),
    });
  const query = new URLSearchParams(
    Object.entries(shape.args ?? {}).map(([arg, value]) => [arg, String(value)]),
  );
  return new Request(`http://localhost/rest/v1/rpc/${shape.name}?${query}`, {
    headers: { ...headers, 'Accept-Profile': 'api' },
  });
}

const rows: string[] = [];
for (const shape of requests) {
  // At the database: the function called as the visitor, nothing around it.
  const args = shape.args ?? {};
  const named = Object.keys(args).map((arg, i) => `${arg} => $${i + 1}`);
  const atDatabase = shape.table
    ? undefined
    : await timed(() =>
        db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          await tx.query(`select api.${shape.name}(${named.join(', ')})`, Object.values(args));
        }),
      );
  // Through the local backend, as the browser asks: the HTTP answer the page receives.
  let body = '';
  const throughBackend = await timed(async () => {
    const response = await backend.fetch(toRequest(shape));
    body = response.status === 200 ? response.body : `status ${response.status}: ${response.body}`;
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
  rows.push(
    `| ${shape.label} | ${atDatabase === undefined ? '–' : `${atDatabase.toFixed(0)} ms`} | ${throughBackend.toFixed(0)} ms | ${kb(Buffer.byteLength(body))} | ${kb(gzipSync(body).length)} |`,
  );
}
await db.close();

console.log(
  `\nThe blog's reads with ${posts} published posts (${path.relative(projectRoot, dataDir)}), median of ${RUNS}:\n`,
);
console.log(
  '| request | at the database | through the local backend | size | gzip |\n| --- | --- | --- | --- | --- |',
);
console.log(rows.join('\n'));
