// Supabase Edge Function `growth-analysis`: the diagnostic's AI analysis, with the key kept server-side.
// Secrets: `supabase secrets set OPENAI_API_KEY=... [OPENAI_MODEL=...]` (see README, "Deploy").
import { createGrowthAnalysisHandler } from './handler.ts';

Deno.serve(
  createGrowthAnalysisHandler({
    apiKey: Deno.env.get('OPENAI_API_KEY'),
    model: Deno.env.get('OPENAI_MODEL'),
  }),
);
