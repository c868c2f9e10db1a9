import type { PGlite } from '@electric-sql/pglite';

type ColumnRow = {
  table_name: string;
  column_name: string;
  base_type: string;
  is_array: boolean;
  nullable: boolean;
  has_default: boolean;
};

type RelationshipRow = {
  table_name: string;
  name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
};

const tsTypes: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bool: 'boolean',
  json: 'Json',
  jsonb: 'Json',
};

function tsType(column: ColumnRow): string {
  const base = tsTypes[column.base_type] ?? 'unknown';
  const type = column.is_array ? `${base}[]` : base;
  return column.nullable ? `${type} | null` : type;
}

const columnsSql = `
  with recursive cols as (
    select c.relname as table_name, a.attname as column_name, a.atttypid as type_id,
           not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
  )
  select table_name, column_name, nullable, has_default,
         -- Domains are shown as the type they are built on; arrays as their element type plus a flag.
         elem_base.typname as base_type,
         t.typcategory = 'A' as is_array
  from cols
  join pg_type t on t.oid = cols.type_id
  join pg_type base on base.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
  join pg_type elem on elem.oid = case when base.typcategory = 'A' then base.typelem else base.oid end
  join pg_type elem_base on elem_base.oid = case when elem.typtype = 'd' then elem.typbasetype else elem.oid end
  order by table_name, column_name`;

const relationshipsSql = `
  select src.relname as table_name, con.conname as name,
    (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(num, i)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
    ref.relname as ref_table,
    (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(num, i)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as ref_columns,
    exists (
      select 1 from pg_constraint u
      where u.conrelid = con.conrelid and u.contype in ('p', 'u')
        and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)
    ) as one_to_one
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid
  join pg_class ref on ref.oid = con.confrelid
  join pg_namespace n on n.oid = src.relnamespace
  where con.contype = 'f' and n.nspname = 'public'
  order by src.relname, con.conname`;

const quoteList = (items: string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;

/** Supabase's `Database` type for the `public` schema, as `supabase gen types typescript` shapes it. */
export async function generateDatabaseTypes(db: PGlite): Promise<string> {
  const columns = (await db.query<ColumnRow>(columnsSql)).rows;
  const relationships = (await db.query<RelationshipRow>(relationshipsSql)).rows;
  const tables = [...new Set(columns.map((column) => column.table_name))];

  const tableBlocks = tables.map((table) => {
    const own = columns.filter((column) => column.table_name === table);
    const row = own.map((column) => `          ${column.column_name}: ${tsType(column)};`);
    const insert = own.map((column) => {
      const optional = column.nullable || column.has_default ? '?' : '';
      return `          ${column.column_name}${optional}: ${tsType(column)};`;
    });
    const update = own.map((column) => `          ${column.column_name}?: ${tsType(column)};`);
    const rels = relationships
      .filter((relationship) => relationship.table_name === table)
      .map(
        (relationship) =>
          `          {\n            foreignKeyName: ${JSON.stringify(relationship.name)};\n` +
          `            columns: ${quoteList(relationship.columns)};\n` +
          `            isOneToOne: ${relationship.one_to_one};\n` +
          `            referencedRelation: ${JSON.stringify(relationship.ref_table)};\n` +
          `            referencedColumns: ${quoteList(relationship.ref_columns)};\n          },`,
      );
    return [
      `      ${table}: {`,
      '        Row: {',
      ...row,
      '        };',
      '        Insert: {',
      ...insert,
      '        };',
      '        Update: {',
      ...update,
      '        };',
      rels.length ? `        Relationships: [\n${rels.join('\n')}\n        ];` : '        Relationships: [];',
      '      };',
    ].join('\n');
  });

  return `// Generated by \`npm run db:types\` from the local database's schema. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
${tableBlocks.join('\n')}
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

export type Tables<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Row'];
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
`;
}
