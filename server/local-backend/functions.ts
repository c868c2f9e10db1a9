import type { Transaction } from '@electric-sql/pglite';
import {
  budgetArguments,
  dailyCapFrom,
  type AnalysisBudget,
  type BudgetDecision,
} from '../../supabase/functions/growth-analysis/budget.ts';
import { createGrowthAnalysisHandler } from '../../supabase/functions/growth-analysis/handler.ts';
import { faultQuery, recordQuery } from '../../supabase/functions/growth-analysis/store.ts';
import {
  createSendEmailHandler,
  drainOutbox,
  type DrainOptions,
} from '../../supabase/functions/send-email/handler.ts';
import type { OutboxMessage, OutboxStore } from '../../supabase/functions/send-email/outbox.ts';
import { resendProvider, type MailProvider } from '../../supabase/functions/send-email/provider.ts';
import { webhookSender } from '../../supabase/functions/send-email/webhook.ts';
import { bookingRecorder, createBookingsHandler } from '../../supabase/functions/bookings/handler.ts';
import { postgrestRpc } from '../../supabase/functions/_shared/service-rpc.ts';
import { createLeadsHandler } from '../../supabase/functions/leads/handler.ts';
import { ownerAlert } from '../../supabase/functions/leads/owner-alert.ts';
import { postgrestLeadStore } from '../../supabase/functions/leads/store.ts';
import { brandOf } from '../../supabase/functions/send-email/templates.ts';
import { turnstileVerifier } from '../../supabase/functions/leads/turnstile.ts';
import {
  createNewsletterHandler,
  type NewsletterStore,
} from '../../supabase/functions/newsletter/handler.ts';
import type { ConfirmResult, UnsubscribeResult } from '../../supabase/functions/_shared/site-links.ts';
import { secretsReport } from '../../supabase/functions/_shared/function-secrets.ts';
import { studioDefaults } from '../../supabase/functions/_shared/studio.ts';
import type { BackendResponse, Client } from './backend.ts';

/**
 * Edge Functions the local backend serves at /functions/v1/<name>, keyed by name. Each is the same
 * handler the deployed function runs (supabase/functions/<name>/), so the site behaves alike locally. The
 * leads function also takes the same way into the database: HTTP to PostgREST (the local backend's own, in
 * process); the others call their SQL functions directly.
 */
export type EdgeFunction = (request: Request) => Promise<Response>;

/**
 * What the functions need of the local backend: SQL as a role, in turn with every other request, and its
 * HTTP API (the Data API a deployed function calls).
 */
export type LocalDatabase = {
  asRole<T>(role: 'service_role', work: (tx: Transaction) => Promise<T>): Promise<T>;
  asOwner<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  callDataApi(request: Request, client?: Client): Promise<BackendResponse>;
};

/** Where local emails say they come from and where studio notifications go (overridable from the shell). */
export const LOCAL_EMAIL_FROM = `${studioDefaults.brandName} <hello@foundercraft.localhost>`;
export const LOCAL_LEADS_NOTIFY_EMAIL = 'leads@foundercraft.localhost';
export const LOCAL_SERVICE_KEY = 'local-service-role-key';

export type LocalFunctions = {
  functions: Record<string, EdgeFunction>;
  /** Like the hosted project's webhook: after a write, drain the outbox (links point at `origin`). */
  drainSoon: (origin: string) => Promise<void>;
  /**
   * Like the hosted project's pg_cron jobs: queue the digests and the weekly summary that are due
   * (public.run_mail_schedule, public.run_weekly_summary), then send what is due, retries included.
   */
  runSchedule: () => Promise<void>;
};

/** The analysis budget through the same SQL function the deployed one calls, run as service_role. */
export function localAnalysisBudget(db: Pick<LocalDatabase, 'asRole'>, aiDailyCap: number): AnalysisBudget {
  return (clientAddress, wantsAi) => {
    const args = budgetArguments(clientAddress, wantsAi, aiDailyCap);
    return db.asRole('service_role', async (tx) => {
      const { rows } = await tx.query<{ decision: BudgetDecision }>(
        'select public.take_analysis_budget($1, $2, $3, $4) as decision',
        [args.client_address, args.per_address, args.window_seconds, args.ai_daily_cap],
      );
      return rows[0]!.decision;
    });
  };
}

function sqlOutboxStore(db: LocalDatabase): OutboxStore {
  const call = <T>(sql: string, params: unknown[]) =>
    db.asRole('service_role', async (tx) => (await tx.query<T>(sql, params)).rows);
  return {
    claim: (limit, leaseSeconds) =>
      call<OutboxMessage>('select * from public.claim_email_outbox($1, $2)', [limit, leaseSeconds]),
    complete: async (id, token, providerId) =>
      (
        await call<{ done: boolean }>('select public.complete_email_outbox($1, $2, $3) as done', [
          id,
          token,
          providerId,
        ])
      )[0]?.done ?? false,
    fail: async (id, token, error, retrySeconds, permanent) =>
      (
        await call<{ status: string | null }>(
          'select public.fail_email_outbox($1, $2, $3, $4, $5) as status',
          [id, token, error, retrySeconds, permanent],
        )
      )[0]?.status ?? null,
    defer: async (id, token, error, retrySeconds) =>
      (
        await call<{ status: string | null }>('select public.defer_email_outbox($1, $2, $3, $4) as status', [
          id,
          token,
          error,
          retrySeconds,
        ])
      )[0]?.status ?? null,
    setLeadWebhook: async (on) => {
      await call('select public.set_lead_webhook($1)', [on]);
    },
  };
}

/** The newsletter's links through the same SQL functions the deployed function calls, as service_role. */
function sqlNewsletterStore(db: LocalDatabase): NewsletterStore {
  const call = <T>(fn: string, token: string) =>
    db.asRole('service_role', async (tx) => {
      const { rows } = await tx.query<{ result: T }>(`select public.${fn}($1) as result`, [token]);
      return rows[0]!.result;
    });
  return {
    confirm: (token) => call<ConfirmResult>('confirm_newsletter_subscription', token),
    unsubscribe: (token) => call<UnsubscribeResult>('unsubscribe_newsletter', token),
  };
}

/** Where a local function finds the Data API: the local backend itself, called in process. */
const LOCAL_SUPABASE_URL = 'http://local-backend.invalid';

/**
 * `fetch` for a function's calls of the Data API: the local backend answers them in process, as the
 * platform's network would, from this machine (so the service key is accepted), and the caller's timeout
 * ends the wait as it would a real request's.
 */
export function inProcessFetch(backend: Pick<LocalDatabase, 'callDataApi'>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = backend.callDataApi(request);
    const signal = init?.signal;
    const response = await (signal
      ? Promise.race([
          answer,
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : answer);
    return new Response(response.body === '' ? null : response.body, {
      status: response.status,
      headers: response.headers,
    });
  };
}

/** Delivers into local_backend.mailbox (shown at /_mail); the outbox id keeps a repeat from landing twice. */
export function localMailbox(db: LocalDatabase): MailProvider {
  return {
    send: (mail, outboxId) =>
      db.asOwner(async (tx) => {
        await tx.query(
          `insert into local_backend.mailbox (outbox_id, sender, recipient, reply_to, subject, html, text, headers)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (outbox_id) do nothing`,
          [
            outboxId,
            mail.from,
            mail.to,
            mail.replyTo ?? null,
            mail.subject,
            mail.html,
            mail.text,
            JSON.stringify(mail.headers ?? {}),
          ],
        );
        const { rows } = await tx.query<{ id: number }>(
          'select id from local_backend.mailbox where outbox_id = $1',
          [outboxId],
        );
        return { ok: true as const, id: `local-${rows[0]!.id}` };
      }),
  };
}

export function createLocalFunctions(db: LocalDatabase, env = process.env): LocalFunctions {
  let origin = env.SITE_URL ?? 'http://localhost:5173';
  const drainOptions = (): DrainOptions => ({
    store: sqlOutboxStore(db),
    // With RESEND_API_KEY in the shell, local emails really go out; without it they stay on this machine.
    provider: env.RESEND_API_KEY ? resendProvider({ apiKey: env.RESEND_API_KEY }) : localMailbox(db),
    from: env.EMAIL_FROM ?? LOCAL_EMAIL_FROM,
    studioAddress: env.LEADS_NOTIFY_EMAIL ?? LOCAL_LEADS_NOTIFY_EMAIL,
    siteUrl: env.SITE_URL ?? origin,
    // The local backend serves the functions beside the site.
    functionsUrl: `${origin}/functions/v1`,
    // With LEADS_WEBHOOK_URL in the shell, every new lead is posted there too (docs/owner.md).
    ...(env.LEADS_WEBHOOK_URL && { webhook: webhookSender({ url: env.LEADS_WEBHOOK_URL }) }),
  });

  // The leads function's alert when a lead cannot be stored: the same mail provider and webhook as the drain.
  const ownerAlertChannels = () => {
    const { provider, from, studioAddress, siteUrl, webhook } = drainOptions();
    return {
      mail: {
        provider,
        from: from!,
        to: studioAddress!,
        context: { brand: brandOf(from!), siteUrl: siteUrl!, studioAddress: studioAddress! },
      },
      ...(webhook && { webhook }),
    };
  };

  // One drain at a time; a request for another while one runs makes it go round once more.
  let running: Promise<void> | undefined;
  let again = false;
  const drainSoon = (from: string): Promise<void> => {
    origin = from;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOutbox(drainOptions()).catch((error: unknown) =>
          console.error('Local send-email failed:', error),
        );
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };

  const runSchedule = async () => {
    try {
      await db.asRole('service_role', (tx) =>
        tx.query('select public.run_mail_schedule(), public.run_weekly_summary()'),
      );
    } catch (error) {
      console.error('Local mail schedule failed:', error);
    }
    await drainSoon(origin);
  };

  return {
    functions: {
      // With no OPENAI_API_KEY in the environment the analysis is the offline one (see the handler).
      'growth-analysis': createGrowthAnalysisHandler({
        apiKey: env.OPENAI_API_KEY,
        model: env.OPENAI_MODEL,
        baseURL: env.OPENAI_BASE_URL,
        siteUrl: env.SITE_URL,
        budget: localAnalysisBudget(db, dailyCapFrom(env.ANALYSIS_DAILY_AI_CAP)),
        recordAnalysis: async (input) => {
          const { text, params } = recordQuery(input);
          const rows = await db.asRole(
            'service_role',
            async (tx) =>
              (await tx.query<{ analysis: string; offline: boolean; emailed: boolean }>(text, params)).rows,
          );
          return rows[0]!;
        },
        reportFault: async (fault) => {
          const { text, params } = faultQuery(fault);
          await db.asRole('service_role', (tx) => tx.query(text, params));
        },
      }),
      // Redirects of native posts are paths: the local backend serves the site on the same origin.
      leads: createLeadsHandler({
        // The platform's SUPABASE_SERVICE_ROLE_KEY; another value plays a key the project no longer accepts.
        store: postgrestLeadStore(
          LOCAL_SUPABASE_URL,
          env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_SERVICE_KEY,
          inProcessFetch(db),
        ),
        siteUrl: env.SITE_URL ?? '',
        // With TURNSTILE_SECRET_KEY in the shell, tokens are verified with Cloudflare as when deployed.
        verifyChallenge: env.TURNSTILE_SECRET_KEY ? turnstileVerifier(env.TURNSTILE_SECRET_KEY) : undefined,
        alertOwner: ownerAlert(ownerAlertChannels()),
      }),
      newsletter: createNewsletterHandler({ store: sqlNewsletterStore(db) }),
      // With CALENDLY_WEBHOOK_SIGNING_KEY in the shell (or set while it runs), Calendly's deliveries are taken.
      bookings: (request) =>
        createBookingsHandler({
          signingKey: env.CALENDLY_WEBHOOK_SIGNING_KEY,
          record: bookingRecorder(
            postgrestRpc(
              LOCAL_SUPABASE_URL,
              env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_SERVICE_KEY,
              inProcessFetch(db),
            ),
          ),
        })(request),
      'send-email': (request) =>
        createSendEmailHandler({
          ...drainOptions(),
          serviceKey: LOCAL_SERVICE_KEY,
          // The shell's secrets: locally the mail goes to the mailbox without RESEND_API_KEY.
          secrets: secretsReport((name) => env[name]),
        })(request),
    },
    drainSoon,
    runSchedule,
  };
}
