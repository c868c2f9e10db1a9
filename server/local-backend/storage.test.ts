import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorageFile, storageMiddleware } from './storage.ts';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
  process.env.LOCAL_STORAGE_DIR = dir;
  await mkdir(path.join(dir, 'site-images/blog'), { recursive: true });
  await writeFile(path.join(dir, 'site-images/blog/cover.png'), 'png bytes');
  const handle = storageMiddleware();
  server = createServer((req, res) => handle(req, res, () => res.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.LOCAL_STORAGE_DIR;
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local Storage stand-in', () => {
  it('serves a file of the folder at the address a public bucket gives it', async () => {
    const response = await fetch(`${origin}/storage/v1/object/public/site-images/blog/cover.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('png bytes');
  });

  it('answers 404 for a missing object, and never a file outside the folder', async () => {
    expect((await fetch(`${origin}/storage/v1/object/public/site-images/nope.png`)).status).toBe(404);
    // A path climbing out with .. stays inside the folder.
    expect(localStorageFile('/storage/v1/object/public/site-images/../../../../etc/passwd')).toBe(
      path.join(dir, 'etc/passwd'),
    );
    expect(
      (await fetch(`${origin}/storage/v1/object/public/site-images/blog/cover.png`, { method: 'PUT' }))
        .status,
    ).toBe(405);
  });

  it('answers 400 for a malformed path, not a server error', async () => {
    const response = await fetch(`${origin}/storage/v1/object/public/%`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_path' });
  });

  it('leaves every other path to the next handler', async () => {
    expect((await fetch(`${origin}/rest/v1/blog_posts`)).status).toBe(418);
  });
});
