import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { fontFallback } from './server/font-fallback.ts';
import { imageVariantsPlugin } from './server/image-variants-plugin.ts';
import { inlineBootScript } from './server/inline-boot-script.ts';
import { inlineFavicon } from './server/inline-favicon.ts';
import { localBackend } from './server/local-backend/vite-plugin.ts';
import { playbookPdfDevServer } from './server/playbook-pdf-plugin.ts';
import { staticHost } from './server/static-host.ts';
import { parseEnv } from './src/config/env-schema.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig(({ mode }) => {
  // Fail fast, with a message naming the variable, before anything is served or built.
  parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    plugins: [
      react(),
      fontFallback(),
      tailwindcss(),
      inlineFavicon(fileURLToPath(new URL('./public', import.meta.url))),
      inlineBootScript({ entry: fileURLToPath(new URL('./src/app/boot/boot.ts', import.meta.url)), alias }),
      localBackend(),
      imageVariantsPlugin(),
      playbookPdfDevServer(),
      staticHost(),
    ],
    resolve: { alias },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      manifest: true,
      // One stylesheet for the whole site, which the prerender writes into every page. Split per chunk,
      // a page chunk would make Vite's preload helper fetch it again as a <link> (the page has it inline).
      cssCodeSplit: false,
      modulePreload: {
        // Every browser the site supports preloads modules itself.
        polyfill: false,
        // The HTML preloads nothing: the boot script asks for the scripts after the paint (the prerender
        // names them on #root).
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
      },
    },
  };
});
