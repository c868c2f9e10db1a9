import { env } from '@/config/env';
import { LOCAL_ANON_KEY } from '@/config/local-backend-key';

/**
 * Where the backend answers. With no VITE_SUPABASE_URL the site talks to the local backend that the dev
 * and preview servers mount on their own origin (server/local-backend), so a fresh clone works with no
 * account. Kept apart from the database client so a version read (below) costs no library.
 */
export function backendUrl(): string {
  if (env.VITE_SUPABASE_URL) return env.VITE_SUPABASE_URL.replace(/\/+$/, '');
  if (typeof window !== 'undefined') return window.location.origin;
  // Prerendering (scripts/build.ts) serves a seeded local backend and names its address here.
  return (globalThis as { __LOCAL_BACKEND_URL__?: string }).__LOCAL_BACKEND_URL__ ?? 'http://localhost:5173';
}

/** The anonymous key every request carries, as Supabase's clients send it. */
export function anonHeaders(): Record<string, string> {
  const key = env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;
  return { apikey: key, Authorization: `Bearer ${key}` };
}

/**
 * A GET of the backend's REST API (`path` such as `rpc/blog_search?search=x` or `blog_tags?select=name`),
 * answered as JSON; throws when it fails. A plain fetch: no client library loads.
 */
export async function backendGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${backendUrl()}/rest/v1/${path}`, { headers: anonHeaders(), signal });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Calls a database function that changes nothing, with its arguments in the address (so the answer can be
 * cached like any GET); undefined arguments are left out, so the function's defaults apply.
 */
export function callFunction<T>(
  name: string,
  args: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return backendGet<T>(`rpc/${name}${search ? `?${search}` : ''}`, signal);
}

/**
 * A tiny read that says which version of some rows the database holds: `query` is a PostgREST path such
 * as `labs_mvps?select=slug,updated_at&order=slug`. The answer, normalized, is the version; undefined when
 * it cannot be read (then nobody can say the page is stale).
 */
export async function readVersion(query: string): Promise<string | undefined> {
  try {
    return JSON.stringify(await backendGet<unknown>(query));
  } catch {
    return undefined;
  }
}
