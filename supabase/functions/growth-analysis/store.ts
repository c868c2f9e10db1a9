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
    p_model_shutdowns:
      input.modelShutdowns?.map(({ model, shutdownDate }) => ({ model, shutdown_date: shutdownDate })) ??
      null,
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

/** The same two calls as SQL, for the local backend (and the database tests) that reach PGlite directly. */
export function recordQuery(input: RecordInput) {
  const args = recordArguments(input);
  return {
    text: 'select * from public.record_growth_analysis($1, $2, $3, $4, $5, $6, $7, $8)',
    params: [
      args.p_request_id,
      JSON.stringify(args.p_answers),
      args.p_analysis,
      args.p_offline,
      args.p_model,
      args.p_reason,
      args.p_scorecard && JSON.stringify(args.p_scorecard),
      args.p_model_shutdowns && JSON.stringify(args.p_model_shutdowns),
    ],
  };
}

export function faultQuery(fault: { cause: FaultCause; detail: string }) {
  const args = faultReport(fault);
  return {
    text: 'select public.report_ai_fault($1, $2, $3, $4) as alerted',
    params: [args.p_cause, args.p_title, args.p_detail, args.p_fix],
  };
}
