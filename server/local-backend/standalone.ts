import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalBackend } from './backend.ts';
import { openDatabase } from './database.ts';
import { storageMiddleware } from './storage.ts';

/**
 * A seeded, in-memory local backend on its own port, for processes that are not a Vite server: the
 * prerender step reads the blog and Labs rows from it exactly as the site reads a hosted project. With
 * `dataDir`, the database kept there instead (a blog grown by `npm run seed:scale`).
 */
export async function startLocalBackend(
  dataDir?: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const db = await openDatabase({ dataDir });
  const backend = await LocalBackend.create(db);
  const handle = backend.middleware();
  const storage = storageMiddleware();
  const server = createServer((req, res) =>
    storage(req, res, () =>
      handle(req, res, () => {
        res.writeHead(404).end();
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await backend.lastDrain;
      await db.close();
    },
  };
}
