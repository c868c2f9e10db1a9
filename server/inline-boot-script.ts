import path from 'node:path';
import type { Plugin } from 'vite';
import { build } from 'vite';

/** Where index.html wants the boot script. */
const PLACEHOLDER = '<!--boot-script-->';

/** The boot script, bundled and minified as one classic script with nothing to import. */
async function bundleBootScript(entry: string, alias: Record<string, string>): Promise<string> {
  const result = await build({
    configFile: false,
    root: path.dirname(entry),
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry} did not bundle into one script.`);
  // Inside <script>, only "</script" (and "<!--") could end or confuse it.
  return chunk.code.trim().replace(/<(\/script|!--)/gi, '\\x3C$1');
}

/**
 * Writes the boot script (src/app/boot/boot.ts) into every page's <head>: it runs with no request of its
 * own, before the first paint, and asks for the site's scripts after it (docs/decisions/0015). The host's
 * CSP names it by its hash (scripts/host-rules.ts), as it does every inline script.
 */
export function inlineBootScript(options: { entry: string; alias: Record<string, string> }): Plugin {
  return {
    name: 'inline-boot-script',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}.`);
        const script = await bundleBootScript(options.entry, options.alias);
        return html.replace(PLACEHOLDER, () => `<script>${script}</script>`);
      },
    },
  };
}
