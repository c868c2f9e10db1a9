import type { PGlite } from '@electric-sql/pglite';
import {
  budgetArguments,
  dailyCapFrom,
  type AnalysisBudget,
  type BudgetDecision,
} from '../../supabase/functions/growth-analysis/budget.ts';
import { createGrowthAnalysisHandler } from '../../supabase/functions/growth-analysis/handler.ts';

/**
 * Edge Functions the local backend serves at /functions/v1/<name>, keyed by name. Each is the same
 * handler the deployed function runs (supabase/functions/<name>/), so the site behaves alike locally.
 */
export type EdgeFunction = (request: Request) => Promise<Response>;

/** The analysis budget through the same SQL function the deployed one calls, run as service_role. */
export function localAnalysisBudget(db: PGlite, aiDailyCap: number): AnalysisBudget {
  return (clientAddress, wantsAi) => {
    const args = budgetArguments(clientAddress, wantsAi, aiDailyCap);
    return db.transaction(async (tx) => {
      await tx.exec('set local role service_role');
      const { rows } = await tx.query<{ decision: BudgetDecision }>(
        'select public.take_analysis_budget($1, $2, $3, $4) as decision',
        [args.client_address, args.per_address, args.window_seconds, args.ai_daily_cap],
      );
      return rows[0]!.decision;
    });
  };
}

export function localFunctions(db: PGlite): Record<string, EdgeFunction> {
  return {
    // With no OPENAI_API_KEY in the environment the analysis is the offline one (see the handler).
    'growth-analysis': createGrowthAnalysisHandler({
      apiKey: process.env.OPENAI_API_KEY,
      model: process.env.OPENAI_MODEL,
      budget: localAnalysisBudget(db, dailyCapFrom(process.env.ANALYSIS_DAILY_AI_CAP)),
    }),
  };
}
