import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { LOCAL_ANON_KEY, type LocalBackend } from '../../server/local-backend/backend.ts';
import { openDatabase } from '../../server/local-backend/database.ts';
import type { StoreOutcome } from '../functions/leads/handler.ts';

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

export type Sent = { status: number; body: { code?: string; message?: string } | null };

/**
 * A POST as supabase-js sends it, through the local backend (which plays PostgREST: headers, pre-request
 * hook, role), from `address` as a remote client would be seen, or with an address the caller `stated`.
 */
export async function postThrough(
  backend: LocalBackend,
  table: string,
  body: unknown,
  {
    address = '203.0.113.10',
    key = LOCAL_ANON_KEY,
    stated,
  }: { address?: string; key?: string; stated?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { apikey: key, 'Content-Type': 'application/json' };
  if (stated) headers['cf-connecting-ip'] = stated;
  const response = await backend.fetch(
    new Request(`http://localhost/rest/v1/${table}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    { address },
  );
  return { status: response.status, body: response.body ? JSON.parse(response.body) : null };
}

/** take_lead's outcomes, as the leads function reads them. */
export type LeadOutcome = StoreOutcome['outcome'];

/**
 * A lead as the `leads` Edge Function stores it: public.take_lead as service_role, from `address` (by
 * default a connection of its own, so no limit is met), under the row's request_id (or a new one). Gives
 * take_lead's outcome; a refusal is the database's error.
 */
export async function takeLead(
  db: PGlite,
  table: string,
  { request_id, ...row }: Record<string, unknown>,
  { address = freshAddress(), challenge = 'off' }: { address?: string | null; challenge?: string } = {},
): Promise<LeadOutcome> {
  const [taken] = await asRole<{ result: { outcome: LeadOutcome } }>(
    db,
    'service_role',
    'select public.take_lead($1, $2, $3, $4, $5) as result',
    [table, request_id ?? crypto.randomUUID(), JSON.stringify(row), address, challenge],
  );
  return taken!.result.outcome;
}

/** An IPv6 address in a /64 of its own (documentation range). */
export const freshAddress = () =>
  `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;

export type LeadAnswer = {
  status: number;
  body: { ok: boolean; error?: string; message?: string; fields?: Record<string, string> } | null;
  headers: Record<string, string>;
};

/**
 * A lead as the site sends it: JSON to the `leads` function through the local backend (which plays the
 * platform and states the client's address), from `address`, or with an address the caller `stated`.
 */
export async function sendLead(
  backend: LocalBackend,
  form: string,
  fields: Record<string, unknown>,
  {
    address = '203.0.113.10',
    stated,
    requestId = crypto.randomUUID(),
  }: { address?: string; stated?: string; requestId?: string } = {},
): Promise<LeadAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (stated) headers['cf-connecting-ip'] = stated;
  const response = await backend.fetch(
    new Request('http://localhost/functions/v1/leads', {
      method: 'POST',
      headers,
      body: JSON.stringify({ form, request_id: requestId, ...fields }),
    }),
    { address },
  );
  return {
    status: response.status,
    body: response.body ? JSON.parse(response.body) : null,
    headers: response.headers,
  };
}
