import { createGrowthAnalysisHandler } from '../../supabase/functions/growth-analysis/handler.ts';

/**
 * Edge Functions the local backend serves at /functions/v1/<name>, keyed by name. Each is the same
 * handler the deployed function runs (supabase/functions/<name>/), so the site behaves alike locally.
 */
export type EdgeFunction = (request: Request) => Promise<Response>;

export const localFunctions: Record<string, EdgeFunction> = {
  // With no OPENAI_API_KEY in the environment the analysis is the offline one (see the handler).
  'growth-analysis': createGrowthAnalysisHandler({
    apiKey: process.env.OPENAI_API_KEY,
    model: process.env.OPENAI_MODEL,
  }),
};
