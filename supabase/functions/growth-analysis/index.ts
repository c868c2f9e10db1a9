// Supabase Edge Function `growth-analysis`: the diagnostic's AI analysis, with the key kept server-side.
// Secrets: `supabase secrets set OPENAI_API_KEY=... [OPENAI_MODEL=...]` (see README, "Deploy").
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the platform; ANALYSIS_DAILY_AI_CAP is optional.
import { databaseBudget, dailyCapFrom } from './budget.ts';
import { createGrowthAnalysisHandler } from './handler.ts';

Deno.serve(
  createGrowthAnalysisHandler({
    apiKey: Deno.env.get('OPENAI_API_KEY'),
    model: Deno.env.get('OPENAI_MODEL'),
    budget: databaseBudget({
      supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
      serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      aiDailyCap: dailyCapFrom(Deno.env.get('ANALYSIS_DAILY_AI_CAP')),
    }),
  }),
);
