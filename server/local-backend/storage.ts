import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { projectRoot } from './database.ts';

/**
 * The local stand-in for Supabase Storage's public buckets: a file at
 * `<LOCAL_STORAGE_DIR>/<bucket>/<path>` (default `.local-storage/`) is served at
 * `/storage/v1/object/public/<bucket>/<path>`, the address a hosted bucket gives it. To "upload" an image
 * locally, copy it into `.local-storage/site-images/`.
 */
export const STORAGE_PUBLIC_PATH = '/storage/v1/object/public/';

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export function localStorageDir(): string {
  return path.resolve(projectRoot, process.env.LOCAL_STORAGE_DIR ?? '.local-storage');
}

/** The file behind a public storage path, or undefined for anything outside the storage folder. */
export function localStorageFile(pathname: string): string | undefined {
  if (!pathname.startsWith(STORAGE_PUBLIC_PATH)) return undefined;
  const root = localStorageDir();
  const file = path.resolve(
    root,
    `.${path.posix.normalize(`/${pathname.slice(STORAGE_PUBLIC_PATH.length)}`)}`,
  );
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** Connect-style middleware: answers GET/HEAD of public storage paths, 404 for a missing object. */
export function storageMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const raw = (req.url ?? '').split('?')[0] ?? '';
    if (!raw.startsWith(STORAGE_PUBLIC_PATH)) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      // A malformed escape (`%` alone): the request is wrong, not the server.
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ statusCode: '400', error: 'invalid_path', message: 'The object path is malformed' }),
      );
      return;
    }
    const file = localStorageFile(pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }));
      return;
    }
    res.writeHead(200, {
      'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };
}
