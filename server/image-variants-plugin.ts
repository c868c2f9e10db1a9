import path from 'node:path';
import type { Plugin } from 'vite';
import { readOriginal, resizeToWebp } from '../scripts/image-variants.ts';
import { DEV_VARIANT_PATH, hasVariants, imageLayouts } from '../src/lib/responsive-image.ts';

const knownWidths = new Set<number>(Object.values(imageLayouts).flatMap((layout) => layout.widths));

/**
 * Development only: makes the sized variant a page asks for (`/_image?src=<address>&w=<width>`) on
 * request, from the same sources and with the same resizing as the build (scripts/image-variants.ts).
 * Only the widths the layouts use are made, so a request cannot ask for any size.
 */
export function imageVariantsPlugin(): Plugin {
  return {
    name: 'image-variants',
    apply: 'serve',
    configureServer(server) {
      const publicDir = path.resolve(server.config.root, 'public');
      server.middlewares.use(DEV_VARIANT_PATH, (req, res) => {
        const query = new URL(req.url ?? '', 'http://localhost').searchParams;
        const src = query.get('src') ?? '';
        const width = Number(query.get('w'));
        if (!hasVariants(src) || !knownWidths.has(width)) {
          res.writeHead(400).end('Unknown image or width');
          return;
        }
        // A site or storage path is read from this server's own files, not over HTTP.
        readOriginal(src, publicDir)
          .then((original) => resizeToWebp(original, width))
          .then(
            (variant) =>
              res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-cache' }).end(variant),
            (error: unknown) => res.writeHead(404).end(`Could not read ${src}: ${String(error)}`),
          );
      });
    },
  };
}
