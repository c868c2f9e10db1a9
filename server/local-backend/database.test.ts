import type { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { applyMigrations, createPGlite, openDatabase, READY_MARKER } from './database.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const postCount = async (db: PGlite) =>
  (await db.query<{ n: number }>('select count(*)::int as n from public.blog_posts')).rows[0]!.n;

it('a first start killed mid-build leaves nothing that looks like a database; the next start builds it whole', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-db-'));
  const dataDir = path.join(dir, 'preview');
  const child = spawn(
    process.execPath,
    [
      '-e',
      `import(${JSON.stringify(path.resolve(import.meta.dirname, 'database.ts'))}).then((m) => m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} }))`,
    ],
    { stdio: 'ignore' },
  );
  // Kill it as soon as the database is being written: migrations or seed under way.
  const started = Date.now();
  while (!existsSync(path.join(`${dataDir}.building`, 'PG_VERSION'))) {
    if (Date.now() - started > 60_000) throw new Error('the first start never began writing');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // At once: on a busy machine a fixed wait here could outlast the rest of the build (seen in CI).
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect(existsSync(dataDir)).toBe(false);

  const lines: string[] = [];
  const db = await openDatabase({ dataDir, log: (line) => lines.push(line) });
  try {
    expect(lines.join('\n')).toMatch(/interrupted; starting it again from scratch/);
    expect(await postCount(db)).toBe(10);
    expect(existsSync(path.join(dataDir, READY_MARKER))).toBe(true);
    expect(existsSync(`${dataDir}.building`)).toBe(false);
  } finally {
    await db.close();
  }
}, 120_000);

it('a folder left empty by an older interrupted start (no ready mark) is rebuilt, with a line saying so', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-db-'));
  const dataDir = path.join(dir, 'dev');
  const half = await createPGlite({ dataDir });
  await applyMigrations(half); // migrated, never seeded: the empty blog of the old bug
  await half.close();

  const lines: string[] = [];
  const db = await openDatabase({ dataDir, log: (line) => lines.push(line) });
  try {
    expect(lines.join('\n')).toMatch(/no record of a completed first start.*rebuilding it/);
    expect(await postCount(db)).toBe(10);
  } finally {
    await db.close();
  }
  // A complete folder opens as it is, silently, keeping its rows.
  const again = await openDatabase({ dataDir, log: (line) => lines.push(`again: ${line}`) });
  try {
    expect(lines.filter((line) => line.startsWith('again'))).toEqual([]);
    expect(await postCount(again)).toBe(10);
  } finally {
    await again.close();
  }
}, 120_000);

it('a folder built by migrations that are no longer in supabase/migrations is rebuilt, with a line saying so', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-db-'));
  const dataDir = path.join(dir, 'dev');
  const first = await openDatabase({ dataDir, log: () => {} });
  // As a folder made before the migrations were folded into baselines remembers them.
  await first.query('insert into local_backend.schema_migrations (version) values ($1)', [
    '20261122000100_shared.sql',
  ]);
  await first.query('delete from public.blog_posts');
  await first.close();

  const lines: string[] = [];
  const db = await openDatabase({ dataDir, log: (line) => lines.push(line) });
  try {
    expect(lines.join('\n')).toMatch(
      /built by migrations that are no longer in supabase\/migrations \(20261122000100_shared\.sql\); rebuilding it/,
    );
    expect(await postCount(db)).toBe(10);
  } finally {
    await db.close();
  }
}, 120_000);
