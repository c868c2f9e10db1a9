import { LeadRefused, type LeadStore, type StoreOutcome } from './handler.ts';

/** The arguments of public.take_lead for one lead. */
export function takeLeadArguments(lead: Parameters<LeadStore>[0]) {
  return {
    p_table: lead.table,
    p_request_id: lead.requestId,
    p_row: lead.row,
    p_client_address: lead.clientAddress,
    p_challenge: lead.challenge,
  };
}

/**
 * The deployed function's way in: public.take_lead through the Data API with the service role key. A 4xx
 * from PostgREST is the database refusing the lead (a constraint); anything else is a failure to retry.
 */
export function postgrestLeadStore(
  supabaseUrl: string,
  serviceKey: string,
  fetcher: typeof fetch = fetch,
): LeadStore {
  return async (lead) => {
    const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/take_lead`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(takeLeadArguments(lead)),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      throw new LeadRefused(`take_lead answered ${response.status}: ${text}`);
    if (!response.ok) throw new Error(`take_lead answered ${response.status}: ${text}`);
    return JSON.parse(text) as StoreOutcome;
  };
}
