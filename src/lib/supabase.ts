import { FunctionsClient } from '@supabase/functions-js';
import { anonHeaders, backendUrl } from './backend';

/**
 * The Edge Functions client a visitor uses (the newsletter's links). Reads go through the API's functions
 * with a plain fetch (lib/backend.ts) and leads to the leads function (lib/leads.ts). Visitors never sign
 * in, subscribe or upload, so nothing else of supabase-js is shipped (docs/decisions/0009). Only data
 * modules import this file, and lazily, so no page pays for it before it needs it.
 */
export const supabase = {
  functions: new FunctionsClient(`${backendUrl()}/functions/v1`, { headers: anonHeaders() }),
};
