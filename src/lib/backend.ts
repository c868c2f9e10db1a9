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
 * A tiny read that says which version of some rows the database holds: `query` is a PostgREST path such
 * as `labs_mvps?select=slug,updated_at&order=slug`. The answer, normalized, is the version; undefined when
 * it cannot be read (then nobody can say the page is stale). A plain fetch: no client library loads.
 */
export async function readVersion(query: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${backendUrl()}/rest/v1/${query}`, { headers: anonHeaders() });
    if (!response.ok) return undefined;
    return JSON.stringify(await response.json());
  } catch {
    return undefined;
  }
}
