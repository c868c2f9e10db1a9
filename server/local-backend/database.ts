import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const migrationsDir = path.join(projectRoot, 'supabase/migrations');
export const seedFile = path.join(projectRoot, 'supabase/seed.sql');
export const defaultDataDir = path.join(projectRoot, '.local-db/dev');

/** The roles a hosted Supabase project has, which migrations grant to and requests run as. */
export const supabaseRolesSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
`;

/** Which migration files the local database has run, kept out of `public` so no API role sees it. */
const bookkeepingSql = `
create schema if not exists local_backend;
revoke all on schema local_backend from public;
create table if not exists local_backend.schema_migrations (
  version text primary key,
  applied_at timestamptz not null default now()
);
-- The local mailbox: what the send-email function delivers when no mail provider key is set (/_mail).
create table if not exists local_backend.mailbox (
  id serial primary key,
  outbox_id uuid not null unique,
  sender text not null,
  recipient text not null,
  reply_to text,
  subject text not null,
  html text not null,
  text text not null,
  received_at timestamptz not null default now()
);
`;

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
}

/** Runs the migrations not yet applied, each in its own transaction. Returns the files it ran. */
export async function applyMigrations(db: PGlite): Promise<string[]> {
  await db.exec(supabaseRolesSql + bookkeepingSql);
  const done = new Set(
    (await db.query<{ version: string }>('select version from local_backend.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of await migrationFiles()) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_backend.schema_migrations (version) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

export async function applySeed(db: PGlite): Promise<void> {
  const sql = await readFile(seedFile, 'utf8');
  await db.transaction(async (tx) => {
    await tx.exec(sql);
  });
}

export type OpenOptions = {
  /** Folder the database lives in; omitted: in memory. */
  dataDir?: string;
  /** Wipe the folder first, so the database starts from migrations and seed. */
  reset?: boolean;
  /** Load the seed into a new database (default true). */
  seed?: boolean;
  /** Start from a dump made by `dumpDataDir()` instead of running migrations (tests use this to be fast). */
  loadDataDir?: Blob | File;
};

/** Opens the local database: new ones get the Supabase roles, every migration and the seed. */
export async function openDatabase(options: OpenOptions = {}): Promise<PGlite> {
  const { dataDir, reset = false, seed = true, loadDataDir } = options;
  if (dataDir && reset) await rm(dataDir, { recursive: true, force: true });
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = await PGlite.create({ dataDir, loadDataDir });
  if (loadDataDir) return db;
  await applyMigrations(db);
  if (isNew && seed) await applySeed(db);
  return db;
}
