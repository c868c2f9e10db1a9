/**
 * `npm run bench:blog-scale -- [posts]`: the blog's reads at scale (docs/performance.md, "The blog at
 * scale"). Grows a local database kept in .local-db/scale (or LOCAL_DB_DIR) to `posts` published posts
 * (default 10,000) with `npm run seed:scale`'s content, serves it through the local backend, and times the
 * requests a blog page makes there, as the visitor: the list's first page, a tag page, a search for a
 * word in one post's body and for a common one, an article's related posts and the version. Prints a
 * table of median milliseconds (of 9) and response sizes (raw and gzip). It reports; it never fails.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { LOCAL_ANON_KEY, LocalBackend } from '../server/local-backend/backend.ts';
import { openDatabase, projectRoot } from '../server/local-backend/database.ts';
import { companyOf, generatedPost } from './seed-scale-content.ts';
import { execFileSync } from 'node:child_process';
import { measureInBrowser } from './bench-blog-browser.ts';

const args = process.argv.slice(2);
const posts = Number(args.find((arg) => !arg.startsWith('--')) ?? 10_000);
const inBrowser = args.includes('--browser');
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
/** Each read a blog page makes: the function and its arguments, as the site calls it. */
const requests: [label: string, name: string, args: Record<string, string | number>][] = [
  ['/blog: first page (13 cards)', 'blog_search', { page_offset: 0, page_limit: 13 }],
  ['/blog/page/400', 'blog_search', { page_offset: 4801, page_limit: 12 }],
  [`tag page (${article.tags[0]})`, 'blog_search', { tag: tagSegment, page_offset: 0, page_limit: 13 }],
  ['search: a word in one post', 'blog_search', { search: companyOf(4321), page_offset: 0, page_limit: 13 }],
  ['search: a word in 2% of posts', 'blog_search', { search: 'interview', page_offset: 0, page_limit: 13 }],
  ['search: a word in every post', 'blog_search', { search: 'founders', page_offset: 0, page_limit: 13 }],
  [
    'search: a word in every post, page 20',
    'blog_search',
    { search: 'founders', page_offset: 241, page_limit: 12 },
  ],
  [
    `search: a word within a tag`,
    'blog_search',
    { search: 'interview', tag: tagSegment, page_offset: 0, page_limit: 13 },
  ],
  ['search: two letters in no post', 'blog_search', { search: 'zq', page_offset: 0, page_limit: 13 }],
  ['related posts of an article', 'blog_related', { post_slug: article.slug }],
  ['the version', 'blog_version', {}],
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

const rows: string[] = [];
for (const [label, name, args] of requests) {
  // At the database: the function called as the visitor, nothing around it.
  const named = Object.keys(args).map((arg, i) => `${arg} => $${i + 1}`);
  const atDatabase = await timed(() =>
    db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query(`select public.${name}(${named.join(', ')})`, Object.values(args));
    }),
  );
  // Through the local backend, as the browser asks: the HTTP answer the page receives.
  const query = new URLSearchParams(Object.entries(args).map(([arg, value]) => [arg, String(value)]));
  let body = '';
  const throughBackend = await timed(async () => {
    const response = await backend.fetch(
      new Request(`http://localhost/rest/v1/rpc/${name}?${query}`, { headers: { apikey: LOCAL_ANON_KEY } }),
    );
    body = response.status === 200 ? response.body : `status ${response.status}: ${response.body}`;
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
  rows.push(
    `| ${label} | ${atDatabase.toFixed(0)} ms | ${throughBackend.toFixed(0)} ms | ${kb(Buffer.byteLength(body))} | ${kb(gzipSync(body).length)} |`,
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

if (inBrowser) {
  console.log(
    `\nIn Chromium, dist/ served by vite preview on the same database (build it with BUILD_LOCAL_DB_DIR=${path.relative(projectRoot, dataDir)}):\n`,
  );
  console.log(
    await measureInBrowser({
      databaseDir: dataDir,
      port: Number(process.env.BENCH_PORT ?? 4175),
      // A seed article and its topic: the same pages at every size.
      tagPath: '/blog/tag/validation',
      articlePath: '/blog/validate-your-startup-idea-in-two-weeks',
      searches: [
        ['a word in one post', posts > 8 ? companyOf(4321) : 'airtable'],
        ['a word in every post', 'founders'],
      ],
    }),
  );
}
