import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../../server/local-backend/database.ts';

/** A fresh copy of the migrated, seeded database (see tests/setup/database-snapshot.ts). */
export async function freshDatabase(): Promise<PGlite> {
  const snapshot = await readFile(inject('databaseSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

export type Role = 'anon' | 'service_role';

/** Runs SQL as a role in its own transaction (so an expected failure cannot abort the next statement). */
export async function asRole<T = Record<string, unknown>>(
  db: PGlite,
  role: Role,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transaction(async (tx: Transaction) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

export const asAnon = <T = Record<string, unknown>>(db: PGlite, sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'anon', sql, params);

/** The PostgreSQL error code a statement fails with, or 'ok'. */
export async function errorCode(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** An INSERT of one row given as a column → value object, with parameters. */
export function insertSql(table: string, row: Record<string, unknown>): { sql: string; params: unknown[] } {
  const columns = Object.keys(row);
  return {
    sql: `insert into public.${table} (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns
      .map((_, i) => `$${i + 1}`)
      .join(', ')})`,
    params: Object.values(row),
  };
}
