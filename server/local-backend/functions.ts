/**
 * Edge Functions the local backend serves at /functions/v1/<name>, keyed by name. Each is the same
 * handler the deployed function runs (supabase/functions/<name>/), so the site behaves alike locally.
 */
export type EdgeFunction = (request: Request) => Promise<Response>;

export const localFunctions: Record<string, EdgeFunction> = {};
