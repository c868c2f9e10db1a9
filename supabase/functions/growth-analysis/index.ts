// Supabase Edge Function `growth-analysis`: the diagnostic's AI analysis, with the key kept server-side.
// Secrets: `supabase secrets set OPENAI_API_KEY=... [OPENAI_MODEL=...]` (see README, "Deploy").
// ANALYSIS_DAILY_AI_CAP is optional (default in budget.ts).
import { postgrestRpc } from '../_shared/service-rpc.ts';
import { databaseBudget, dailyCapFrom } from './budget.ts';
import { faultReport, recordArguments } from './store.ts';
import { createGrowthAnalysisHandler } from './handler.ts';

// Functions get the project's URL and service key from the platform; they keep the analysis with its answers.
const rpc = postgrestRpc(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');

Deno.serve(
  createGrowthAnalysisHandler({
    apiKey: Deno.env.get('OPENAI_API_KEY'),
    model: Deno.env.get('OPENAI_MODEL'),
    siteUrl: Deno.env.get('SITE_URL'),
    budget: databaseBudget({
      supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
      serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      aiDailyCap: dailyCapFrom(Deno.env.get('ANALYSIS_DAILY_AI_CAP')),
    }),
    recordAnalysis: async (input) => {
      const [stored] = await rpc<{ analysis: string; offline: boolean; emailed: boolean }[]>(
        'record_growth_analysis',
        recordArguments(input),
      );
      if (!stored) throw new Error('record_growth_analysis returned no row');
      return stored;
    },
    reportFault: async (fault) => {
      await rpc<boolean>('report_ai_fault', faultReport(fault));
    },
  }),
);
