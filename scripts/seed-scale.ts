/**
 * `npm run seed:scale -- 10000`: grows the local database (LOCAL_DB_DIR, default .local-db/dev) to that
 * many published blog posts, the seed's own included, with generated authors, tags and articles of about
 * 900 words in markdown, so anyone can reproduce the blog's numbers at scale (docs/performance.md). The
 * same count always gives the same posts; running it again first removes the posts it generated before.
 */
import path from 'node:path';
import { defaultDataDir, openDatabase, projectRoot } from '../server/local-backend/database.ts';
import { generatedPosts, SCALE_SLUG_PREFIX, scaleAuthors, scaleTags } from './seed-scale-content.ts';

const wanted = Number(process.argv[2]);
if (!Number.isInteger(wanted) || wanted < 0) {
  console.error('Usage: npm run seed:scale -- <published posts>, e.g. npm run seed:scale -- 10000');
  process.exit(1);
}

const dataDir = process.env.LOCAL_DB_DIR
  ? path.resolve(projectRoot, process.env.LOCAL_DB_DIR)
  : defaultDataDir;
const db = await openDatabase({ dataDir });
const BATCH = 250;

/** Replaces the generated posts with `count` new ones. */
async function generate(count: number) {
  await db.query(`delete from public.blog_posts where slug like $1`, [`${SCALE_SLUG_PREFIX}%`]);

  await db.query(
    `insert into public.users (id, full_name, email, title)
     select id, full_name, email, title from json_populate_recordset(null::public.users, $1)
     on conflict (id) do nothing`,
    [JSON.stringify(scaleAuthors)],
  );
  await db.query(
    `insert into public.blog_tags (id, name)
     select id, name from json_populate_recordset(null::public.blog_tags, $1)
     on conflict (name) do nothing`,
    [JSON.stringify(scaleTags)],
  );

  const started = performance.now();
  const posts = generatedPosts(count);
  for (let from = 0; from < posts.length; from += BATCH) {
    const batch = posts.slice(from, from + BATCH);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into public.blog_posts (id, slug, title, summary, content, featured_image, published, published_at, author_id)
         select id, slug, title, summary, content, featured_image, true, published_at, author_id
         from json_populate_recordset(null::public.blog_posts, $1)`,
        [JSON.stringify(batch.map(({ tags: _tags, ...post }) => post))],
      );
      await tx.query(
        `insert into public.blog_posts_tags (post_id, tag_id)
         select (link->>0)::uuid, t.id from json_array_elements($1) link
         join public.blog_tags t on t.name = link->>1`,
        [JSON.stringify(batch.flatMap((post) => post.tags.map((tag) => [post.id, tag])))],
      );
    });
    if (process.stdout.isTTY)
      process.stdout.write(`\r${Math.min(from + BATCH, posts.length)} / ${posts.length} posts`);
  }
  if (posts.length && process.stdout.isTTY) process.stdout.write('\n');
  // What a hosted project's autovacuum does: fresh statistics, and the search index's pending entries
  // merged (PGlite never does it by itself, and searches read pending entries one by one).
  await db.exec('vacuum analyze public.blog_posts, private.blog_search_text');
  const total = await db.query<{ count: number }>(
    'select count(*)::int as count from public.blog_posts where published',
  );
  console.log(
    `${path.relative(projectRoot, dataDir)} now holds ${total.rows[0]?.count} published posts ` +
      `(${posts.length} generated in ${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  console.log(
    'Restart `npm run dev` or `npm run preview` if one is running: it keeps the database it opened.',
  );
}

try {
  const held = await db.query<{ own: number; generated: number }>(
    `select count(*) filter (where slug not like $1 and published)::int as own,
            count(*) filter (where slug like $1)::int as generated
     from public.blog_posts`,
    [`${SCALE_SLUG_PREFIX}%`],
  );
  const { own, generated } = held.rows[0]!;
  const count = Math.max(0, wanted - own);
  // The same count always generates the same posts: a database holding them already is kept as it is.
  if (generated === count)
    console.log(`${path.relative(projectRoot, dataDir)} already holds ${own + count} published posts.`);
  else await generate(count);
} finally {
  await db.close();
}
