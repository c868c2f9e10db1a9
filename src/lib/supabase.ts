import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { LOCAL_ANON_KEY } from '@/config/local-backend-key';
import type { Database } from '@/types/database.types';

/**
 * With no VITE_SUPABASE_URL the site talks to the local backend that the dev and preview servers mount
 * on their own origin (server/local-backend), so a fresh clone works with no account.
 */
function supabaseUrl(): string {
  if (env.VITE_SUPABASE_URL) return env.VITE_SUPABASE_URL;
  if (typeof window !== 'undefined') return window.location.origin;
  // Prerendering (scripts/build.ts) serves a seeded local backend and names its address here.
  return (globalThis as { __LOCAL_BACKEND_URL__?: string }).__LOCAL_BACKEND_URL__ ?? 'http://localhost:5173';
}

/**
 * One client for the whole site. Visitors never sign in, so no session is stored or refreshed.
 * Only data modules import this file, and only lazily loaded routes import those, so the client's weight
 * stays off pages that need no data.
 */
export const supabase = createClient<Database>(supabaseUrl(), env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
