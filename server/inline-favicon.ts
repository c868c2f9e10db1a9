import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The tab icon's link as index.html writes it, pointing at the file in public/. */
const ICON_LINK = /(<link rel="icon" href=")\/favicon\.svg(")/;

/**
 * Writes the tab icon (public/favicon.svg, 180 bytes) into every page as a data: URL. A linked icon is one
 * more request on the first visit, made at high priority around the first paint, for something the page
 * does not need to paint (docs/decisions/0014-scripts-after-the-paint.md). The crawlable icon Google
 * Search reads is the apple-touch-icon, which browsers fetch only when a visitor adds the site to a
 * home screen.
 */
export function inlineFavicon(publicDir: string): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!ICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon" href="/favicon.svg">.');
      const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
      return html.replace(ICON_LINK, `$1data:image/svg+xml,${encodeURIComponent(svg)}$2`);
    },
  };
}
