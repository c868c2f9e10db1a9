import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { settings } from '../settings.ts';

/**
 * The built site as the host serves it (`vite preview`, with the local backend on a fresh database), as
 * for the Chromium suite, with its mail limits. The suite reuses the last build: `npm run test:engines`
 * builds first.
 */
/** This process's environment without Vitest's marks: the local backend stays off under Vitest. */
function hostEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
}

export default async function servePreview() {
  if (!existsSync('dist/index.html'))
    throw new Error('No build in dist/: run `npm run test:engines`, which builds first.');
  const env = { ...hostEnvironment(), LOCAL_DB_DIR: '.local-db/engines' };
  // A fresh database with the Chromium suite's mail limits: a run is one studio getting many leads at once.
  execFileSync(process.execPath, ['tests/e2e/prepare-database.ts'], { env, stdio: 'inherit' });
  const preview = spawn(
    'npx',
    ['vite', 'preview', '--port', String(settings.previewPort), '--strictPort', '--host', '127.0.0.1'],
    {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${settings.previewPort}/`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited with ${preview.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`vite preview did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => {
    process.kill(-preview.pid!, 'SIGTERM');
  };
}
