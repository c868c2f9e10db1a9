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

/** The schema of the Data API made for visitors (supabase/migrations/*_content.sql); tables are not theirs. */
const API_SCHEMA = 'api';

async function answer<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Calls a function of the visitor's API that changes nothing, with its arguments in the address (a GET, so
 * the answer can be cached like any other); undefined arguments are left out, so the function's defaults
 * apply. Throws when it fails. A plain fetch: no client library loads.
 */
export async function callFunction<T>(
  name: string,
  args: Record<string, string | number | undefined> = {},
  signal?: AbortSignal,
): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  const response = await fetch(`${backendUrl()}/rest/v1/rpc/${name}${search ? `?${search}` : ''}`, {
    headers: { ...anonHeaders(), 'Accept-Profile': API_SCHEMA },
    signal,
  });
  return answer<T>(response, name);
}

/**
 * Calls a function of the visitor's API with its arguments in a POST body: for secrets (a preview token),
 * which an address would leave in logs, and for reads that charge a budget (the search), which PostgREST
 * runs in a writable transaction only for a POST.
 */
export async function postFunction<T>(
  name: string,
  args: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`${backendUrl()}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...anonHeaders(), 'Content-Profile': API_SCHEMA, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal,
  });
  return answer<T>(response, name);
}

/**
 * The version of everything the blog and Labs pages show (api.content_version): one short string that
 * changes when, and only when, something a visitor can see changes (lib/data-page.tsx). undefined when it
 * cannot be read (then nobody can say the page is stale).
 */
export async function contentVersion(): Promise<string | undefined> {
  try {
    return await callFunction<string>('content_version');
  } catch {
    return undefined;
  }
}
