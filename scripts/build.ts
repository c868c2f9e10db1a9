/**
 * `npm run build`: the client bundle, a server bundle of the same routes, then one prerendered HTML file
 * per route (dist/<path>/index.html, plus dist/404.html), each with its head tags and content.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv } from 'vite';
import { startLocalBackend } from '../server/local-backend/standalone.ts';
import { prerender } from './prerender.ts';

const root = path.resolve(import.meta.dirname, '..');
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const env = { ...loadEnv(mode, root, 'VITE_'), ...process.env };

if (!env.VITE_SUPABASE_URL) {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! VITE_SUPABASE_URL is not set: this build talks to the LOCAL backend that\n` +
      `!! \`npm run preview\` serves. It is not fit to deploy. See "Deploy" in README.md.\n${line}\n`,
  );
}

const ssrOutDir = path.join(root, 'node_modules/.prerender');
const testChunk = /\.test[-.]/;
await build({ root, mode, logLevel: 'warn' });
await build({
  root,
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true },
});
// A glob that catches a test file would ship it to visitors; stop the build instead.
const shippedTests = (await readdir(path.join(root, 'dist/assets'))).filter((file) => testChunk.test(file));
if (shippedTests.length) throw new Error(`Test code ended up in the bundle: ${shippedTests.join(', ')}`);
// Without a hosted project, blog and Labs pages are prerendered from a freshly seeded local backend: the
// same rows `npm run preview` serves from its own database.
const localBackend = env.VITE_SUPABASE_URL ? undefined : await startLocalBackend();
if (localBackend) (globalThis as { __LOCAL_BACKEND_URL__?: string }).__LOCAL_BACKEND_URL__ = localBackend.url;
const written = await prerender({
  distDir: path.join(root, 'dist'),
  serverEntry: path.join(ssrOutDir, 'entry-server.js'),
}).finally(() => localBackend?.close());
await rm(ssrOutDir, { recursive: true, force: true });
// The manifest served its purpose (preload tags); it is not for visitors.
await rm(path.join(root, 'dist/.vite'), { recursive: true, force: true });
console.log(`Prerendered ${written.length} pages:\n  ${written.join('\n  ')}`);
