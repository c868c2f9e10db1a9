import type { MailProvider } from '../send-email/provider.ts';
import { storeFaultMail, type MailContext } from '../send-email/templates.ts';
import type { WebhookSender } from '../send-email/webhook.ts';
import type { LeadNotStored, OwnerAlert } from './handler.ts';
import { uuidOf } from './name-uuid.ts';

/**
 * Tells the owner why leads are not being stored (docs/decisions/0032-refused-only-for-what-the-visitor-typed.md).
 * The fault may be the way into the database itself (a refused key), so the alert does not go through the
 * outbox: the function hands it to the mail provider (Resend; the local mailbox locally) and the lead
 * webhook directly. Each cause is told once a UTC day: once per running instance by memory, and across
 * instances by the idempotency key, which the provider and the local mailbox honour.
 */
export type OwnerAlertOptions = {
  /** The studio's inbox; unset when a mail secret is missing. */
  mail?: { provider: MailProvider; from: string; to: string; context: MailContext };
  /** LEADS_WEBHOOK_URL's sender, when set. */
  webhook?: WebhookSender;
  now?: () => Date;
};

/** What the owner can do about each cause. */
function remedyFor(cause: string): string {
  if (cause === 'service-key-refused')
    return 'The key the functions hold (SUPABASE_SERVICE_ROLE_KEY) is not one the project accepts, as after its API keys were rotated: deploy the functions again (npx supabase functions deploy) so they get the current key.';
  if (cause === 'permission-denied' || cause === 'take-lead-unknown')
    return "The database lacks the migrations that create take_lead and its grants: run npx supabase db push. Right after a push, the Data API's schema cache may still be the old one: it reloads within minutes, or at once with NOTIFY pgrst, 'reload schema'; in the SQL editor.";
  if (cause.startsWith('refused-'))
    return "A rule of the table that the form's schema lacks refused the lead: the same lead is refused again until the schema (supabase/functions/_shared/lead-forms.ts) or the rule changes. Give your developer the name in brackets.";
  if (cause === 'unreadable-answer' || cause === 'function-error')
    return "The leads function or take_lead misbehaves: the function's logs in the dashboard (Edge Functions, leads) say when it started.";
  return "The database or its Data API is down, paused or overloaded: see the project's status and logs in the dashboard. Leads go through once it answers.";
}

export function ownerAlert(options: OwnerAlertOptions): OwnerAlert {
  const now = options.now ?? (() => new Date());
  /** Each cause told, with the UTC day it was told on. */
  const told = new Map<string, string>();
  return async (fault: LeadNotStored) => {
    const at = now().toISOString();
    const day = at.slice(0, 10);
    if (told.get(fault.kind) === day) return;
    told.set(fault.kind, day);
    const key = await uuidOf(`lead-store-fault/${fault.kind}/${day}`);
    const alert = { words: fault.words, detail: fault.detail, remedy: remedyFor(fault.kind), at };
    const sends = [];
    if (options.mail) {
      const { provider, from, to, context } = options.mail;
      sends.push(provider.send({ from, to, ...storeFaultMail(alert, context) }, key));
    }
    if (options.webhook) {
      const text = `Leads are waiting: ${alert.words} (${alert.detail}). ${alert.remedy}`;
      sends.push(
        options.webhook.post(
          {
            text,
            // Plain text: a constraint's name_with_underscores is not italics.
            blocks: [{ type: 'section', text: { type: 'plain_text', text, emoji: false } }],
            metadata: { event_type: 'lead_store_fault', event_payload: { cause: fault.kind, ...alert } },
          },
          key,
        ),
      );
    }
    const failed = (await Promise.all(sends)).filter((result) => !result.ok);
    // Not told after all: the next lead that meets the cause tries again.
    if (failed.length) {
      told.delete(fault.kind);
      throw new Error(failed.map((result) => (result.ok ? '' : result.error)).join('; '));
    }
  };
}
