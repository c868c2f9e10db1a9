import { faultCauses, type FaultCause } from './faults.ts';
import type { RecordInput } from './handler.ts';

/**
 * The arguments of public.record_growth_analysis and public.report_ai_fault, the same for the deployed
 * function (PostgREST) and the local backend (SQL).
 */
export function recordArguments(input: RecordInput) {
  return {
    p_request_id: input.requestId,
    p_answers: input.answers,
    p_analysis: input.analysis,
    p_offline: input.offline,
    p_model: input.model ?? null,
    p_reason: input.reason ?? null,
    p_scorecard: input.scorecard ?? null,
  };
}

export function faultReport({ cause, detail }: { cause: FaultCause; detail: string }) {
  return {
    p_cause: cause,
    p_title: faultCauses[cause].title,
    p_detail: detail,
    p_fix: faultCauses[cause].fix,
  };
}
