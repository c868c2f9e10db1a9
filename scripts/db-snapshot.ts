/**
 * Writes a dump of a freshly migrated and seeded local database to the file named by its argument.
 * Run as its own process by the test setup: PGlite leaves timers behind that would keep Vitest's main
 * process from exiting.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../server/local-backend/database.ts';

const target = process.argv[2];
if (!target) throw new Error('Usage: node scripts/db-snapshot.ts <output.tar.gz>');
const db = await openDatabase();
const dump = await db.dumpDataDir('gzip');
await db.close();
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, Buffer.from(await dump.arrayBuffer()));
process.exit(0);
