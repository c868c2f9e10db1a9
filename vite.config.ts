import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { inlineFavicon } from './server/inline-favicon.ts';
import { localBackend } from './server/local-backend/vite-plugin.ts';
import { playbookPdfDevServer } from './server/playbook-pdf-plugin.ts';
import { staticHost } from './server/static-host.ts';
import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig(({ mode }) => {
  // Fail fast, with a message naming the variable, before anything is served or built.
  parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      inlineFavicon(fileURLToPath(new URL('./public', import.meta.url))),
      localBackend(),
      playbookPdfDevServer(),
      staticHost(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: { manifest: true },
  };
});
