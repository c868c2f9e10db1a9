import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const migrationsDir = path.join(projectRoot, 'supabase/migrations');
export const seedFile = path.join(projectRoot, 'supabase/seed.sql');
/** Sample proof (testimonials, logos, experts) for local copies only: never pushed to a hosted project. */
export const samplesFile = path.join(projectRoot, 'supabase/samples.sql');
export const defaultDataDir = path.join(projectRoot, '.local-db/dev');

/** The roles a hosted Supabase project has, which migrations grant to and requests run as. */
export const supabaseRolesSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- The role PostgREST logs in as; its settings name the pre-request hook (pgrst.db_pre_request).
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator nologin noinherit; end if;
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
-- Extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail).
alter table local_backend.mailbox add column if not exists headers jsonb not null default '{}';
`;

/** The contrib modules the migrations create (a hosted project has them too): trigram search for the blog. */
const extensions = { pg_trgm };

/** Every local database opens through here, so each has the extensions its migrations use. */
export function createPGlite(options: Omit<PGliteOptions, 'extensions'>): Promise<PGlite> {
  return PGlite.create({ ...options, extensions });
}

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
  const sql = (await Promise.all([seedFile, samplesFile].map((file) => readFile(file, 'utf8')))).join('\n');
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

/**
 * Written into a data folder as the last step of its first start, after the seed committed: a folder
 * without it was left by an interrupted start (or by a version that did not write it) and is rebuilt.
 */
export const READY_MARKER = 'local-backend-ready';

/** Where a first start builds the database before moving it into place in one rename. */
const buildingDir = (dataDir: string) => `${dataDir}.building`;

type Log = (line: string) => void;

/**
 * Builds a new database (roles, migrations, seed) in a side folder and renames it into place only once
 * complete, so an interrupted first start leaves nothing that looks like a database.
 */
async function buildDataDir(dataDir: string, seed: boolean): Promise<void> {
  const building = buildingDir(dataDir);
  await rm(building, { recursive: true, force: true });
  const db = await createPGlite({ dataDir: building });
  try {
    await applyMigrations(db);
    if (seed) await applySeed(db);
  } finally {
    await db.close();
  }
  await writeFile(path.join(building, READY_MARKER), `${new Date().toISOString()}\n`);
  await rename(building, dataDir);
}

/** Opens the local database: new ones get the Supabase roles, every migration and the seed. */
export async function openDatabase(options: OpenOptions & { log?: Log } = {}): Promise<PGlite> {
  const { dataDir, reset = false, seed = true, loadDataDir, log = (line) => console.warn(line) } = options;
  if (!dataDir) {
    const db = await createPGlite({ loadDataDir });
    if (loadDataDir) return db;
    await applyMigrations(db);
    if (seed) await applySeed(db);
    return db;
  }
  if (reset) await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (existsSync(buildingDir(dataDir))) {
    log(
      `Local backend: a first start of ${path.basename(dataDir)} was interrupted; starting it again from scratch.`,
    );
  }
  if (existsSync(dataDir) && !existsSync(path.join(dataDir, READY_MARKER))) {
    log(
      `Local backend: ${dataDir} has no record of a completed first start (interrupted, or made by an older version); rebuilding it from the migrations and seed.`,
    );
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!existsSync(dataDir)) await buildDataDir(dataDir, seed);
  let db = await createPGlite({ dataDir });
  const gone = await appliedMigrationsNoLongerHere(db);
  if (gone.length > 0) {
    // Built by migrations that were since folded into the baselines: the new files would not apply on top.
    log(
      `Local backend: ${dataDir} was built by migrations that are no longer in supabase/migrations (${gone[0]}${gone.length > 1 ? ` and ${gone.length - 1} more` : ''}); rebuilding it from the migrations and seed.`,
    );
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    await buildDataDir(dataDir, seed);
    db = await createPGlite({ dataDir });
  }
  // Migrations added since the folder was built.
  await applyMigrations(db);
  return db;
}

/** Migration files this database ran that supabase/migrations no longer holds. */
async function appliedMigrationsNoLongerHere(db: PGlite): Promise<string[]> {
  const recorded = await db.query<{ version: string }>(
    'select version from local_backend.schema_migrations order by version',
  );
  const present = new Set(await migrationFiles());
  return recorded.rows.map((row) => row.version).filter((version) => !present.has(version));
}
