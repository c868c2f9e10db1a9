/**
 * The part of PostgREST's URL language the local backend serves, translated to SQL: function calls
 * (`/rpc/<name>`, the visitor's API) and, for the service role (tests reading what landed) and the lead
 * inserts, plain table reads and inserts.
 *
 * Supported on tables: `select` with columns, `*` and aliases; filters eq, neq, gt, gte, lt, lte, like,
 * ilike, match, imatch, in, is (each may be negated with `not.`); `order`, `limit`, `offset`; inserts of
 * one object or an array (`columns=`). Functions: named arguments from a GET's query string, or a POST's
 * JSON or urlencoded body. Bodies, `Accept` and errors are read and answered as PostgREST does (below). A
 * role without a right on the table gets PostgreSQL's own refusal whatever it asks for, as from PostgREST;
 * any other shape the local backend does not translate is refused with a 400 that names it, never
 * answered wrongly.
 */
import type { SchemaCache, TableInfo } from './schema-cache.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toJSON() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export function unsupported(what: string): ApiError {
  return new ApiError(
    400,
    'PGRST100',
    `${what} is not supported by the local backend`,
    null,
    'The local backend answers the request shapes the site sends; see server/local-backend/postgrest.ts.',
  );
}

// ---------------------------------------------------------------------------------------------------
// select=...

export type SelectItem = { kind: 'star' } | { kind: 'column'; name: string; alias: string };

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseSelect(text: string): SelectItem[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): SelectItem => {
      if (part === '*') return { kind: 'star' };
      if (part.includes('(')) throw unsupported(`embedding ("${part}")`);
      if (part.includes('::')) throw unsupported(`casts in select ("${part}")`);
      if (part.includes('->')) throw unsupported(`JSON paths in select ("${part}")`);
      const [aliasPart, namePart] = part.includes(':') ? part.split(':', 2) : [undefined, part];
      if (!namePart || !identifier.test(namePart) || (aliasPart !== undefined && !identifier.test(aliasPart)))
        throw unsupported(`select item "${part}"`);
      return { kind: 'column', name: namePart, alias: aliasPart ?? namePart };
    });
}

// ---------------------------------------------------------------------------------------------------
// Filters

const filterOperators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
} as const;

export type Filter = {
  column: string;
  negate: boolean;
  operator: keyof typeof filterOperators | 'in' | 'is';
  value: string;
};

export function parseFilter(column: string, raw: string): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (operator !== 'in' && operator !== 'is' && !(operator in filterOperators)) {
    throw unsupported(`the filter operator "${operator}" (in ${column}=${raw})`);
  }
  if (!identifier.test(column)) throw unsupported(`the filter "${column}"`);
  return { column, negate, operator: operator as Filter['operator'], value };
}

/** Parses `(a,b,"c,d")` into its items. */
export function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new ApiError(400, 'PGRST100', `"failed to parse filter (in.${value})"`);
  }
  const items: string[] = [];
  let current = '';
  let quoted = false;
  const body = value.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && quoted) current += body[++i] ?? '';
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  if (body.length > 0) items.push(current);
  return items;
}

/** A PostgreSQL array literal, every element quoted. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

// ---------------------------------------------------------------------------------------------------
// order=...

export type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export function parseOrder(text: string): OrderTerm[] {
  return text.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column || !identifier.test(column)) throw unsupported(`order term "${term}"`);
    const result: OrderTerm = { column, direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') result.direction = modifier;
      else if (modifier === 'nullsfirst') result.nulls = 'first';
      else if (modifier === 'nullslast') result.nulls = 'last';
      else throw unsupported(`order modifier "${modifier}"`);
    }
    return result;
  });
}

// ---------------------------------------------------------------------------------------------------
// SQL

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The table a path names in the request's schema, as PostgREST finds it (or PGRST205). */
export function requireTable(cache: SchemaCache, schema: string, name: string): TableInfo {
  const table = cache.schemas.get(schema)?.tables.get(name);
  if (!table) {
    throw new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  return table;
}

function requireColumn(table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (!type) throw new ApiError(400, '42703', `column ${table.name}.${column} does not exist`);
  return type;
}

const qualified = (table: TableInfo) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

/** Collects query parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}

function filterCondition(table: TableInfo, filter: Filter, params: Params): string {
  const type = requireColumn(table, filter.column);
  const column = `_t.${quoteIdent(filter.column)}`;
  let condition: string;
  switch (filter.operator) {
    case 'is': {
      const value = filter.value.toLowerCase();
      if (value === 'null') condition = `${column} is null`;
      else if (value === 'not_null') condition = `${column} is not null`;
      else if (value === 'true' || value === 'false' || value === 'unknown')
        condition = `${column} is ${value}`;
      else throw new ApiError(400, 'PGRST100', `"failed to parse filter (is.${filter.value})"`);
      break;
    }
    case 'in':
      condition = `${column} = any(${params.add(arrayLiteral(parseList(filter.value)), `${type}[]`)})`;
      break;
    case 'like':
    case 'ilike':
      condition = `${column}::text ${filterOperators[filter.operator]} ${params.add(filter.value.replace(/\*/g, '%'), 'text')}`;
      break;
    case 'match':
    case 'imatch':
      condition = `${column}::text ${filterOperators[filter.operator]} ${params.add(filter.value, 'text')}`;
      break;
    default:
      condition = `${column} ${filterOperators[filter.operator]} ${params.add(filter.value, type)}`;
  }
  return filter.negate ? `not (${condition})` : condition;
}

function selectList(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return '_t.*';
      requireColumn(table, item.name);
      return `_t.${quoteIdent(item.name)} as ${quoteIdent(item.alias)}`;
    })
    .join(', ');
}

function orderBy(table: TableInfo, terms: OrderTerm[]): string {
  return terms
    .map((term) => {
      requireColumn(table, term.column);
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      return `_t.${quoteIdent(term.column)} ${term.direction}${nulls}`;
    })
    .join(', ');
}

// ---------------------------------------------------------------------------------------------------
// Whole requests

const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function nonNegativeInteger(name: string, value: string | null): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw new ApiError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
  return Number(value);
}

export type SqlQuery = { sql: string; params: unknown[] };

/** A GET: one JSON array of rows, built by PostgreSQL. */
export function buildRead(table: TableInfo, query: URLSearchParams): SqlQuery {
  const params = new Params();
  const where: string[] = [];
  for (const [key, value] of query) {
    if (reservedParams.has(key)) continue;
    if (key === 'or' || key === 'and' || key.includes('.')) throw unsupported(`the "${key}" parameter`);
    where.push(filterCondition(table, parseFilter(key, value), params));
  }
  if (query.has('columns') || query.has('on_conflict')) throw unsupported('columns/on_conflict on a read');
  const columns = selectList(table, parseSelect(query.get('select') ?? '*'));
  const order = query.get('order');
  const limit = nonNegativeInteger('limit', query.get('limit'));
  const offset = nonNegativeInteger('offset', query.get('offset'));
  const sql =
    `select coalesce(json_agg(_row), '[]'::json) as body from (` +
    `select ${columns} from ${qualified(table)} _t` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    (order ? ` order by ${orderBy(table, parseOrder(order))}` : '') +
    (limit !== undefined ? ` limit ${limit}` : '') +
    (offset !== undefined ? ` offset ${offset}` : '') +
    `) _row`;
  return { sql, params: params.values };
}

export type InsertOptions = { returning: boolean; select?: string };

/** A POST: one object or an array of objects, only the columns they carry (the others take defaults). */
export function buildInsert(
  table: TableInfo,
  body: unknown,
  query: URLSearchParams,
  options: InsertOptions,
): SqlQuery {
  for (const key of query.keys()) {
    if (key !== 'columns' && key !== 'select') throw unsupported(`"${key}" on an insert`);
  }
  const rows = Array.isArray(body) ? body : [body];
  if (
    rows.length === 0 ||
    rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
  ) {
    throw new ApiError(
      400,
      'PGRST102',
      'Empty or invalid json: send an object or a non-empty array of objects',
    );
  }
  const columnsParam = query.get('columns');
  const columns = columnsParam
    ? columnsParam.split(',').map((column) => column.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
  const params = new Params();
  const target = qualified(table);
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${columns.map(quoteIdent).join(', ')}) ` +
        `select ${columns.map(quoteIdent).join(', ')} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows), 'json')})`;
  if (!options.returning) return { sql: insert, params: params.values };
  return {
    sql: `with _t as (${insert} returning *) select coalesce(json_agg(_row), '[]'::json) as body from (select ${selectList(table, parseSelect(options.select ?? '*'))} from _t) _row`,
    params: params.values,
  };
}

// ---------------------------------------------------------------------------------------------------
// Errors, media types and bodies, as PostgREST has them

/**
 * The HTTP status PostgREST answers for a PostgreSQL error: its table in src/PostgREST/Error.hs
 * (mapSQLtoHTTP, PostgREST 12-13, which Supabase runs), the first match winning, in its order. `authed`:
 * the request runs as a role other than the anonymous one (42501 is then 403, else 401).
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409, // foreign_key_violation
    '23505': 409, // unique_violation
    '25006': 405, // read_only_sql_transaction
    '53400': 500, // configuration_limit_exceeded
    '57P01': 503, // admin_shutdown
    P0001: 400, // RAISE's default
    '42P01': 404, // undefined_table
    '42P17': 500, // invalid_object_definition (infinite recursion)
    '42501': authed ? 403 : 401, // insufficient_privilege
  };
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  // RAISE sqlstate 'PTxyz' picks the status xyz (the limits' 429 and 413).
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code in exact) return exact[code]!;
  const byClass: [string, number][] = [
    ['08', 503], // connection exception
    ['09', 500], // triggered action exception
    ['0L', 403], // invalid grantor
    ['0P', 403], // invalid role specification
    ['25', 500], // invalid transaction state
    ['28', 403], // invalid authorization specification
    ['2D', 500], // invalid transaction termination
    ['38', 500], // external routine exception
    ['39', 500], // external routine invocation exception
    ['3B', 500], // savepoint exception
    ['40', 500], // transaction rollback (serialization failure, deadlock)
    ['53', 503], // insufficient resources
    ['54', 500], // program limit exceeded
    ['55', 500], // object not in prerequisite state
    ['57', 500], // operator intervention (57014: statement timeout)
    ['58', 500], // system error
    ['F0', 500], // configuration file error
    ['HV', 500], // foreign data wrapper error
    ['P0', 500], // PL/pgSQL error
    ['XX', 500], // internal error
  ];
  return byClass.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/** What a request asks to get back: JSON (an array, or a function's value) or one object. */
export type Representation = 'json' | 'object';

/**
 * The first media type of `Accept` PostgREST would answer with (an absent header is `*\/*`). Types it
 * knows that the local backend does not produce (CSV, GeoJSON, its plans, OpenAPI) are named in a 400;
 * others get PostgREST's 406 (PGRST107).
 */
export function representationFor(accept: string | null): Representation {
  const types = (accept ?? '*/*')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const type of types.length ? types : ['*/*']) {
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return 'json';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return 'object';
    if (
      /^(text\/csv|application\/geo\+json|application\/vnd\.pgrst\.plan|application\/openapi\+json)/.test(
        type,
      )
    )
      throw unsupported(`Accept: ${type}`);
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/**
 * A write's body as PostgREST reads it: JSON (also when no Content-Type is given), or a urlencoded form as
 * one object of strings. A text, XML or binary body goes to a function with one unnamed parameter, which
 * no function of this project has (PGRST202, as PostgREST finds none); any other type is PGRST102.
 */
export function payloadOf(contentType: string | null, text: string, rpc?: string): unknown {
  const type = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type === '') {
    if (rpc && !text.trim()) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (rpc && ['text/plain', 'text/xml', 'application/xml', 'application/octet-stream'].includes(type))
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${rpc} in the schema cache`,
      `Searched for the function ${rpc} with a single unnamed ${type === 'text/plain' ? 'text' : type.endsWith('xml') ? 'xml' : 'bytea'} parameter, but no matches were found in the schema cache.`,
    );
  if (type === 'text/csv') throw unsupported('a CSV body');
  throw new ApiError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
}

/**
 * A GET call's named arguments, from its query string. PostgREST reads `select`, `order`, `limit`,
 * `offset`, `and`, `or` and `col=op.value` filters there as modifiers of the rows a function returns;
 * every function this project exposes returns one value, with no rows to shape, so the local backend
 * names such a modifier in a 400 rather than answer as if it were not there.
 */
export function functionArguments(query: URLSearchParams): Record<string, string> {
  for (const key of query.keys()) {
    if (reservedParams.has(key) || key === 'and' || key === 'or')
      throw unsupported(`"${key}" on a function call (a function returning one value has no rows to shape)`);
  }
  return Object.fromEntries(query);
}
