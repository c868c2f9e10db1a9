import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalFunctions, LOCAL_SERVICE_KEY, type EdgeFunction } from './functions.ts';
import { ApiError, buildInsert, buildRead, unsupported } from './postgrest.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

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
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export type BackendResponse = { status: number; headers: Record<string, string>; body: string };

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
function roleFor(headers: Headers): Role {
  const bearer = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const key = headers.get('apikey') ?? bearer;
  if (!key || key === LOCAL_ANON_KEY) return 'anon';
  if (key === LOCAL_SERVICE_KEY) return 'service_role';
  throw new ApiError(
    401,
    'PGRST301',
    'Invalid API key',
    null,
    'Use the local backend keys listed in README.md.',
  );
}

type PgError = { code?: string; message: string; detail?: string; hint?: string };

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as PgError).code === 'string'
  );
}

/** PostgREST's mapping of PostgreSQL error codes to HTTP statuses, for the codes the site can meet. */
function statusForPgError(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01') return 404;
  if (code === '57014') return 500;
  return 400;
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
  /** Drains the email outbox after every write, as the hosted project's webhook does. */
  private drainSoon: (origin: string) => Promise<void> = () => Promise.resolve();
  /** The drain started by the last write (tests await it). */
  lastDrain: Promise<void> = Promise.resolve();
  /** PGlite is one connection: requests take turns, so concurrent ones never interleave statements. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(db: PGlite, schema: SchemaCache) {
    this.db = db;
    this.schema = schema;
  }

  /** `functions` replaces the Edge Functions (and turns off the email drain) for tests that fake them. */
  static async create(db: PGlite, functions?: Record<string, EdgeFunction>): Promise<LocalBackend> {
    const backend = new LocalBackend(db, await loadSchemaCache(db));
    if (functions) backend.functions = functions;
    else {
      const local = createLocalFunctions(backend);
      backend.functions = local.functions;
      backend.drainSoon = local.drainSoon;
    }
    return backend;
  }

  /** The origin of the last write: emails link to the site the visitor used. */
  private origin: string | undefined;

  /** Sends what the outbox holds now (the local stand-in for the hosted webhook). */
  drainOutbox(origin: string): Promise<void> {
    this.origin = origin;
    return (this.lastDrain = this.drainSoon(origin));
  }

  /** The local stand-in for the hosted schedule: retries what is due, once anything was written. */
  retryOutbox(): Promise<void> {
    return this.origin ? this.drainOutbox(this.origin) : Promise.resolve();
  }

  /** Re-reads tables and foreign keys, after migrations ran on a live backend. */
  async reloadSchema(): Promise<void> {
    this.schema = await loadSchemaCache(this.db);
  }

  /** Runs `work` in a transaction as `role`, after every earlier request has finished. */
  asRole<T>(role: Role, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(() =>
      this.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}; set local statement_timeout = '10s';`);
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
  async fetch(request: Request): Promise<BackendResponse> {
    const response = await this.respond(request);
    // A stored lead (or analysis) may have queued emails: send them now, without delaying the answer.
    const url = new URL(request.url);
    if (request.method === 'POST' && response.status < 300 && !url.pathname.endsWith('/send-email'))
      void this.drainOutbox(url.origin);
    return response;
  }

  private async respond(request: Request): Promise<BackendResponse> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return { status: 204, headers: corsHeaders, body: '' };
    let role: Role = 'anon';
    try {
      if (url.pathname.startsWith('/functions/v1/')) return await this.callFunction(url, request);
      role = roleFor(request.headers);
      if (!url.pathname.startsWith('/rest/v1/'))
        throw new ApiError(404, 'PGRST125', `Invalid path ${url.pathname}`);
      const table = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
      if (!table || table.includes('/')) throw unsupported(`the path ${url.pathname}`);
      if (table.startsWith('rpc')) throw unsupported('rpc');
      const accept = request.headers.get('accept') ?? '';
      if (accept && !/application\/json|\*\/\*|vnd\.pgrst\.object\+json/.test(accept)) {
        throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`);
      }
      const prefer = parsePrefer(request.headers.get('prefer'));
      if (request.method === 'GET')
        return await this.read(role, table, url.searchParams, accept.includes(SINGLE_OBJECT));
      if (request.method === 'POST') {
        const body = await readJson(request);
        return await this.insert(role, table, url.searchParams, body, prefer, accept.includes(SINGLE_OBJECT));
      }
      throw unsupported(`the ${request.method} method`);
    } catch (error) {
      return errorResponse(error, role);
    }
  }

  private async read(
    role: Role,
    table: string,
    query: URLSearchParams,
    single: boolean,
  ): Promise<BackendResponse> {
    const { sql, params } = buildRead(this.schema, table, query);
    const rows = await this.asRole(
      role,
      async (tx) => (await tx.query<{ body: unknown[] }>(sql, params)).rows[0]?.body ?? [],
    );
    return single ? singleObject(rows) : json(200, rows);
  }

  private async insert(
    role: Role,
    table: string,
    query: URLSearchParams,
    body: unknown,
    prefer: Map<string, string>,
    single: boolean,
  ): Promise<BackendResponse> {
    const returning = prefer.get('return') === 'representation';
    const { sql, params } = buildInsert(this.schema, table, body, query, {
      returning,
      select: query.get('select') ?? undefined,
    });
    const rows = await this.asRole(
      role,
      async (tx) => (await tx.query<{ body: unknown[] }>(sql, params)).rows[0]?.body ?? [],
    );
    if (!returning) return { status: 201, headers: {}, body: '' };
    if (single) return { ...singleObject(rows), status: 201 };
    return json(201, rows);
  }

  private async callFunction(url: URL, request: Request): Promise<BackendResponse> {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const handler = this.functions[name];
    if (!handler)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, corsHeaders);
    roleFor(request.headers);
    const response = await handler(request);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  }

  /** Connect middleware: serves the backend's paths and passes everything else on. */
  middleware() {
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const path = req.url ?? '/';
      if (!path.startsWith('/rest/v1/') && !path.startsWith('/functions/v1/')) return next();
      void toFetchRequest(req)
        .then((request) => this.fetch(request))
        .catch((error: unknown) => errorResponse(error, 'anon'))
        .then((response) => {
          res.writeHead(response.status, response.headers);
          res.end(response.body);
        });
    };
  }
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

const supportedPreferences: Record<string, string[]> = {
  return: ['minimal', 'representation'],
  // What supabase-js may add on its own and PostgREST accepts as a no-op here.
  handling: ['lenient', 'strict'],
};

function parsePrefer(header: string | null): Map<string, string> {
  const preferences = new Map<string, string>();
  for (const token of (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = token.split('=');
    const allowed = supportedPreferences[name];
    if (!allowed || !allowed.includes(value)) throw unsupported(`the preference "${token}"`);
    preferences.set(name, value);
  }
  return preferences;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new ApiError(413, 'PGRST413', 'Payload too large: the local backend accepts at most 1 MB');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function errorResponse(error: unknown, role: Role): BackendResponse {
  if (error instanceof ApiError) return json(error.status, error.toJSON());
  if (isPgError(error)) {
    const code = error.code as string;
    return json(statusForPgError(code, role), {
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

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new ApiError(413, 'PGRST413', 'Payload too large: the local backend accepts at most 1 MB');
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}
