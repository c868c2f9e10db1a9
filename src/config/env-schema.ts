/**
 * The schema of the site's VITE_ environment variables. vite.config.ts checks the environment against it
 * when the dev server, a build or the tests start, so a malformed value stops everything with a message
 * naming it, and zod stays out of the browser bundle (src/config/env.ts reads the checked values).
 */
import * as z from 'zod/mini';
import { parseSentryDsn } from './sentry-dsn.ts';

// Messages in plain English, so a failed start says what is wrong ("VITE_SITE_URL: Invalid URL").
const optionalUrl = z.optional(
  z.url({ protocol: /^https?$/, error: 'Invalid URL (an http:// or https:// address)' }),
);
const optionalText = z.optional(z.string().check(z.minLength(1, 'must not be empty')));

const envSchema = z.object({
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_SITE_URL: optionalUrl,
  VITE_GA_MEASUREMENT_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')),
  ),
  VITE_SCHEDULING_URL: optionalUrl,
  VITE_SCHEDULING_URL_MVP: optionalUrl,
  VITE_SCHEDULING_URL_MONETIZATION: optionalUrl,
  VITE_SCHEDULING_URL_STRATEGY: optionalUrl,
  VITE_BRAND_NAME: optionalText,
  VITE_BRAND_TAGLINE: optionalText,
  VITE_CONTACT_EMAIL: z.optional(z.email('Invalid email address')),
  VITE_CONTACT_PHONE: optionalText,
  VITE_POSTAL_ADDRESS: optionalText,
  // Free text shown in "How engagements work", e.g. "$5K–$25K"; unset: the proposal names the price.
  VITE_TYPICAL_ENGAGEMENT_RANGE: optionalText,
  VITE_SENTRY_DSN: z.optional(
    z
      .string()
      .check(
        z.refine(
          (dsn) => parseSentryDsn(dsn) !== undefined,
          'must be a Sentry DSN, https://<key>@<host>/<project id> (Project Settings → Client Keys)',
        ),
      ),
  ),
  // Cloudflare Turnstile's site key (public); the leads function holds the secret (TURNSTILE_SECRET_KEY).
  VITE_TURNSTILE_SITE_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as unset, so a blank line in `.env` means "use the default". */
function dropEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
}

const envHelp = 'Invalid environment variables (see .env.example):';

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = z.safeParse(envSchema, dropEmpty(raw));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${envHelp}\n${problems.join('\n')}`);
  }
  const env = result.data;
  if (env.VITE_SUPABASE_URL && !env.VITE_SUPABASE_ANON_KEY) {
    throw new Error(`${envHelp}\n  VITE_SUPABASE_ANON_KEY: required when VITE_SUPABASE_URL is set`);
  }
  return env;
}

/**
 * A build for a hosted project (VITE_SUPABASE_URL set) is meant to be deployed: every canonical link,
 * og:url and sitemap entry needs the real public origin, or they would all name localhost.
 */
export function parseDeployEnv(raw: Record<string, unknown>): Env {
  const env = parseEnv(raw);
  if (!env.VITE_SUPABASE_URL) return env;
  const site = env.VITE_SITE_URL;
  const problem = !site
    ? 'required when VITE_SUPABASE_URL is set (a build for a hosted project is meant to be deployed)'
    : new URL(site).protocol !== 'https:'
      ? 'must be an https:// address for a deployed site'
      : new URL(site).origin !== site.replace(/\/+$/, '')
        ? 'must be an origin only, with no path, query or fragment'
        : undefined;
  if (problem) throw new Error(`${envHelp}\n  VITE_SITE_URL: ${problem}, e.g. https://www.your-domain.com`);
  return env;
}
