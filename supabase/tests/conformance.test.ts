import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import {
  backendAnswer,
  CLIENT_ADDRESS,
  comparable,
  expectedAnswer,
  PREVIEW_TOKEN_SETTING,
  requestSettings,
  shapes,
  toRequest,
  type Shape,
} from './conformance.ts';
import { freshDatabase } from './database.ts';

// Each request shape the site sends, through the local backend, against the same shape as SQL in the
// transaction PostgREST opens, on another copy of the same database (supabase/tests/conformance.ts;
// scripts/conformance-postgres.ts compares with real PostgreSQL 15 in `npm run db:check-postgres`).
let served: PGlite;
let direct: PGlite;
let backend: LocalBackend;

const tokenOf = async (db: PGlite) =>
  (
    await db.query<{ token: string }>(
      `select token from public.preview_links where post_slug = 'community-led-growth-draft'`,
    )
  ).rows[0]!.token;

beforeAll(async () => {
  [served, direct] = await Promise.all([freshDatabase(), freshDatabase()]);
  backend = await LocalBackend.create(served, {});
  await direct.query(`select set_config($1, $2, false)`, [PREVIEW_TOKEN_SETTING, await tokenOf(direct)]);
});
afterAll(async () => {
  await Promise.all([served.close(), direct.close()]);
});

/** The shape as PostgREST runs it: its transaction, the settings, the hook, the statement; then rolled back. */
async function runAsPostgrest(shape: Shape) {
  const rollback = new Error('rollback');
  let outcome: { ok: true; json: unknown } | { ok: false; sqlstate: string } | undefined;
  await direct
    .transaction(async (tx: Transaction) => {
      if (shape.readOnly) await tx.exec('set transaction read only');
      const settings = requestSettings(shape);
      await tx.query(
        `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
        settings.flat(),
      );
      try {
        await tx.query('select private.check_request()');
        const { rows } = await tx.query<{ json: unknown }>(`select (${shape.sql}) as json`);
        outcome = { ok: true, json: rows[0]!.json ?? null };
      } catch (error) {
        outcome = { ok: false, sqlstate: (error as { code: string }).code };
      }
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return outcome!;
}

describe('the local backend answers each request shape as PostgREST runs it', () => {
  it.each(shapes.map((shape) => [shape.name, shape] as const))('%s', async (_, shape) => {
    const key = shape.role === 'anon' ? LOCAL_ANON_KEY : LOCAL_SERVICE_KEY;
    const request = toRequest(shape, key, await tokenOf(served));
    const response = await backend.fetch(request, {
      address: shape.role === 'anon' ? CLIENT_ADDRESS : '127.0.0.1',
    });
    const expected = expectedAnswer(shape, await runAsPostgrest(shape));
    expect(comparable(backendAnswer(shape, response))).toEqual(comparable(expected));
  });
});
