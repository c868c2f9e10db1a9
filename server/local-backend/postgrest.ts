/**
 * The part of PostgREST's URL language the site's data modules use, translated to SQL.
 *
 * Supported: `select` with columns, `*`, aliases and embedded resources (to-one, to-many and many-to-many
 * through a join table, `!hint` and `!inner`); filters eq, neq, gt, gte, lt, lte, like, ilike, match,
 * imatch, in, is, cs, cd, ov (each may be negated with `not.`), also on embedded resources; `order`,
 * `limit`, `offset`; inserts of one object or an array (`columns=`). Anything else is refused with a
 * PostgREST-style 400 that names it, never answered wrongly.
 */
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache.ts';

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

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string }
  | { kind: 'embed'; table: string; alias: string; hint?: string; inner: boolean; items: SelectItem[] };

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw new ApiError(400, 'PGRST100', `"failed to parse select parameter (${text})"`);
  }
  if (depth !== 0) throw new ApiError(400, 'PGRST100', `"failed to parse select parameter (${text})"`);
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseSelect(text: string): SelectItem[] {
  return splitTopLevel(text).map((part): SelectItem => {
    if (part === '*') return { kind: 'star' };
    const open = part.indexOf('(');
    const head = open === -1 ? part : part.slice(0, open);
    if (head.includes('::')) throw unsupported(`casts in select ("${part}")`);
    const [aliasPart, namePart] = head.includes(':') ? head.split(':', 2) : [undefined, head];
    if (namePart === undefined) throw unsupported(`select item "${part}"`);
    if (open === -1) {
      if (namePart.includes('->')) throw unsupported(`JSON paths in select ("${part}")`);
      if (!identifier.test(namePart) || (aliasPart !== undefined && !identifier.test(aliasPart))) {
        throw unsupported(`select item "${part}"`);
      }
      return { kind: 'column', name: namePart, alias: aliasPart ?? namePart };
    }
    if (!part.endsWith(')')) throw unsupported(`select item "${part}"`);
    const [table, ...modifiers] = namePart.split('!');
    if (!table || !identifier.test(table) || (aliasPart !== undefined && !identifier.test(aliasPart))) {
      throw unsupported(`select item "${part}"`);
    }
    const inner = modifiers.includes('inner');
    const hints = modifiers.filter((modifier) => modifier !== 'inner' && modifier !== 'left');
    if (hints.length > 1) throw unsupported(`more than one hint in "${part}"`);
    return {
      kind: 'embed',
      table,
      alias: aliasPart ?? table,
      hint: hints[0],
      inner,
      items: parseSelect(part.slice(open + 1, -1) || '*'),
    };
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
  cs: '@>',
  cd: '<@',
  ov: '&&',
} as const;

export type Filter = {
  /** Embedded resources the filter applies to, outermost first (empty: the main table). */
  path: string[];
  column: string;
  negate: boolean;
  operator: keyof typeof filterOperators | 'in' | 'is';
  value: string;
};

export function parseFilter(key: string, raw: string): Filter {
  const segments = key.split('.');
  const column = segments.pop() as string;
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
    throw unsupported(`the filter operator "${operator}" (in ${key}=${raw})`);
  }
  if (!identifier.test(column) || segments.some((segment) => !identifier.test(segment))) {
    throw unsupported(`the filter "${key}"`);
  }
  return { path: segments, column, negate, operator: operator as Filter['operator'], value };
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

export function requireTable(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

function requireColumn(table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (!type) throw new ApiError(400, '42703', `column ${table.name}.${column} does not exist`);
  return type;
}

type Relationship =
  | { cardinality: 'to-one'; key: ForeignKey }
  | { cardinality: 'to-many'; key: ForeignKey }
  | { cardinality: 'many-to-many'; junction: string; toParent: ForeignKey; toChild: ForeignKey };

function matchesHint(key: ForeignKey, hint: string | undefined): boolean {
  return !hint || key.name === hint || (key.columns.length === 1 && key.columns[0] === hint);
}

/** How `child` hangs off `parent`, found from foreign keys as PostgREST does. */
export function findRelationship(
  schema: SchemaCache,
  parent: string,
  child: string,
  hint?: string,
): Relationship {
  const candidates: Relationship[] = [
    ...schema.foreignKeys
      .filter((key) => key.table === parent && key.refTable === child && matchesHint(key, hint))
      .map((key) => ({ cardinality: 'to-one' as const, key })),
    ...schema.foreignKeys
      .filter((key) => key.table === child && key.refTable === parent && matchesHint(key, hint))
      .map((key) => ({ cardinality: 'to-many' as const, key })),
  ];
  if (candidates.length === 0) {
    for (const toParent of schema.foreignKeys.filter(
      (key) => key.refTable === parent && key.table !== child,
    )) {
      const junction = toParent.table;
      if (hint && hint !== junction) continue;
      for (const toChild of schema.foreignKeys.filter(
        (key) => key.table === junction && key.refTable === child,
      )) {
        candidates.push({ cardinality: 'many-to-many', junction, toParent, toChild });
      }
    }
  }
  if (candidates.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    );
  }
  if (candidates.length > 1) {
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      null,
      `Try changing '${child}' to one of the foreign key names with '${child}!<name>'.`,
    );
  }
  return candidates[0] as Relationship;
}

/** Collects query parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}

function joinOn(
  childAlias: string,
  parentAlias: string,
  childColumns: string[],
  parentColumns: string[],
): string {
  return childColumns
    .map(
      (column, i) =>
        `${childAlias}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(parentColumns[i] as string)}`,
    )
    .join(' and ');
}

function filterCondition(table: TableInfo, alias: string, filter: Filter, params: Params): string {
  const type = requireColumn(table, filter.column);
  const column = `${alias}.${quoteIdent(filter.column)}`;
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

type Scope = { table: TableInfo; alias: string; filters: Filter[] };

export class QueryBuilder {
  private aliasCount = 0;
  private readonly schema: SchemaCache;
  readonly params = new Params();

  constructor(schema: SchemaCache) {
    this.schema = schema;
  }

  nextAlias(): string {
    return `r${this.aliasCount++}`;
  }

  /** Conditions of one level: its own filters, and an `exists` for each `!inner` embed. */
  conditions(scope: Scope, items: SelectItem[]): string[] {
    const own = scope.filters
      .filter((filter) => filter.path.length === 0)
      .map((filter) => filterCondition(scope.table, scope.alias, filter, this.params));
    const inner = items.flatMap((item) => {
      if (item.kind !== 'embed' || !item.inner) return [];
      const { from, where } = this.embedSource(scope, item);
      return [`exists (select 1 from ${from} where ${where.join(' and ')})`];
    });
    return [...own, ...inner];
  }

  /** The columns of one level as `expr as "alias"`, embeds as correlated subqueries. */
  selectList(scope: Scope, items: SelectItem[]): string {
    return items
      .map((item) => {
        if (item.kind === 'star') return `${scope.alias}.*`;
        if (item.kind === 'column') {
          requireColumn(scope.table, item.name);
          return `${scope.alias}.${quoteIdent(item.name)} as ${quoteIdent(item.alias)}`;
        }
        return `${this.embed(scope, item)} as ${quoteIdent(item.alias)}`;
      })
      .join(', ');
  }

  private embedSource(parent: Scope, item: Extract<SelectItem, { kind: 'embed' }>) {
    const table = requireTable(this.schema, item.table);
    const alias = this.nextAlias();
    const relationship = findRelationship(this.schema, parent.table.name, item.table, item.hint);
    const childFilters = parent.filters
      .filter((filter) => filter.path[0] === item.alias || filter.path[0] === item.table)
      .map((filter) => ({ ...filter, path: filter.path.slice(1) }));
    const scope: Scope = { table, alias, filters: childFilters };
    let link: string;
    if (relationship.cardinality === 'to-one') {
      link = joinOn(alias, parent.alias, relationship.key.refColumns, relationship.key.columns);
    } else if (relationship.cardinality === 'to-many') {
      link = joinOn(alias, parent.alias, relationship.key.columns, relationship.key.refColumns);
    } else {
      const junction = this.nextAlias();
      link =
        `exists (select 1 from public.${quoteIdent(relationship.junction)} ${junction} where ` +
        `${joinOn(junction, alias, relationship.toChild.columns, relationship.toChild.refColumns)} and ` +
        `${joinOn(junction, parent.alias, relationship.toParent.columns, relationship.toParent.refColumns)})`;
    }
    return {
      scope,
      relationship,
      from: `public.${quoteIdent(table.name)} ${alias}`,
      where: [link, ...this.conditions(scope, item.items)],
    };
  }

  private embed(parent: Scope, item: Extract<SelectItem, { kind: 'embed' }>): string {
    const { scope, relationship, from, where } = this.embedSource(parent, item);
    const inner = `select ${this.selectList(scope, item.items)} from ${from} where ${where.join(' and ')}`;
    const row = this.nextAlias();
    return relationship.cardinality === 'to-one'
      ? `(select row_to_json(${row}) from (${inner}) ${row})`
      : `(select coalesce(json_agg(${row}), '[]'::json) from (${inner}) ${row})`;
  }

  orderBy(scope: Scope, terms: OrderTerm[]): string {
    return terms
      .map((term) => {
        requireColumn(scope.table, term.column);
        const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
        return `${scope.alias}.${quoteIdent(term.column)} ${term.direction}${nulls}`;
      })
      .join(', ');
  }
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
export function buildRead(schema: SchemaCache, tableName: string, query: URLSearchParams): SqlQuery {
  const table = requireTable(schema, tableName);
  const filters: Filter[] = [];
  for (const [key, value] of query) {
    if (reservedParams.has(key)) continue;
    if (key === 'or' || key === 'and' || key.endsWith('.or') || key.endsWith('.and'))
      throw unsupported(`the "${key}" filter`);
    if (key.endsWith('.order') || key.endsWith('.limit') || key.endsWith('.offset')) {
      throw unsupported(`ordering or limiting an embedded resource ("${key}")`);
    }
    filters.push(parseFilter(key, value));
  }
  if (query.has('columns') || query.has('on_conflict')) throw unsupported('columns/on_conflict on a read');

  const builder = new QueryBuilder(schema);
  const items = parseSelect(query.get('select') ?? '*');
  const scope: Scope = { table, alias: builder.nextAlias(), filters };
  checkEmbeddedFilters(filters, items);
  const columns = builder.selectList(scope, items);
  const where = builder.conditions(scope, items);
  const order = query.get('order');
  const limit = nonNegativeInteger('limit', query.get('limit'));
  const offset = nonNegativeInteger('offset', query.get('offset'));
  const sql =
    `select coalesce(json_agg(_row), '[]'::json) as body from (` +
    `select ${columns} from public.${quoteIdent(table.name)} ${scope.alias}` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    (order ? ` order by ${builder.orderBy(scope, parseOrder(order))}` : '') +
    (limit !== undefined ? ` limit ${limit}` : '') +
    (offset !== undefined ? ` offset ${offset}` : '') +
    `) _row`;
  return { sql, params: builder.params.values };
}

/** A filter on an embedded resource needs that resource in `select`, as in PostgREST. */
function checkEmbeddedFilters(filters: Filter[], items: SelectItem[]): void {
  for (const filter of filters) {
    let level = items;
    for (const segment of filter.path) {
      const embed = level.find(
        (item): item is Extract<SelectItem, { kind: 'embed' }> =>
          item.kind === 'embed' && (item.alias === segment || item.table === segment),
      );
      if (!embed) {
        throw new ApiError(
          400,
          'PGRST108',
          `'${filter.path.join('.')}' is not an embedded resource in this request`,
        );
      }
      level = embed.items;
    }
  }
}

export type InsertOptions = { returning: boolean; select?: string };

/** A POST: one object or an array of objects, only the columns they carry (the others take defaults). */
export function buildInsert(
  schema: SchemaCache,
  tableName: string,
  body: unknown,
  query: URLSearchParams,
  options: InsertOptions,
): SqlQuery {
  const table = requireTable(schema, tableName);
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
  const builder = new QueryBuilder(schema);
  const target = `public.${quoteIdent(table.name)}`;
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${columns.map(quoteIdent).join(', ')}) ` +
        `select ${columns.map(quoteIdent).join(', ')} from json_populate_recordset(null::${target}, ${builder.params.add(JSON.stringify(rows), 'json')})`;
  if (!options.returning) return { sql: insert, params: builder.params.values };

  const items = parseSelect(options.select ?? '*');
  if (items.some((item) => item.kind === 'embed'))
    throw unsupported('embedding in the representation of an insert');
  const scope: Scope = { table, alias: '_inserted', filters: [] };
  return {
    sql: `with _inserted as (${insert} returning *) select coalesce(json_agg(_row), '[]'::json) as body from (select ${builder.selectList(scope, items)} from _inserted) _row`,
    params: builder.params.values,
  };
}
