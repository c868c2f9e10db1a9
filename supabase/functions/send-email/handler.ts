import { jsonResponse } from '../_shared/cors.ts';
import type { SecretsReport } from '../_shared/function-secrets.ts';
import type { LeadWebhookPayload, OutboxStore } from './outbox.ts';
import type { MailProvider } from './provider.ts';
import { brandOf, composeMail, headerText } from './templates.ts';
import { dashboardLink, faultAlert, leadAlert, type WebhookSender } from './webhook.ts';

export type DrainOptions = {
  store: OutboxStore;
  provider: MailProvider;
  /** EMAIL_FROM, e.g. `Foundercraft <hello@your-domain.com>` (a sender the provider has verified). */
  from?: string;
  /** LEADS_NOTIFY_EMAIL: the studio's inbox for lead notifications, and where visitors' replies go. */
  studioAddress?: string;
  /** SITE_URL: the public origin the emails link to. */
  siteUrl?: string;
  /** `<SUPABASE_URL>/functions/v1`: where the one-click unsubscribe of newsletter mail posts. */
  functionsUrl?: string;
  /** Messages claimed per round; a run keeps claiming until the outbox has nothing due (at most `rounds`). */
  batchSize?: number;
  rounds?: number;
  /** How long a claim holds a message before another run may take it (longer than one send can take). */
  leaseSeconds?: number;
  /** LEADS_WEBHOOK_URL's sender: each new lead is posted there too. Unset: no lead is queued for it. */
  webhook?: WebhookSender;
  /** SUPABASE_URL: a hosted project's alert links to the lead's row in the dashboard. */
  supabaseUrl?: string;
};

export type DrainSummary = { claimed: number; sent: number; retrying: number; failed: number };

/** How long messages wait for a gap in the sending setup to be fixed before they are tried again. */
export const SETUP_RETRY_SECONDS = 300;

/**
 * The wait before retry `attempt + 1` when the provider names none: one minute, doubling, at most an hour.
 * What bounds the retries is time (private.mail_settings.retry_for, two days), not their number.
 */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600);

/**
 * Sends what is due in the outbox. Each message is claimed (row lock, lease), composed from its lead,
 * handed to the provider with the outbox id as idempotency key, then marked sent, or failed with the
 * provider's error: retried with backoff (or after the provider's Retry-After), or given up when the
 * error is permanent or the retry window is over. A 429 pauses the run: the provider's limits are the
 * account's, so the other messages wait (their attempt given back) rather than spend more requests.
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainSummary> {
  const summary: DrainSummary = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const { store, provider, batchSize = 10, rounds = 5, leaseSeconds = 120 } = options;
  const siteUrl = options.siteUrl?.replace(/\/+$/, '');
  const missing = [
    ...(provider.missing ?? []),
    !options.from && 'EMAIL_FROM',
    !options.studioAddress && 'LEADS_NOTIFY_EMAIL',
    !siteUrl && 'SITE_URL',
  ].filter(Boolean);
  // A gap in the sending setup (a secret not set, the provider refusing the key or the sender's domain) is
  // not the messages' fault: they wait without spending an attempt, and this run tries nothing more.
  let setupGap = missing.length ? `Not configured: set ${missing.join(', ')}` : undefined;
  // Set once the provider answers 429: the rest of the run waits as long as it asked.
  let slowDown: { error: string; seconds: number } | undefined;
  // The database queues lead alerts only while there is somewhere to post them.
  await store.setLeadWebhook(Boolean(options.webhook));

  for (let round = 0; round < rounds; round += 1) {
    const messages = await store.claim(batchSize, leaseSeconds);
    summary.claimed += messages.length;
    for (const message of messages) {
      const record = async (error: string, permanent: boolean, retryAfterSeconds?: number) => {
        const status = await store.fail(
          message.id,
          message.claim_token,
          error,
          retryAfterSeconds ?? retryDelaySeconds(message.attempts),
          permanent,
        );
        if (status === 'failed') summary.failed += 1;
        else if (status === 'pending') summary.retrying += 1;
        console.error(`send-email: ${message.template} ${message.id} attempt ${message.attempts}: ${error}`);
      };
      const wait = async (error: string, seconds = SETUP_RETRY_SECONDS) => {
        const status = await store.defer(message.id, message.claim_token, error, seconds);
        if (status === 'pending') summary.retrying += 1;
        console.error(`send-email: ${message.template} ${message.id} waits ${seconds} s: ${error}`);
      };
      // A webhook post (a lead alert, an AI fault) is no mail: the mail setup and pace do not hold it back.
      if (message.audience === 'webhook') {
        if (!options.webhook) {
          await record('LEADS_WEBHOOK_URL is no longer set', true);
          continue;
        }
        const posted = await options.webhook.post(
          message.template === 'ai-fault-webhook'
            ? faultAlert(message.payload)
            : leadAlert(
                message.payload as LeadWebhookPayload,
                dashboardLink(options.supabaseUrl, message.payload as LeadWebhookPayload),
              ),
          message.id,
        );
        if (!posted.ok) await record(posted.error, posted.permanent, posted.retryAfterSeconds);
        else if (await store.complete(message.id, message.claim_token, posted.id)) summary.sent += 1;
        continue;
      }
      if (setupGap) {
        await wait(setupGap);
        continue;
      }
      if (slowDown) {
        await wait(slowDown.error, slowDown.seconds);
        continue;
      }
      let mail;
      try {
        mail = composeMail(message, {
          brand: brandOf(options.from!),
          siteUrl: siteUrl!,
          studioAddress: options.studioAddress!,
          functionsUrl: options.functionsUrl?.replace(/\/+$/, ''),
        });
      } catch (error) {
        await record(`Could not compose: ${String(error)}`, true);
        continue;
      }
      const studio = message.audience === 'studio';
      const result = await provider.send(
        {
          from: headerText(options.from!),
          to: studio ? options.studioAddress! : message.recipient!,
          // The studio answers the visitor with Reply; the visitor's reply reaches the studio.
          replyTo: studio ? (message.reply_to ?? undefined) : options.studioAddress,
          ...mail,
        },
        message.id,
      );
      if (result.ok) {
        if (await store.complete(message.id, message.claim_token, result.id)) summary.sent += 1;
      } else if (result.setup) {
        setupGap = result.error;
        await wait(result.error);
      } else {
        await record(result.error, result.permanent, result.retryAfterSeconds);
        if (result.slowDown)
          slowDown = {
            error: `Not tried: the provider asked to slow down (${result.error})`,
            seconds: result.retryAfterSeconds ?? retryDelaySeconds(message.attempts),
          };
      }
    }
    if (setupGap || slowDown || messages.length < batchSize) break;
  }
  return summary;
}

export type HandlerOptions = DrainOptions & {
  /** The service role key: only the database (webhook, schedule) and the owner may start a drain. */
  serviceKey?: string;
  /** Which of the project's function secrets are set (GET answers it, for `npm run doctor`). */
  secrets?: SecretsReport;
};

/**
 * The `send-email` Edge Function: POST (from the database webhook or the schedule) drains the outbox; GET
 * says which function secrets the project has set, never their values. Both for the service role only.
 */
export function createSendEmailHandler(options: HandlerOptions) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST' && request.method !== 'GET')
      return jsonResponse(405, { error: 'Use POST.' }, { Allow: 'POST, GET' });
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!options.serviceKey || bearer !== options.serviceKey)
      return jsonResponse(401, { error: 'Only the service role may run the outbox.' });
    if (request.method === 'GET')
      return jsonResponse(200, options.secrets ?? { secrets: {}, senderDomain: null });
    try {
      return jsonResponse(200, await drainOutbox(options));
    } catch (error) {
      console.error('send-email: the outbox could not be read', error);
      return jsonResponse(500, { error: 'The outbox could not be read.' });
    }
  };
}
