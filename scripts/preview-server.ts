/**
 * `vite preview` of a build, as the bench and the screenshot sheet serve it: the host's rules and a local
 * backend of its own (LOCAL_DB_DIR), on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function previewServer(outDir: string, serverPort: number, databaseDir: string) {
  return spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(serverPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, env: { ...process.env, LOCAL_DB_DIR: databaseDir }, stdio: 'ignore' },
  );
}

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}
