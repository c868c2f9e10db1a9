import type { PGlite } from '@electric-sql/pglite';

export type ForeignKey = {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
};

export type TableInfo = {
  name: string;
  /** Column name to its SQL type as `format_type` spells it (e.g. `timestamp with time zone`, `text[]`). */
  columns: Map<string, string>;
};

/** A function's named arguments (with their types) and how it may be called. */
export type RoutineInfo = {
  args: { name: string; type: string }[];
  returnsSet: boolean;
  /** 'v' volatile, 's' stable, 'i' immutable: PostgREST opens a call to the last two READ ONLY. */
  volatility: 'v' | 's' | 'i';
};

/** What PostgREST calls its schema cache: the tables, columns, foreign keys and functions of `public`. */
export type SchemaCache = {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  /** Functions by name; an overloaded name holds several. */
  routines: Map<string, RoutineInfo[]>;
};

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const columns = await db.query<{ table_name: string; column_name: string; type: string }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: new Map() };
    table.columns.set(row.column_name, row.type);
    tables.set(row.table_name, table);
  }

  const keys = await db.query<{ fk: ForeignKey }>(`
    select json_build_object(
      'name', con.conname,
      'table', src.relname,
      'columns', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(num, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num),
      'refTable', ref.relname,
      'refColumns', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(num, i)
                     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)
    ) as fk
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class ref on ref.oid = con.confrelid
    join pg_namespace n on n.oid = src.relnamespace
    where con.contype = 'f' and n.nspname = 'public'`);

  const functions = await db.query<{ name: string; routine: RoutineInfo }>(`
    select p.proname as name, json_build_object(
      'args', (select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.i), '[]')
               from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality a(name, type, i)),
      'returnsSet', p.proretset,
      'volatility', p.provolatile
    ) as routine
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'`);
  const routines = new Map<string, RoutineInfo[]>();
  for (const { name, routine } of functions.rows)
    routines.set(name, [...(routines.get(name) ?? []), routine]);
  return { tables, foreignKeys: keys.rows.map((row) => row.fk), routines };
}
