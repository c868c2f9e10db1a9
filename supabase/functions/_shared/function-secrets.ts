/**
 * The secrets the Edge Functions read (README, "Deploy", step 2), by name. A project's secrets are shared
 * by all its functions, so one of them (send-email, for the service role) reports which are set, never
 * their values: `npm run doctor` reads it.
 */
export const functionSecrets = {
  /** Without one of these, something the site promises fails (mail, links in it, the AI analysis). */
  required: ['SITE_URL', 'RESEND_API_KEY', 'EMAIL_FROM', 'LEADS_NOTIFY_EMAIL', 'OPENAI_API_KEY'],
  optional: [
    'TURNSTILE_SECRET_KEY',
    'LEADS_WEBHOOK_URL',
    'OPENAI_MODEL',
    'OPENAI_BASE_URL',
    'ANALYSIS_DAILY_AI_CAP',
  ],
} as const;

export type SecretsReport = {
  /** Each secret's name, and whether it holds a value. */
  secrets: Record<string, boolean>;
  /** The domain EMAIL_FROM sends from (no secret: every mail shows it), or null. */
  senderDomain: string | null;
};

export function secretsReport(get: (name: string) => string | undefined): SecretsReport {
  const names = [...functionSecrets.required, ...functionSecrets.optional];
  const from = get('EMAIL_FROM') ?? '';
  return {
    secrets: Object.fromEntries(names.map((name) => [name, Boolean(get(name)?.trim())])),
    senderDomain: /@([^\s>@]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? null,
  };
}
