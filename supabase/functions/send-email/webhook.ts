import type { AiFaultPayload, LeadWebhookPayload } from './outbox.ts';
import { noAnswer, retryAfterSeconds, type SendResult } from './provider.ts';

/**
 * The lead alert posted to LEADS_WEBHOOK_URL (docs/owner.md, "Lead alerts in Slack or a CRM"): one JSON
 * post per lead, through the outbox like mail. The body is a message Slack's incoming webhooks show as is
 * (`text`, `blocks`), with the lead's fields as the message's `metadata` (Slack's own place for them),
 * where a CRM, Zapier or Make reads them.
 */
export type LeadAlert = {
  text: string;
  blocks: unknown[];
  metadata: { event_type: 'lead_received'; event_payload: Record<string, string | null> };
};

export interface WebhookSender {
  /** `idempotencyKey` is the outbox id, sent as Idempotency-Key for receivers that honour it. */
  post(body: unknown, idempotencyKey: string): Promise<SendResult>;
}

/** What each kind of lead is called in the alert (the inbox's `kind`). */
const kindLabels: Record<string, string> = {
  contact: 'quick question',
  'labs idea': 'Labs idea',
  'collective inquiry': 'Collective inquiry',
  'collective application': 'Collective application',
  newsletter: 'newsletter sign-up',
  'growth diagnostic': 'growth diagnostic',
  playbook: 'playbook request',
  'beta request': 'beta access request',
};

/** Slack's mrkdwn reads &, < and > as markup: a visitor's `<!channel>` or `<https://x|y>` stays text. */
export function slackText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A visitor's words as Slack shows them literally: in a `plain_text` object (never mrkdwn, so `*bold*`,
 * `_italic_`, `~strike~`, code and `<!channel>` stay characters), with a word joiner (U+2060, invisible)
 * after each `.`, `:`, `/` and `@`, so no address or domain in them becomes a link.
 */
export function visitorText(value: string) {
  return { type: 'plain_text' as const, text: value.replace(/[.:/@]/g, '$&\u2060'), emoji: false };
}

/**
 * Where the dashboard shows the lead: the inbox table's Table Editor, filtered to its row. Only for a
 * hosted project (`https://<ref>.supabase.co`); undefined otherwise.
 */
export function dashboardLink(
  supabaseUrl: string | undefined,
  payload: LeadWebhookPayload,
): string | undefined {
  const ref = supabaseUrl ? /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(supabaseUrl)?.[1] : undefined;
  if (!ref || !payload.inbox_table_id || !payload.inbox_id) return undefined;
  const filter = encodeURIComponent(`id:eq:${payload.inbox_id}`);
  return `https://supabase.com/dashboard/project/${ref}/editor/${payload.inbox_table_id}?filter=${filter}`;
}

export function leadAlert(payload: LeadWebhookPayload, link: string | undefined): LeadAlert {
  const label = kindLabels[payload.kind] ?? payload.kind;
  const who = [payload.name, payload.email && payload.name ? `(${payload.email})` : payload.email]
    .filter(Boolean)
    .join(' ');
  const source = [
    `Page: ${payload.page ?? 'unknown'}`,
    `Campaign: ${payload.utm ?? 'none'}`,
    `Received: ${payload.received_at}`,
  ].join(' · ');
  return {
    // The notification's words are ours alone: what the visitor typed is in the blocks, as plain text.
    text: `New ${label}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*New ${slackText(label)}*` } },
      ...(who ? [{ type: 'section', text: visitorText(who) }] : []),
      { type: 'section', text: visitorText(payload.summary || '(no summary)') },
      { type: 'context', elements: [visitorText(source)] },
      ...(link
        ? [{ type: 'section', text: { type: 'mrkdwn', text: `<${link}|Open it in the inbox>` } }]
        : []),
    ],
    metadata: {
      event_type: 'lead_received',
      event_payload: {
        kind: payload.kind,
        name: payload.name,
        email: payload.email,
        summary: payload.summary,
        page: payload.page,
        utm: payload.utm,
        received_at: payload.received_at,
        link: link ?? null,
      },
    },
  };
}

/**
 * The alert of a configuration fault of the diagnostic's AI (public.report_ai_fault): what happened and
 * the fix, as a Slack message, with the fields in `metadata` for other receivers.
 */
export function faultAlert(payload: AiFaultPayload) {
  const headline = `Growth diagnostic: ${payload.title}. Founders get the rules' analysis until it is fixed.`;
  return {
    text: slackText(headline),
    blocks: [
      { type: 'section', text: { type: 'plain_text', text: headline, emoji: false } },
      { type: 'section', text: { type: 'plain_text', text: `Fix: ${payload.fix}`, emoji: false } },
      {
        type: 'context',
        elements: [
          { type: 'plain_text', text: `Since ${payload.seen_at} · ${payload.detail}`, emoji: false },
        ],
      },
    ],
    metadata: {
      event_type: 'ai_fault',
      event_payload: {
        cause: payload.cause,
        detail: payload.detail,
        fix: payload.fix,
        since: payload.seen_at,
      },
    },
  };
}

/** Answers worth trying again: a timeout, too many requests, an outage. Other refusals are final. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function webhookSender(options: {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): WebhookSender {
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async post(body, idempotencyKey) {
      let response: Response;
      try {
        response = await fetcher(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return noAnswer('The webhook', timeoutMs, error);
      }
      // The answer's first words say why (Slack: "invalid_payload", "no_service", "channel_not_found").
      const said = (await response.text()).slice(0, 200).trim();
      if (response.ok) return { ok: true, id: `webhook ${response.status}` };
      return {
        ok: false,
        permanent: !retryable(response.status),
        error: `The webhook answered ${response.status}${said ? `: ${said}` : ''}`,
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      };
    },
  };
}
