import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalFunctions, LOCAL_SERVICE_KEY, type EdgeFunction } from './functions.ts';
import {
  ApiError,
  buildInsert,
  buildRead,
  functionArguments,
  payloadOf,
  quoteIdent,
  representationFor,
  requireTable,
  statusForSqlState,
  unsupported,
} from './postgrest.ts';
import { loadSchemaCache, type RoutineInfo, type SchemaCache, type TableInfo } from './schema-cache.ts';

import { LOCAL_ANON_KEY } from '../../src/config/local-backend-key.ts';

/** LOCAL_SERVICE_KEY runs requests as service_role (bypassing row-level security); tests use it to read what landed. */
export { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY };

type Role = 'anon' | 'service_role';

const MAX_BODY_BYTES = 1024 * 1024;
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, range',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
};

export type BackendResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A function's streamed answer (server-sent events), passed on as it is written instead of `body`. */
  stream?: ReadableStream<Uint8Array>;
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * The role a request runs as. Unlike a hosted project, a request with no key at all is served as `anon`
 * (the least a key can grant), so `curl localhost:5173/rest/v1/...` works while exploring.
 */
function roleFor(headers: Headers, client: Client): Role {
  const bearer = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const key = headers.get('apikey') ?? bearer;
  if (!key || key === LOCAL_ANON_KEY) return 'anon';
  if (key === LOCAL_SERVICE_KEY) {
    // The service key bypasses row-level security: it only opens the backend to this machine.
    if (!isTrustedPeer(client, headers)) {
      throw new ApiError(
        401,
        'PGRST301',
        'The local service key is only accepted from this machine, not through a proxy',
        null,
        'Use the anon key, or call from the loopback address directly.',
      );
    }
    return 'service_role';
  }
  throw new ApiError(
    401,
    'PGRST301',
    'Invalid API key',
    null,
    'Use the local backend keys listed in README.md.',
  );
}

/**
 * Who sent a request. `address` is the socket's remote address; undefined for calls made in-process
 * (tests), which are trusted like the loopback address.
 */
export type Client = { address?: string };

export function isLoopback(address: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

/** Headers a proxy or tunnel adds: the request it passes on came from someone else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * A caller on this machine itself: the loopback address (or in-process), and no forwarding header saying
 * it passes on someone else's request (a tunnel or reverse proxy to the dev server runs on loopback too).
 */
export function isTrustedPeer(client: Client, headers: Headers): boolean {
  const local = client.address === undefined || isLoopback(client.address);
  return local && !FORWARDING_HEADERS.some((name) => headers.has(name));
}

/**
 * The header the platform sets to the client's address (see private.client_address() in the migrations).
 * The local backend plays the platform: it writes the socket's address there, replacing what a remote
 * client sent. A client on this machine (a test, a local proxy) may state an address itself.
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

function vouchedHeaders(request: Request, client: Client): Headers {
  const headers = new Headers(request.headers);
  if (!isTrustedPeer(client, headers) || !headers.get(CLIENT_ADDRESS_HEADER)) {
    headers.delete(CLIENT_ADDRESS_HEADER);
    if (client.address !== undefined) headers.set(CLIENT_ADDRESS_HEADER, client.address);
  }
  return headers;
}

/**
 * What PostgREST sets for each request before its pre-request hook runs, and whether it opens the
 * request's transaction READ ONLY (GET and HEAD, and a POST to a STABLE or IMMUTABLE function).
 */
type RequestContext = { headers: Headers; method: string; path: string; role: Role; readOnly: boolean };

type PgError = { code?: string; message: string; detail?: string; hint?: string };

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as PgError).code === 'string'
  );
}

/**
 * A PostgREST- and Edge-Function-compatible HTTP API over a PGlite database, for development, preview and
 * tests. Every request runs in its own transaction as the role its key names, so row-level security and
 * grants decide exactly as they do on a hosted project.
 */
export class LocalBackend {
  readonly db: PGlite;
  private schema: SchemaCache;
  private functions: Record<string, EdgeFunction> = {};
  /** The pre-request hook and the roles' own settings, as PostgREST reads them from the database. */
  private config: RoleConfig;
  /** Drains the email outbox after every write, as the hosted project's webhook does. */
  private drainSoon: (origin: string) => Promise<void> = () => Promise.resolve();
  /** Queues the digests that are due and sends what is due, as the hosted project's schedules do. */
  private runSchedule: () => Promise<void> = () => Promise.resolve();
  /** The drain started by the last write (tests await it). */
  lastDrain: Promise<void> = Promise.resolve();
  /** PGlite is one connection: requests take turns, so concurrent ones never interleave statements. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(db: PGlite, schema: SchemaCache, config: RoleConfig) {
    this.db = db;
    this.schema = schema;
    this.config = config;
  }

  /** `functions` replaces the Edge Functions (and turns off the email drain) for tests that fake them. */
  static async create(db: PGlite, functions?: Record<string, EdgeFunction>): Promise<LocalBackend> {
    const backend = new LocalBackend(db, await loadSchemaCache(db), await readRoleConfig(db));
    if (functions) backend.functions = functions;
    else backend.deployFunctions();
    return backend;
  }

  /** Function secrets set since the start (setSecrets), over the shell's environment. */
  private secrets: Record<string, string> = {};

  private deployFunctions(): void {
    const local = createLocalFunctions(this, { ...process.env, ...this.secrets });
    this.functions = local.functions;
    this.drainSoon = local.drainSoon;
    this.runSchedule = local.runSchedule;
  }

  /**
   * Sets (a string) or unsets (null) the functions' secrets and starts them afresh with them, as
   * `supabase secrets set` does on a hosted project (POST /_local/secrets, server/local-backend/secrets.ts).
   * The platform's own SUPABASE_SERVICE_ROLE_KEY may be set too: another value plays a key the project no
   * longer accepts. Returns the names set.
   */
  setSecrets(changes: Record<string, string | null>): string[] {
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete this.secrets[name];
      else this.secrets[name] = value;
    }
    this.deployFunctions();
    return Object.keys(this.secrets).sort();
  }

  /** Sends what the outbox holds now (the local stand-in for the hosted webhook); emails link to `origin`. */
  drainOutbox(origin: string): Promise<void> {
    return (this.lastDrain = this.drainSoon(origin));
  }

  /** The local stand-in for the hosted schedules: queues the digests that are due, sends what is due. */
  retryOutbox(): Promise<void> {
    return (this.lastDrain = this.runSchedule());
  }

  /** Re-reads tables, functions, the pre-request hook and role settings, after migrations ran on a live backend. */
  async reloadSchema(): Promise<void> {
    this.schema = await loadSchemaCache(this.db);
    this.config = await readRoleConfig(this.db);
  }

  /**
   * Runs `work` in a transaction as `role`, after every earlier request has finished. With a request
   * context, the transaction is the one PostgREST opens for the request (src/PostgREST/MainTx.hs, mainTx;
   * src/PostgREST/Query/PreQuery.hs, txVarQuery): READ ONLY for a GET, a HEAD or a call to a STABLE or
   * IMMUTABLE function (src/PostgREST/Plan.hs, callReadPlan's txMode), then the role's own settings
   * (`alter role anon set statement_timeout`: PGlite takes the setting but cannot enforce it, so
   * isolated-backend.ts ends a request that holds the database too long), the role, request.jwt.claims,
   * request.method, request.path and request.headers, then the pre-request hook, whose error (a 429, say)
   * ends the request, and only then the request's own statement. So a hook or a function that writes during a read fails here with
   * 25006 (HTTP 405), as on a hosted project.
   */
  asRole<T>(role: Role, work: (tx: Transaction) => Promise<T>, context?: RequestContext): Promise<T> {
    const run = this.queue.then(() =>
      this.db.transaction(async (tx) => {
        if (!context) {
          await tx.exec(`set local role ${role}`);
          return work(tx);
        }
        if (context.readOnly) await tx.exec('set transaction read only');
        const settings = this.config.roleSettings.get(role) ?? [];
        const values: string[] = [];
        const assignments = [
          ...settings,
          ['role', role],
          ['request.jwt.claims', JSON.stringify({ role: context.role })],
          ['request.method', context.method],
          ['request.path', context.path],
          ['request.headers', JSON.stringify(Object.fromEntries(context.headers))],
        ].map(([name, value]) => {
          values.push(name as string, value as string);
          return `set_config($${values.length - 1}, $${values.length}, true)`;
        });
        await tx.query(`select ${assignments.join(', ')}`, values);
        if (this.config.preRequest) await tx.query(`select ${this.config.preRequest}()`);
        return work(tx);
      }),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs `work` in a transaction as the database owner (the local mailbox), in turn like any request. */
  asOwner<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.db.transaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Handles a Fetch API request whose path starts with /rest/v1/ or /functions/v1/. */
  async fetch(original: Request, client: Client = {}): Promise<BackendResponse> {
    const response = await this.callDataApi(original, client);
    // A stored lead (or analysis) may have queued emails: send them now, without delaying the answer (a
    // streamed analysis is stored when its stream ends).
    const url = new URL(original.url);
    if (original.method === 'POST' && response.status < 400 && !url.pathname.endsWith('/send-email')) {
      if (!response.stream) void this.drainOutbox(url.origin);
      else
        response.stream = response.stream.pipeThrough(
          new TransformStream({ flush: () => void this.drainOutbox(url.origin) }),
        );
    }
    return response;
  }

  /**
   * Answers a request as fetch() does, without sending the mail it queued: a function's own call of the
   * Data API (its answer to the visitor starts the drain, with the site's origin for the links).
   */
  callDataApi(original: Request, client: Client = {}): Promise<BackendResponse> {
    const headers = vouchedHeaders(original, client);
    return this.respond(new Request(original, { headers }), headers, client);
  }

  private async respond(request: Request, headers: Headers, client: Client): Promise<BackendResponse> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return { status: 204, headers: corsHeaders, body: '' };
    let role: Role = 'anon';
    try {
      if (url.pathname.startsWith('/functions/v1/')) return await this.callFunction(url, request, client);
      role = roleFor(request.headers, client);
      const table = url.pathname.startsWith('/rest/v1/')
        ? decodedPath(url.pathname.slice('/rest/v1/'.length))
        : '';
      const rpc = /^rpc\/([a-z_][a-z0-9_]*)$/.exec(table)?.[1];
      // PostgREST serves `/<table>` and `/rpc/<function>`, nothing else.
      if (!table || (table.includes('/') && !rpc))
        throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
      const method = request.method;
      const reading = method === 'GET' || method === 'HEAD';
      const schema = this.profile(request.headers.get(reading ? 'accept-profile' : 'content-profile'));
      const context = (readOnly: boolean): RequestContext => ({
        headers,
        method,
        path: `/${table}`,
        role,
        readOnly,
      });
      let answer: BackendResponse;
      if (rpc && (reading || method === 'POST')) {
        const representation = representationFor(request.headers.get('accept'));
        refusePreferences(headers, []);
        const args = reading
          ? functionArguments(url.searchParams)
          : payloadOf(request.headers.get('content-type'), await readBody(request), `${schema}.${rpc}`);
        const routine = this.routine(schema, rpc, reading ? Object.keys(args as object) : undefined);
        answer = await this.callRpc(role, routine, args, context(reading || routine.volatility !== 'v'));
        // A function's one value is one object as much as one JSON value: PostgREST answers it alike.
        if (representation === 'object') answer.headers['Content-Type'] = `${SINGLE_OBJECT}; charset=utf-8`;
      } else if (rpc) {
        throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
      } else {
        const found = requireTable(this.schema, schema, table);
        if (reading) answer = await this.read(role, found, url.searchParams, context(true));
        else if (method === 'POST') {
          const body = payloadOf(request.headers.get('content-type'), await readBody(request));
          answer = await this.insert(role, found, url.searchParams, body, request.headers, context(false));
        } else throw unsupported(`the ${method} method`);
      }
      return method === 'HEAD' ? { ...answer, body: '' } : answer;
    } catch (error) {
      return errorResponse(error, role);
    }
  }

  /** The schema a request names (Accept-Profile for reads, Content-Profile for writes), or the first exposed. */
  private profile(named: string | null): string {
    const { exposed } = this.schema;
    if (named === null) return exposed[0] as string;
    if (!exposed.includes(named)) {
      throw new ApiError(
        406,
        'PGRST106',
        `Invalid schema: ${named}`,
        null,
        `Only the following schemas are exposed: ${exposed.join(', ')}`,
      );
    }
    return named;
  }

  /**
   * Reads of a table. A role with no right on it gets PostgreSQL's refusal (42501) whatever it asks for,
   * as PostgREST runs any well-formed request and PostgreSQL refuses it; only a role that may read the
   * table (the service role, in tests) meets the limits of the local backend's translation.
   */
  private async read(
    role: Role,
    table: TableInfo,
    query: URLSearchParams,
    context: RequestContext,
  ): Promise<BackendResponse> {
    const rows = await this.asRole(
      role,
      async (tx) => {
        await requirePrivilege(tx, table, 'select');
        refusePreferences(context.headers, []);
        const { sql, params } = buildRead(table, query);
        return (await tx.query<{ body: unknown[] }>(sql, params)).rows[0]?.body ?? [];
      },
      context,
    );
    return representationFor(context.headers.get('accept')) === 'object'
      ? singleObject(rows)
      : json(200, rows);
  }

  /** The function a call names in its schema, found as PostgREST finds it (or PGRST202). */
  private routine(schema: string, name: string, argNames: string[] | undefined): RoutineInfo {
    const found = this.schema.schemas.get(schema)?.routines.get(name) ?? [];
    const routine = found.length === 1 ? found[0] : undefined;
    if (!routine || (argNames && argNames.some((arg) => !routine.args.some((known) => known.name === arg)))) {
      const args = argNames?.length ? `(${argNames.join(', ')})` : ' without parameters';
      throw new ApiError(
        404,
        'PGRST202',
        `Could not find the function ${schema}.${name}${args} in the schema cache`,
      );
    }
    return routine;
  }

  /**
   * `/rest/v1/rpc/<name>`: calls a function of the request's schema with named arguments (the query string
   * of a GET or HEAD, the JSON object of a POST), as PostgREST does. Only functions returning one value
   * (JSON, text, a number) are served: every function of the API does.
   */
  private async callRpc(
    role: Role,
    routine: RoutineInfo,
    args: unknown,
    context: RequestContext,
  ): Promise<BackendResponse> {
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      throw new ApiError(400, 'PGRST102', 'The arguments of a function call must be a JSON object');
    const given = Object.entries(args as Record<string, unknown>);
    const types = new Map(routine.args.map((arg) => [arg.name, arg.type]));
    if (given.some(([arg]) => !types.has(arg)))
      this.routine(
        routine.schema,
        routine.name,
        given.map(([arg]) => arg),
      );
    if (routine.returnsSet) throw unsupported('a function returning rows');
    const named = given.map(([arg], i) => `${quoteIdent(arg)} => $${i + 1}::${types.get(arg) ?? 'text'}`);
    const body = await this.asRole(
      role,
      async (tx) => {
        const result = await tx.query<{ body: unknown }>(
          `select to_json(${quoteIdent(routine.schema)}.${quoteIdent(routine.name)}(${named.join(', ')})) as body`,
          given.map(([, value]) =>
            value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
          ),
        );
        return result.rows[0]?.body ?? null;
      },
      context,
    );
    return json(200, body);
  }

  private async insert(
    role: Role,
    table: TableInfo,
    query: URLSearchParams,
    body: unknown,
    headers: Headers,
    context: RequestContext,
  ): Promise<BackendResponse> {
    const single = representationFor(headers.get('accept')) === 'object';
    const prefer = refusePreferences(headers, ['return']);
    const returning = prefer.get('return') === 'representation';
    const rows = await this.asRole(
      role,
      async (tx) => {
        await requirePrivilege(tx, table, 'insert');
        const { sql, params } = buildInsert(table, body, query, {
          returning,
          select: query.get('select') ?? undefined,
        });
        return (await tx.query<{ body: unknown[] }>(sql, params)).rows[0]?.body ?? [];
      },
      context,
    );
    if (!returning) return { status: 201, headers: {}, body: '' };
    if (single) return { ...singleObject(rows), status: 201 };
    return json(201, rows);
  }

  private async callFunction(url: URL, request: Request, client: Client): Promise<BackendResponse> {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const handler = this.functions[name];
    if (!handler)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, corsHeaders);
    roleFor(request.headers, client);
    const response = await handler(request);
    const streamed = response.headers.get('content-type')?.startsWith('text/event-stream') && response.body;
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      ...(streamed ? { body: '', stream: streamed } : { body: await response.text() }),
    };
  }

  /** Connect middleware: serves the backend's paths and passes everything else on. */
  middleware() {
    return backendMiddleware((request, client) => this.fetch(request, client));
  }
}

/** Connect middleware for the backend's paths (`/rest/v1/`, `/functions/v1/`), answered by `handle`. */
export function backendMiddleware(handle: (request: Request, client: Client) => Promise<BackendResponse>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url ?? '/';
    if (!path.startsWith('/rest/v1/') && !path.startsWith('/functions/v1/')) return next();
    void toFetchRequest(req)
      .then((request) => handle(request, { address: req.socket.remoteAddress ?? '' }))
      .catch((error: unknown) => errorResponse(error, 'anon'))
      .then(async (response) => {
        res.writeHead(response.status, response.headers);
        if (response.stream) for await (const chunk of response.stream) res.write(chunk);
        res.end(response.body);
      });
  };
}

/** What PostgREST reads from the database besides its schema cache (src/PostgREST/Config/Database.hs). */
type RoleConfig = {
  /** `pgrst.db_pre_request` from the settings of the role it logs in as (authenticator). */
  preRequest: string | null;
  /** Each role's own settings (`alter role anon set statement_timeout = '1s'`), set for its requests. */
  roleSettings: Map<string, [string, string][]>;
};

async function readRoleConfig(db: PGlite): Promise<RoleConfig> {
  const { rows } = await db.query<{ role: string; setting: string }>(
    `select r.rolname as role, unnest(s.setconfig) as setting from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`,
  );
  const roleSettings = new Map<string, [string, string][]>();
  let preRequest: string | null = null;
  for (const { role, setting } of rows) {
    const equals = setting.indexOf('=');
    const [name, value] = [setting.slice(0, equals), setting.slice(equals + 1)];
    if (role === 'authenticator') {
      if (name === 'pgrst.db_pre_request') preRequest = value;
      continue;
    }
    roleSettings.set(role, [...(roleSettings.get(role) ?? []), [name, value]]);
  }
  if (preRequest && !/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(preRequest))
    throw new Error(`The pre-request hook ${preRequest} is not a schema-qualified function name`);
  return { preRequest, roleSettings };
}

function singleObject(rows: unknown[]): BackendResponse {
  if (rows.length !== 1) {
    return json(406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: `The result contains ${rows.length} rows`,
      hint: null,
    });
  }
  return json(200, rows[0]);
}

/**
 * The preferences a request states. PostgREST ignores those it does not know (unless handling=strict);
 * the local backend serves `return` on inserts and ignores `handling`, and names any other it would have to
 * act on (a count, say) rather than answer without it.
 */
function refusePreferences(headers: Headers, served: string[]): Map<string, string> {
  const preferences = new Map<string, string>();
  for (const token of (headers.get('prefer') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = token.split('=');
    if (name === 'handling') continue;
    if (!served.includes(name)) throw unsupported(`the preference "${token}"`);
    preferences.set(name, value);
  }
  return preferences;
}

/** PostgreSQL's refusal, before the local backend translates anything: what PostgREST answers too. */
async function requirePrivilege(tx: Transaction, table: TableInfo, privilege: 'select' | 'insert') {
  const name = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const { rows } = await tx.query<{ allowed: boolean }>(
    `select has_table_privilege($1, $2) or has_any_column_privilege($1, $2) as allowed`,
    [name, privilege],
  );
  if (!rows[0]?.allowed)
    throw Object.assign(new Error(`permission denied for table ${table.name}`), { code: '42501' });
}

async function readBody(request: Request): Promise<string> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new ApiError(413, 'PGRST413', 'Payload too large: the local backend accepts at most 1 MB');
  }
  return text;
}

function errorResponse(error: unknown, role: Role): BackendResponse {
  if (error instanceof ApiError) return json(error.status, error.toJSON());
  if (isPgError(error)) {
    const code = error.code as string;
    return json(statusForSqlState(code, error.message, role !== 'anon'), {
      code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  console.error('Local backend failure:', error);
  return json(500, {
    code: 'LOCAL500',
    message: error instanceof Error ? error.message : String(error),
    details: null,
    hint: null,
  });
}

/** A path segment decoded; '' (an invalid path) when its escapes are malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/** A Node request's headers as the Fetch API has them. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new ApiError(413, 'PGRST413', 'Payload too large: the local backend accepts at most 1 MB');
    chunks.push(chunk as Buffer);
  }
  const headers = headersOf(req);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}
