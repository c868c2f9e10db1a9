/**
 * `npm run bench:blog-scale -- [posts]`: the blog's reads at scale (docs/performance.md, "The blog at
 * scale"). Grows a local database kept in .local-db/scale (or LOCAL_DB_DIR) to `posts` published posts
 * (default 10,000) with `npm run seed:scale`'s content, serves it through the local backend, and times the
 * requests a blog page makes there, as the visitor: the list's first page, a tag page, a search for a
 * word in one post's body and for a common one, an article's related posts and the version. Prints a
 * table of median milliseconds (of 5) and response sizes (raw and gzip). It reports; it never fails.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { LOCAL_ANON_KEY, LocalBackend } from '../server/local-backend/backend.ts';
import { openDatabase, projectRoot } from '../server/local-backend/database.ts';
import { companyOf, generatedPost } from './seed-scale-content.ts';
import { execFileSync } from 'node:child_process';

const posts = Number(process.argv[2] ?? 10_000);
const dataDir = path.resolve(projectRoot, process.env.LOCAL_DB_DIR ?? '.local-db/scale');
const RUNS = 5;

execFileSync(process.execPath, [path.join(projectRoot, 'scripts/seed-scale.ts'), String(posts)], {
  stdio: 'inherit',
  env: { ...process.env, LOCAL_DB_DIR: dataDir },
});

const db = await openDatabase({ dataDir });
// Fresh statistics, as a hosted project's autovacuum keeps them.
await db.exec('analyze');
const backend = await LocalBackend.create(db);

const article = generatedPost(Math.floor(posts / 2));
const requests: [string, string][] = [
  ['/blog: first page (13 cards)', 'rpc/blog_search?page_offset=0&page_limit=13'],
  ['/blog/page/400', 'rpc/blog_search?page_offset=4801&page_limit=12'],
  [
    `tag page (${article.tags[0]})`,
    `rpc/blog_search?tag=${encodeURIComponent(article.tags[0]!.toLowerCase().replace(/\s+/g, '-'))}&page_offset=0&page_limit=13`,
  ],
  ['search: a word in one post', `rpc/blog_search?search=${companyOf(4321)}&page_offset=0&page_limit=13`],
  ['search: a word in every post', 'rpc/blog_search?search=founders&page_offset=0&page_limit=13'],
  ['related posts of an article', `rpc/blog_related?post_slug=${article.slug}`],
  ['the version', 'rpc/blog_version'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
for (const [label, query] of requests) {
  const times: number[] = [];
  let body = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await backend.fetch(
      new Request(`http://localhost/rest/v1/${query}`, { headers: { apikey: LOCAL_ANON_KEY } }),
    );
    times.push(performance.now() - started);
    body = response.body;
    if (response.status !== 200) body = `status ${response.status}: ${body}`;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
  rows.push(
    `| ${label} | ${median(times).toFixed(0)} ms | ${kb(Buffer.byteLength(body))} | ${kb(gzipSync(body).length)} |`,
  );
}
await db.close();

console.log(
  `\nThe blog's reads with ${posts} published posts (${path.relative(projectRoot, dataDir)}), median of ${RUNS}:\n`,
);
console.log('| request | time | size | gzip |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
