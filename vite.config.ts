import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { localBackend } from './server/local-backend/vite-plugin.ts';
import { prerenderedPages } from './server/prerendered-pages.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), localBackend(), prerenderedPages()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { manifest: true },
});
