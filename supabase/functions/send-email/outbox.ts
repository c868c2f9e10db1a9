import type { postgrestRpc } from '../_shared/service-rpc.ts';

/**
 * The lead a message is about: its table and the stored row. For mail to the visitor, `row` holds only the
 * fixed fields its template uses (nothing the visitor typed; see ADR 0018). `visitor_mail_skipped`: on a
 * studio notification, why the visitor's own mail was not sent (a limit was reached).
 */
export type LeadPayload = { table: string; row: Record<string, unknown>; visitor_mail_skipped?: string };

/** The newsletter confirmation: the secret of its single-use link. */
export type NewsletterConfirmationPayload = { token: string };
/** Mail to a confirmed subscriber: the secret of their unsubscribe link. */
export type NewsletterWelcomePayload = { unsubscribe_token: string };

/** The daily digest's list: who subscribed after `since` (null: the first digest) up to `until`. */
export type SubscriberDigestPayload = {
  table: 'newsletter_subscribers';
  since: string | null;
  until: string;
  subscribers: { email: string; source: string; subscribed_at: string }[];
};

/** One message a digest lists: what did not go out, and why. */
export type DigestEntry = {
  status: 'failed' | 'skipped' | 'held';
  template: string;
  /** The visitor's address; null for the studio's own mail. */
  recipient: string | null;
  lead_table: string;
  lead_id: string;
  created_at: string;
  /** The provider's last answer (failed), or the limit that refused it (skipped, held). */
  reason: string | null;
  /** Who a lead notification is about. */
  name: string | null;
  email: string | null;
};

/**
 * The studio's digest of mail that did not go out (public.run_mail_schedule): `held` lists the
 * notifications past their bound, `daily` also what failed or was skipped. `messages` holds the first
 * ones; the counts are of all of them (email_outbox.reported_in = digest_id).
 */
export type MailDigestPayload = {
  kind: 'daily' | 'held';
  digest_id: string;
  failed: number;
  skipped: number;
  held: number;
  messages: DigestEntry[];
};

/** A lead alert for LEADS_WEBHOOK_URL: the inbox's row (public.leads), queued with it. */
export type LeadWebhookPayload = {
  kind: string;
  name: string | null;
  email: string | null;
  summary: string;
  page: string | null;
  /** The visit's campaign: source / medium / campaign (term, content). */
  utm: string | null;
  received_at: string;
  /** The inbox table's id and the row's, for a link to it in the dashboard. */
  inbox_table_id: number | null;
  inbox_id: string | null;
};

/** The studio's weekly summary (private.queue_weekly_summary): the seven days `from`..`until`. */
export type WeeklySummaryPayload = {
  from: string;
  until: string;
  leads: number;
  spam: number;
  by_kind: { kind: string; leads: number }[];
  by_page: { page: string; leads: number }[];
  by_campaign: { campaign: string; leads: number }[];
  newsletter: { confirmed: number; unsubscribed: number };
  mail: { sent: number; failed: number; skipped: number };
  /**
   * The week's diagnostic analyses: by the model that wrote them, and those of the rules by why; and the
   * models the function was set to use this week that OpenAI shuts down within 30 days of `until`.
   */
  analyses?: {
    by_model: { model: string; analyses: number }[];
    by_reason: { reason: string; analyses: number }[];
    shutting_down?: { model: string; shutdown_date: string }[];
  };
  /** The week's calls booked in the scheduler: by the visit's campaign source and the page it landed on. */
  booked_calls?: {
    booked: number;
    canceled: number;
    by_source: { source: string; calls: number }[];
    by_page: { page: string; calls: number }[];
  };
};

/**
 * A configuration fault of the diagnostic's AI provider (public.report_ai_fault): what happened and the
 * fix, sent once per cause to the studio and to the lead webhook.
 */
export type AiFaultPayload = { cause: string; title: string; detail: string; fix: string; seen_at: string };

/**
 * The studio told that half the day's visitor mail is spent without a bot challenge configured
 * (private.queue_mail_budget_alert, once a day): the mails sent of `per_day`, the networks that took most.
 */
export type MailBudgetLowPayload = {
  day: string;
  sent: number;
  per_day: number;
  networks: { network: string; mails: number }[];
};

/** A row of public.email_outbox as the claim returns it (created in supabase/migrations/*_mail.sql). */
export type OutboxMessage = {
  id: string;
  audience: 'studio' | 'visitor' | 'webhook';
  recipient: string | null;
  reply_to: string | null;
  lead_table: string;
  attempts: number;
  claim_token: string;
} & (
  | {
      template: 'lead-notification' | 'playbook-delivery' | 'diagnostic-analysis' | 'lead-receipt';
      payload: LeadPayload;
    }
  | { template: 'subscriber-digest'; payload: SubscriberDigestPayload }
  | { template: 'mail-digest'; payload: MailDigestPayload }
  | { template: 'weekly-summary'; payload: WeeklySummaryPayload }
  | { template: 'mail-budget-low'; payload: MailBudgetLowPayload }
  | { template: 'lead-webhook'; payload: LeadWebhookPayload }
  | { template: 'ai-fault' | 'ai-fault-webhook'; payload: AiFaultPayload }
  | { template: 'newsletter-confirmation'; payload: NewsletterConfirmationPayload }
  | { template: 'newsletter-welcome'; payload: NewsletterWelcomePayload }
);

/**
 * The outbox's drain operations: each is one SQL function (claim_email_outbox, complete_email_outbox,
 * fail_email_outbox, defer_email_outbox), reached through PostgREST when deployed and directly in the
 * local backend.
 */
export interface OutboxStore {
  /** Due messages, now held by this run for `leaseSeconds`; a second run at once gets none of them. */
  claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]>;
  /** false when the claim was lost (the lease ran out and another run took the message). */
  complete(id: string, claimToken: string, providerMessageId: string): Promise<boolean>;
  /**
   * The message's new status ('pending' to retry, 'failed' for good: a permanent error, or the retry window
   * is over), or null when the claim was lost.
   */
  fail(
    id: string,
    claimToken: string,
    error: string,
    retrySeconds: number,
    permanent: boolean,
  ): Promise<string | null>;
  /**
   * Not tried (the sending setup is incomplete, or the provider asked this run to slow down): pending again
   * after `retrySeconds`, the attempt given back.
   */
  defer(id: string, claimToken: string, error: string, retrySeconds: number): Promise<string | null>;
  /** Whether new leads are queued for the webhook: on while the function has LEADS_WEBHOOK_URL. */
  setLeadWebhook(on: boolean): Promise<void>;
}

export function postgrestOutboxStore(rpc: ReturnType<typeof postgrestRpc>): OutboxStore {
  return {
    claim: (limit, leaseSeconds) =>
      rpc<OutboxMessage[]>('claim_email_outbox', { p_limit: limit, p_lease_seconds: leaseSeconds }),
    complete: (id, claimToken, providerMessageId) =>
      rpc<boolean>('complete_email_outbox', {
        p_id: id,
        p_claim_token: claimToken,
        p_provider_message_id: providerMessageId,
      }),
    fail: (id, claimToken, error, retrySeconds, permanent) =>
      rpc<string | null>('fail_email_outbox', {
        p_id: id,
        p_claim_token: claimToken,
        p_error: error,
        p_retry_seconds: retrySeconds,
        p_permanent: permanent,
      }),
    defer: (id, claimToken, error, retrySeconds) =>
      rpc<string | null>('defer_email_outbox', {
        p_id: id,
        p_claim_token: claimToken,
        p_error: error,
        p_retry_seconds: retrySeconds,
      }),
    setLeadWebhook: async (on) => {
      await rpc<null>('set_lead_webhook', { p_on: on });
    },
  };
}
