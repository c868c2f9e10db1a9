/**
 * Configuration faults: the provider refusing the studio's setup, not an outage. Each answers the visitor
 * with the rules' analysis like an outage does, but the owner is alerted (once per cause) with the fix.
 */
export const faultCauses = {
  'key-refused': {
    title: 'the OpenAI key was refused',
    fix: 'Create a new secret key in the OpenAI dashboard (API keys) and set it with `npx supabase secrets set OPENAI_API_KEY=sk-...`.',
  },
  'model-not-found': {
    title: 'no model of OPENAI_MODEL can be used',
    fix: 'Run `npm run check:ai` with the function’s secrets in the shell: it lists the models the key can use. Set OPENAI_MODEL to one or more of them (comma-separated, best first), or unset it to use the default list, or allow the models in the OpenAI project’s limits.',
  },
  'no-quota': {
    title: 'the OpenAI account has no quota left',
    fix: 'Add credit or raise the monthly budget in the OpenAI dashboard (Billing, then Limits). Analyses resume by themselves once it has quota.',
  },
  'region-refused': {
    title: 'OpenAI refuses the region the function runs in',
    fix: 'OpenAI serves only some countries and regions: run the functions in a project whose region it supports (Supabase: Project Settings, General), then deploy them there.',
  },
  'access-refused': {
    title: 'the OpenAI key may not use the models or the Responses API',
    fix: 'The key is restricted: in the OpenAI dashboard give it "All" permissions, or at least Models (read) and Model capabilities (write), or create an unrestricted key.',
  },
} as const;

export type FaultCause = keyof typeof faultCauses;

/** An error of the `openai` package (APIError) or of a stream's `error` event: its status and code. */
type ProviderError = { status?: unknown; code?: unknown; error?: { code?: unknown } };

/** The configuration fault a provider error shows, or undefined when it is an outage (or unknown). */
export function faultOf(error: unknown): FaultCause | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, error: body } = error as ProviderError;
  const said = typeof code === 'string' ? code : typeof body?.code === 'string' ? body.code : undefined;
  if (said === 'insufficient_quota') return 'no-quota';
  if (said === 'unsupported_country_region_territory') return 'region-refused';
  if (said === 'model_not_found') return 'model-not-found';
  if (said === 'invalid_api_key' || status === 401) return 'key-refused';
  if (status === 403) return 'access-refused';
  if (status === 404) return 'model-not-found';
  return undefined;
}
