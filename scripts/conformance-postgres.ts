/**
 * The conformance check against real PostgreSQL (supabase/tests/conformance.ts), in two steps run by
 * scripts/check-migrations-postgres.sh on a database that has just had the migrations and the seed:
 *   node scripts/conformance-postgres.ts sql             the request shapes as a psql script, on stdout
 *   node scripts/conformance-postgres.ts compare <file>  psql's output of it, against the local backend's
 *                                                        answers on a fresh local database; exit 1 on any
 *                                                        difference
 */
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from '../server/local-backend/backend.ts';
import { openDatabase } from '../server/local-backend/database.ts';
import {
  backendAnswer,
  CLIENT_ADDRESS,
  comparable,
  expectedAnswer,
  parsePsqlOutput,
  psqlScript,
  shapes,
  toRequest,
} from '../supabase/tests/conformance.ts';

const [mode, file] = process.argv.slice(2);

if (mode === 'sql') {
  process.stdout.write(psqlScript());
} else if (mode === 'compare' && file) {
  const outcomes = parsePsqlOutput(await readFile(file, 'utf8'));
  const db = await openDatabase();
  const backend = await LocalBackend.create(db, {});
  const [{ token }] = (
    await db.query<{ token: string }>(
      `select token from public.preview_links where post_slug = 'community-led-growth-draft'`,
    )
  ).rows as [{ token: string }];
  let differences = 0;
  for (const [index, shape] of shapes.entries()) {
    const outcome = outcomes.get(index);
    const response = await backend.fetch(
      toRequest(shape, shape.role === 'anon' ? LOCAL_ANON_KEY : LOCAL_SERVICE_KEY, token),
      { address: shape.role === 'anon' ? CLIENT_ADDRESS : '127.0.0.1' },
    );
    const local = comparable(backendAnswer(shape, response));
    const postgres = outcome ? comparable(expectedAnswer(shape, outcome)) : 'no outcome printed by psql';
    const same = isDeepStrictEqual(local, postgres);
    if (!same) differences += 1;
    const { status } = local as { status: number };
    console.log(
      `    ${same ? 'same' : 'DIFFERENT'}  ${shape.method} ${shape.path} (${shape.name}): ${status}`,
    );
    if (!same)
      console.log(
        `      local:      ${JSON.stringify(local)}\n      PostgreSQL: ${JSON.stringify(postgres)}`,
      );
  }
  await db.close();
  if (differences) {
    console.error(`The local backend answers ${differences} request shape(s) differently from PostgreSQL.`);
    process.exit(1);
  }
  process.exit(0);
} else {
  console.error('Usage: node scripts/conformance-postgres.ts sql | compare <psql output>');
  process.exit(2);
}
