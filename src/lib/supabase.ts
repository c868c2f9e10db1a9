import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database.types';
import { anonHeaders, backendUrl } from './backend';

const rest = new PostgrestClient<Database>(`${backendUrl()}/rest/v1`, { headers: anonHeaders() });

/**
 * The Edge Functions client a visitor uses (the newsletter's links), and a PostgREST client that nothing
 * calls any more: reads go through the API's functions with a plain fetch (lib/backend.ts), leads to the
 * leads function (lib/leads.ts).
 * Visitors never sign in, subscribe or upload, so auth, realtime and storage (most of supabase-js's
 * weight) are not shipped (docs/decisions/0009-postgrest-and-functions-clients.md). Only data modules
 * import this file, and lazily, so no page pays for it before it reads or writes.
 */
export const supabase = {
  from: rest.from.bind(rest) as typeof rest.from,
  functions: new FunctionsClient(`${backendUrl()}/functions/v1`, { headers: anonHeaders() }),
};
