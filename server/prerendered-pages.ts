import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `vite preview` answers every unknown path with Home's HTML. A prerendered site needs what a static host
 * does instead: `/about` and `/about/` get `about/index.html`, anything else gets `404.html` with status 404.
 */
export function prerenderedPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerendered-pages',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        // Assets, API routes and anything with a file extension are someone else's business.
        if (pathname.startsWith('/rest/') || pathname.startsWith('/functions/') || path.extname(pathname)) {
          return next();
        }
        const page = path.join(outDir, pathname, 'index.html');
        const found = page.startsWith(outDir) && existsSync(page);
        const file = found ? page : path.join(outDir, '404.html');
        if (!existsSync(file)) return next();
        res.statusCode = found ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Vary', 'Accept-Encoding');
        // Compressed, as any static host serves HTML, so measurements of the preview are realistic.
        let body = readFileSync(file);
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          body = gzipSync(body);
          res.setHeader('Content-Encoding', 'gzip');
        }
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
