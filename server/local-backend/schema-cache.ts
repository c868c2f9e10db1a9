import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type TableInfo = {
  schema: string;
  name: string;
  /** Column name to its SQL type as `format_type` spells it (e.g. `timestamp with time zone`, `text[]`). */
  columns: Map<string, string>;
};

/** A function's named arguments (with their types) and how it may be called. */
export type RoutineInfo = {
  schema: string;
  name: string;
  args: { name: string; type: string }[];
  returnsSet: boolean;
  /** 'v' volatile, 's' stable, 'i' immutable: PostgREST opens a call to the last two READ ONLY. */
  volatility: 'v' | 's' | 'i';
};

/** One exposed schema's tables (and views) and functions (an overloaded name holds several). */
export type SchemaObjects = { tables: Map<string, TableInfo>; routines: Map<string, RoutineInfo[]> };

/**
 * What PostgREST calls its schema cache, for the schemas it exposes, in the order of the project's
 * setting: the first is the one a request without Accept-Profile / Content-Profile gets.
 */
export type SchemaCache = { exposed: string[]; schemas: Map<string, SchemaObjects> };

const configFile = path.resolve(import.meta.dirname, '../../supabase/config.toml');

/** `[api] schemas` of supabase/config.toml: what the hosted project exposes is what the local backend serves. */
export function exposedSchemas(config = readFileSync(configFile, 'utf8')): string[] {
  const api = /^\[api\]$([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (!list) throw new Error('supabase/config.toml has no [api] schemas = [...]');
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

export async function loadSchemaCache(db: PGlite, exposed = exposedSchemas()): Promise<SchemaCache> {
  const schemas = new Map<string, SchemaObjects>(
    exposed.map((schema) => [schema, { tables: new Map(), routines: new Map() }]),
  );
  const columns = await db.query<{ schema: string; table_name: string; column_name: string; type: string }>(
    `select n.nspname as schema, c.relname as table_name, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [exposed],
  );
  for (const row of columns.rows) {
    const { tables } = schemas.get(row.schema)!;
    const table = tables.get(row.table_name) ?? {
      schema: row.schema,
      name: row.table_name,
      columns: new Map(),
    };
    table.columns.set(row.column_name, row.type);
    tables.set(row.table_name, table);
  }

  const functions = await db.query<{ routine: RoutineInfo }>(
    `select json_build_object(
       'schema', n.nspname,
       'name', p.proname,
       'args', (select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.i), '[]')
                from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality a(name, type, i)),
       'returnsSet', p.proretset,
       'volatility', p.provolatile
     ) as routine
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind = 'f'`,
    [exposed],
  );
  for (const { routine } of functions.rows) {
    const { routines } = schemas.get(routine.schema)!;
    routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }
  return { exposed, schemas };
}
