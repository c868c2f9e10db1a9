// Supabase Edge Function `newsletter`: the confirmation and unsubscribe links of newsletter mail, and the
// one-click unsubscribe of RFC 8058. Deployed with verify_jwt = false (supabase/config.toml): mail clients
// post without a key. The secrets in the links are the only authority; the SQL functions check them.
import { postgrestRpc } from '../_shared/service-rpc.ts';
import type { ConfirmResult, UnsubscribeResult } from '../_shared/site-links.ts';
import { createNewsletterHandler } from './handler.ts';

const rpc = postgrestRpc(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');

Deno.serve(
  createNewsletterHandler({
    store: {
      confirm: (token) => rpc<ConfirmResult>('confirm_newsletter_subscription', { p_token: token }),
      unsubscribe: (token) => rpc<UnsubscribeResult>('unsubscribe_newsletter', { p_token: token }),
    },
  }),
);
