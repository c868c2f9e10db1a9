// Supabase Edge Function `leads`: every lead form's front door (docs/product/forms.md, "The front door").
// Secrets: SITE_URL (the site's https origin, where native posts are redirected); optional
// TURNSTILE_SECRET_KEY (turns on the bot challenge). The owner's alert when leads cannot be stored uses the
// mail secrets send-email has (RESEND_API_KEY, EMAIL_FROM, LEADS_NOTIFY_EMAIL) and LEADS_WEBHOOK_URL.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are the platform's.
import { resendProvider } from '../send-email/provider.ts';
import { brandOf } from '../send-email/templates.ts';
import { webhookSender } from '../send-email/webhook.ts';
import { createLeadsHandler } from './handler.ts';
import { ownerAlert } from './owner-alert.ts';
import { postgrestLeadStore } from './store.ts';
import { turnstileVerifier } from './turnstile.ts';

const env = (name: string) => Deno.env.get(name) ?? '';
const siteUrl = env('SITE_URL');
if (!siteUrl)
  console.error('leads: SITE_URL is not set; a form posted without scripts cannot be sent back to the site');
const turnstileSecret = env('TURNSTILE_SECRET_KEY');
const [resendKey, from, studio, webhookUrl] = [
  env('RESEND_API_KEY'),
  env('EMAIL_FROM'),
  env('LEADS_NOTIFY_EMAIL'),
  env('LEADS_WEBHOOK_URL'),
];

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

Deno.serve(
  createLeadsHandler({
    store: postgrestLeadStore(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY')),
    siteUrl,
    verifyChallenge: turnstileSecret ? turnstileVerifier(turnstileSecret) : undefined,
    alertOwner: ownerAlert({
      ...(resendKey &&
        from &&
        studio && {
          mail: {
            provider: resendProvider({ apiKey: resendKey }),
            from,
            to: studio,
            context: { brand: brandOf(from), siteUrl, studioAddress: studio },
          },
        }),
      ...(webhookUrl && { webhook: webhookSender({ url: webhookUrl }) }),
    }),
    inBackground: (work) => (typeof EdgeRuntime === 'undefined' ? undefined : EdgeRuntime.waitUntil(work)),
  }),
);
