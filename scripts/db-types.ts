/** `npm run db:types`: writes src/types/database.types.ts from the schema the migrations build. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, projectRoot } from '../server/local-backend/database.ts';
import { generateDatabaseTypes } from '../server/local-backend/typegen.ts';

export const typesFile = path.join(projectRoot, 'src/types/database.types.ts');

// A fresh in-memory database: the types follow the migrations, not whatever a local database drifted to.
const db = await openDatabase({ seed: false });
await writeFile(typesFile, await generateDatabaseTypes(db));
await db.close();
console.log(`Wrote ${path.relative(projectRoot, typesFile)}`);
