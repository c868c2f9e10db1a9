import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, freshDatabase } from './database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.close();
});

const keysOf = async (addresses: string[]) =>
  (
    await asRole<{ key: string }>(
      db,
      'service_role',
      'select private.recipient_key(e) as key from unnest($1::text[]) as e',
      [addresses],
    )
  ).map((row) => row.key);

describe('recipient keys fold what only looks different', () => {
  it('an invisible character or a fullwidth letter is the same inbox, so it meets the same limits', async () => {
    const keys = await keysOf([
      'victim@example.com',
      'vic\u200btim@example.com',
      'victim\u200d@example.com',
      '\ufeffvictim@example.com',
      'vic\u00adtim@exa\u2060mple.com',
      'victim@example.com\u200e',
      '\uff56ictim@example.com',
      'Victim+news@Example.COM',
    ]);
    expect(new Set(keys)).toEqual(new Set(['victim@example.com']));
  });

  it('real non-ASCII addresses keep their letters', async () => {
    expect(await keysOf(['José@Example.com', 'Иван@пример.рф', '田中@example.jp'])).toEqual([
      'josé@example.com',
      'иван@пример.рф',
      '田中@example.jp',
    ]);
  });
});
