/**
 * Vitest global setup: builds the seeded local database once per run and shares it as a dump, so each
 * test file starts from a fresh copy in a fraction of a second instead of re-running every migration.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const snapshotFile = path.join(projectRoot, 'node_modules/.cache/local-db/seeded.tar.gz');

export default function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/db-snapshot.ts'), snapshotFile], {
    stdio: 'inherit',
  });
  project.provide('databaseSnapshot', snapshotFile);
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot: string;
  }
}
