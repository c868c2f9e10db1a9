import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadEnv, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { backendMiddleware, LOCAL_ANON_KEY } from './backend.ts';
import { projectRoot } from './database.ts';
import { IsolatedBackend } from './isolated-backend.ts';
import { mailboxMiddleware } from './mailbox.ts';
import { secretsMiddleware } from './secrets.ts';
import { storageMiddleware } from './storage.ts';

/** How often the local backend retries emails that failed (the hosted project's pg_cron schedule). */
const RETRY_EVERY_MS = 30_000;

/**
 * What a hosted project answers for a path under its API that nothing serves: a 404, never the site's
 * HTML. (The preview's static host answers it there, with the site's headers: server/static-host.ts.)
 */
function unknownBackendPath(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (!/^\/(rest|functions|storage)(\/|\?|$)/.test(req.url ?? '')) return next();
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({ code: 'NOT_FOUND', message: `Nothing is served at ${(req.url ?? '').split('?')[0]}` }),
  );
}

/**
 * Mounts the local backend on the dev and preview servers when no hosted Supabase project is configured,
 * so a fresh clone runs with no account. Dev and preview keep separate databases (one process each).
 */
export function localBackend(): Plugin {
  const mount = async (server: ViteDevServer | PreviewServer, defaultDir: string, dev: boolean) => {
    // Vitest runs a Vite server too; its tests open their own databases.
    if (process.env.VITEST) return;
    const env = loadEnv(server.config.mode, projectRoot, 'VITE_');
    if (env.VITE_SUPABASE_URL) return;
    const dataDir = path.resolve(projectRoot, process.env.LOCAL_DB_DIR ?? defaultDir);
    const log = (line: string) => server.config.logger.warn(line);
    // On a thread of its own: a costly request never holds the server, which keeps serving pages.
    const backend = new IsolatedBackend({ dataDir, reset: process.env.LOCAL_DB_RESET === '1', log });
    // The server opens once the database has (a first start builds it): tests and the bench that wait for
    // the server then find the backend ready too. If it cannot open, the server still serves pages.
    await backend.started.then(
      () =>
        server.config.logger.info(
          `  ➜  Local backend: ${path.relative(projectRoot, dataDir)} at /rest/v1 (anon key: ${LOCAL_ANON_KEY})`,
        ),
      (error: unknown) => server.config.logger.error(`Local backend failed to start: ${String(error)}`),
    );
    // Retries what failed before, as the hosted project's schedule does.
    const retry = setInterval(() => backend.retryOutbox(), RETRY_EVERY_MS);
    retry.unref();
    server.httpServer?.once('close', () => {
      clearInterval(retry);
      void backend.close();
    });
    server.middlewares.use(mailboxMiddleware(() => backend.mailboxMessages()));
    server.middlewares.use(secretsMiddleware((changes) => backend.setSecrets(changes)));
    server.middlewares.use(storageMiddleware());
    server.middlewares.use(backendMiddleware((request, client) => backend.fetch(request, client)));
    if (dev) server.middlewares.use(unknownBackendPath);
  };
  return {
    name: 'local-backend',
    configureServer: (server) => mount(server, '.local-db/dev', true),
    configurePreviewServer: (server) => mount(server, '.local-db/preview', false),
  };
}
