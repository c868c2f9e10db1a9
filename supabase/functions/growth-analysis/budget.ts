/**
 * The analysis budget, kept in the database (public.take_analysis_budget) so it holds across instances and
 * restarts: a number of analyses per client address per window, and a daily cap on AI calls across all
 * visitors, after which the offline analysis answers.
 */
export type BudgetDecision = 'ai' | 'offline' | 'refused';

/** Charges one valid request to `clientAddress`; `wantsAi` when an AI key is configured. */
export type AnalysisBudget = (clientAddress: string, wantsAi: boolean) => Promise<BudgetDecision>;

export const ANALYSIS_LIMITS = {
  /** Analyses one address may ask for per window. */
  perAddress: 10,
  windowSeconds: 600,
  /** AI calls a day across all visitors when ANALYSIS_DAILY_AI_CAP is unset. */
  aiDailyCap: 200,
} as const;

/** ANALYSIS_DAILY_AI_CAP: a whole number of AI calls a day (0 turns the AI off); unset, the default. */
export function dailyCapFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ANALYSIS_LIMITS.aiDailyCap;
  const cap = Number(value);
  if (!Number.isInteger(cap) || cap < 0)
    throw new Error(`ANALYSIS_DAILY_AI_CAP must be a whole number of calls a day, not "${value}"`);
  return cap;
}

/** The SQL function's arguments for one charge. */
export function budgetArguments(clientAddress: string, wantsAi: boolean, aiDailyCap: number) {
  return {
    client_address: clientAddress,
    per_address: ANALYSIS_LIMITS.perAddress,
    window_seconds: ANALYSIS_LIMITS.windowSeconds,
    ai_daily_cap: wantsAi ? aiDailyCap : null,
  };
}

function isDecision(value: unknown): value is BudgetDecision {
  return value === 'ai' || value === 'offline' || value === 'refused';
}

/** The deployed function's budget: the SQL function through the Data API, with the service role key. */
export function databaseBudget(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  aiDailyCap: number;
}): AnalysisBudget {
  return async (clientAddress, wantsAi) => {
    const response = await fetch(`${options.supabaseUrl}/rest/v1/rpc/take_analysis_budget`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(budgetArguments(clientAddress, wantsAi, options.aiDailyCap)),
    });
    const body: unknown = await response.json();
    if (!response.ok || !isDecision(body))
      throw new Error(`take_analysis_budget answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
}
