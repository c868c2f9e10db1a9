/** `npm run db:reset`: wipes the local database (LOCAL_DB_DIR, default .local-db/dev) and re-seeds it. */
import path from 'node:path';
import { defaultDataDir, openDatabase, projectRoot } from '../server/local-backend/database.ts';

const dataDir = process.env.LOCAL_DB_DIR
  ? path.resolve(projectRoot, process.env.LOCAL_DB_DIR)
  : defaultDataDir;
const db = await openDatabase({ dataDir, reset: true });
const { rows } = await db.query<{ posts: number; mvps: number }>(
  'select (select count(*)::int from public.blog_posts) as posts, (select count(*)::int from public.labs_mvps) as mvps',
);
await db.close();
console.log(
  `Reset ${path.relative(projectRoot, dataDir)}: ${rows[0]?.posts} blog posts, ${rows[0]?.mvps} MVPs.`,
);
console.log('Restart `npm run dev` if it is running: it keeps the database it opened.');
