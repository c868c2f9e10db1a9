import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase, projectRoot } from './database.ts';
import { generateDatabaseTypes } from './typegen.ts';

it('src/types/database.types.ts matches the schema the migrations build (run `npm run db:types`)', async () => {
  const db = await openDatabase({ seed: false });
  const generated = await generateDatabaseTypes(db);
  await db.close();
  const committed = await readFile(path.join(projectRoot, 'src/types/database.types.ts'), 'utf8');
  expect(committed, 'database.types.ts is stale: run `npm run db:types`').toBe(generated);
});
