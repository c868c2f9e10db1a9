// Supabase Edge Function `leads`: every lead form's front door (docs/product/forms.md, "The front door").
// Secrets: SITE_URL (the site's https origin, where native posts are redirected); optional
// TURNSTILE_SECRET_KEY (turns on the bot challenge). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are the
// platform's.
import { createLeadsHandler } from './handler.ts';
import { postgrestLeadStore } from './store.ts';
import { turnstileVerifier } from './turnstile.ts';

const siteUrl = Deno.env.get('SITE_URL') ?? '';
if (!siteUrl)
  console.error('leads: SITE_URL is not set; a form posted without scripts cannot be sent back to the site');
const turnstileSecret = Deno.env.get('TURNSTILE_SECRET_KEY');

Deno.serve(
  createLeadsHandler({
    store: postgrestLeadStore(
      Deno.env.get('SUPABASE_URL') ?? '',
      Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    ),
    siteUrl,
    verifyChallenge: turnstileSecret ? turnstileVerifier(turnstileSecret) : undefined,
  }),
);
