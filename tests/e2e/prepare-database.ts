// Run by the browser tests' web server before it starts (playwright.config.ts): the database every run
// starts from, fresh from the migrations and the seed. Each test is a visitor of its own address, but the
// whole run is one studio receiving a hundred leads within minutes, mostly for one domain (example.com):
// with the mail limits a real studio keeps (tested in supabase/tests/), most of their mail would be held
// or skipped, so the run's database allows far more.
import path from 'node:path';
import { openDatabase, projectRoot } from '../../server/local-backend/database.ts';

const db = await openDatabase({
  dataDir: path.resolve(projectRoot, process.env.LOCAL_DB_DIR ?? '.local-db/e2e'),
  reset: true,
});
try {
  await db.exec(`
    update private.visitor_mail_limits set per_day = 100000;
    update private.studio_mail_limits set notifications_per_hour = 100000, notifications_per_day = 100000;`);
} finally {
  await db.close();
}
