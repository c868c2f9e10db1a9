// Supabase Edge Function `send-email`: drains the email outbox through Resend. Invoked by the database
// on every new outbox row and every minute by pg_cron (supabase/hosted/send-email-schedule.sql).
// Secrets: RESEND_API_KEY, EMAIL_FROM, LEADS_NOTIFY_EMAIL, SITE_URL, and LEADS_WEBHOOK_URL for lead alerts
// (see README, "Deploy").
import { createSendEmailHandler } from './handler.ts';
import { secretsReport } from '../_shared/function-secrets.ts';
import { postgrestRpc } from '../_shared/service-rpc.ts';
import { postgrestOutboxStore } from './outbox.ts';
import { resendProvider } from './provider.ts';
import { webhookSender } from './webhook.ts';

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const webhookUrl = Deno.env.get('LEADS_WEBHOOK_URL');

Deno.serve(
  createSendEmailHandler({
    store: postgrestOutboxStore(postgrestRpc(Deno.env.get('SUPABASE_URL') ?? '', serviceKey)),
    provider: resendProvider({ apiKey: Deno.env.get('RESEND_API_KEY') ?? '' }),
    from: Deno.env.get('EMAIL_FROM'),
    studioAddress: Deno.env.get('LEADS_NOTIFY_EMAIL'),
    siteUrl: Deno.env.get('SITE_URL'),
    functionsUrl: `${Deno.env.get('SUPABASE_URL') ?? ''}/functions/v1`,
    ...(webhookUrl && { webhook: webhookSender({ url: webhookUrl }) }),
    supabaseUrl: Deno.env.get('SUPABASE_URL'),
    serviceKey,
    secrets: secretsReport((name) => Deno.env.get(name)),
  }),
);
