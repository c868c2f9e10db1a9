import path from 'node:path';
import { loadEnv, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { LOCAL_ANON_KEY, LocalBackend } from './backend.ts';
import { openDatabase, projectRoot } from './database.ts';
import { mailboxMiddleware } from './mailbox.ts';
import { storageMiddleware } from './storage.ts';

/** How often the local backend retries emails that failed (the hosted project's pg_cron schedule). */
const RETRY_EVERY_MS = 30_000;

/**
 * Mounts the local backend on the dev and preview servers when no hosted Supabase project is configured,
 * so a fresh clone runs with no account. Dev and preview keep separate databases (one process each).
 */
export function localBackend(): Plugin {
  const mount = (server: ViteDevServer | PreviewServer, defaultDir: string) => {
    // Vitest runs a Vite server too; its tests open their own databases.
    if (process.env.VITEST) return;
    const env = loadEnv(server.config.mode, projectRoot, 'VITE_');
    if (env.VITE_SUPABASE_URL) return;
    const dataDir = path.resolve(projectRoot, process.env.LOCAL_DB_DIR ?? defaultDir);
    const started = openDatabase({
      dataDir,
      reset: process.env.LOCAL_DB_RESET === '1',
      log: (line) => server.config.logger.warn(line),
    }).then(async (db) => {
      const backend = await LocalBackend.create(db);
      server.config.logger.info(
        `  ➜  Local backend: ${path.relative(projectRoot, dataDir)} at /rest/v1 (anon key: ${LOCAL_ANON_KEY})`,
      );
      // Retries what failed before, as the hosted project's schedule does.
      const retry = setInterval(() => void backend.retryOutbox(), RETRY_EVERY_MS);
      retry.unref();
      server.httpServer?.once('close', () => {
        clearInterval(retry);
        // A drain still sending finishes before the database closes.
        void backend.lastDrain.finally(() => db.close());
      });
      return backend;
    });
    started.catch((error: unknown) =>
      server.config.logger.error(`Local backend failed to start: ${String(error)}`),
    );
    server.middlewares.use(mailboxMiddleware(started));
    server.middlewares.use(storageMiddleware());
    server.middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      if (!url.startsWith('/rest/v1/') && !url.startsWith('/functions/v1/')) return next();
      started.then((backend) => backend.middleware()(req, res, next), next);
    });
  };
  return {
    name: 'local-backend',
    configureServer: (server) => mount(server, '.local-db/dev'),
    configurePreviewServer: (server) => mount(server, '.local-db/preview'),
  };
}
