import { analysisLabel, recommendation, type DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { areaLabels, isFunded, tierLabels, type Scorecard } from '../_shared/growth-scorecard.ts';
import {
  BOOK_CALL_PATH,
  CONFIRMATION_LINK_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLink,
  newsletterLinkWords,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  PLAYBOOK_FRAMEWORK_PATH,
  PLAYBOOK_NAME,
  PLAYBOOK_PDF_PATH,
} from '../_shared/site-links.ts';
import type { LeadTable } from '../_shared/lead-tables.ts';
import { studioDefaults } from '../_shared/studio.ts';
import { freeCall, promises } from '../_shared/promises.ts';
import type {
  AiFaultPayload,
  DigestEntry,
  LeadPayload,
  MailBudgetLowPayload,
  MailDigestPayload,
  WeeklySummaryPayload,
  NewsletterConfirmationPayload,
  NewsletterWelcomePayload,
  OutboxMessage,
  SubscriberDigestPayload,
} from './outbox.ts';

export type MailContext = {
  /** The studio's name, shown in greetings and signatures. */
  brand: string;
  /** Public origin of the site, for links (no trailing slash). */
  siteUrl: string;
  /** Where visitors' replies go: the studio's address. */
  studioAddress: string;
  /** Public address of the Edge Functions (`<SUPABASE_URL>/functions/v1`), for one-click unsubscribe. */
  functionsUrl?: string;
};

export type ComposedMail = { subject: string; html: string; text: string; headers?: Record<string, string> };

/**
 * A header's value as it may be sent: control characters (CR and LF above all, which would start a header
 * of the visitor's making), line separators and bidirectional overrides become one space.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The brand the mails name: EMAIL_FROM's display name (`Studio <hello@...>`), or the studio's default. */
export const brandOf = (from: string) =>
  headerText(/^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? studioDefaults.brandName);

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What each lead table is, in the studio's words (a newsletter sign-up notifies nobody: docs/product/forms.md). */
const leadLabels: Record<Exclude<LeadTable, 'newsletter_subscribers'>, string> = {
  labs_submissions: 'Labs idea',
  collective_inquiries: 'Collective inquiry',
  collective_applications: 'Collective application',
  contact_submissions: 'Quick question',
  growth_diagnostics: 'Growth diagnostic',
  labs_beta_requests: 'Beta access request',
  playbook_requests: 'Playbook request',
  call_requests: 'Call request',
  booked_calls: 'Booked call',
};

const leadLabel = (table: string): string | undefined =>
  Object.hasOwn(leadLabels, table) ? leadLabels[table as keyof typeof leadLabels] : undefined;

/** Columns the notification leaves out: bookkeeping, or shown in the heading already. */
const hiddenColumns = new Set(['id', 'analysis', 'analysis_offline', 'analyzed_at']);

/** Column names a person reads differently; the rest are turned from snake_case into words. */
const columnLabels: Record<string, string> = {
  full_name: 'Name',
  mvp_slug: 'MVP',
  linkedin_url: 'LinkedIn or portfolio',
  created_at: 'Received at',
};

const columnLabel = (column: string) =>
  columnLabels[column] ?? (column.charAt(0).toUpperCase() + column.slice(1)).replace(/_/g, ' ');

/** A booking's earlier leads (booked_calls.earlier_leads): "contact (2026-12-01)". */
type EarlierLead = { kind: string; received_at: string };
const isEarlierLead = (value: unknown): value is EarlierLead =>
  typeof value === 'object' && value !== null && 'kind' in value && 'received_at' in value;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value) && value.every(isEarlierLead))
    return value.length
      ? value.map((lead) => `${lead.kind} (${String(lead.received_at).slice(0, 10)})`).join(', ')
      : '(none)';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The visitor's name (quick questions carry none of their own: the site sends a fixed label). */
function nameOf(row: Record<string, unknown>): string | undefined {
  const name = row.full_name;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/** A simple, robust layout: one centred column, system fonts, inline styles only (mail clients drop <style>). */
function layout(context: MailContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#334155;line-height:1.55">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-weight:700;color:#4338ca;letter-spacing:.05em;text-transform:uppercase;font-size:13px">${escapeHtml(context.brand)}</p>
<div style="background:#ffffff;border-radius:8px;padding:28px 24px">
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#64748b">${escapeHtml(context.brand)} · <a href="${escapeHtml(context.siteUrl)}" style="color:#64748b">${escapeHtml(context.siteUrl.replace(/^https?:\/\//, ''))}</a></p>
</div></body></html>`;
}

const heading = (text: string) =>
  `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(text)}</h1>`;
const paragraph = (html: string) => `<p style="margin:0 0 14px">${html}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#4338ca">${escapeHtml(label)}</a>`;

/**
 * The analysis is the Markdown the results screen renders (bold, bullet and numbered lists, headings,
 * paragraphs). Everything is escaped first, so the model's text can never inject markup into the mail.
 */
export function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text)
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^*])\*([^*\s][^*]*?)\*/g, '$1<em>$2</em>');
  const blocks: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (list)
      blocks.push(
        `<${list.kind} style="margin:0 0 14px;padding-left:22px">${list.items.map((item) => `<li style="margin:0 0 6px">${item}</li>`).join('')}</${list.kind}>`,
      );
    list = null;
  };
  let paragraphLines: string[] = [];
  const flushParagraph = () => {
    if (paragraphLines.length) blocks.push(paragraph(paragraphLines.map(inline).join('<br>')));
    paragraphLines = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const kind = bullet ? 'ul' : 'ol';
      if (list && list.kind !== kind) flush();
      list ??= { kind, items: [] };
      list.items.push(inline((bullet ?? numbered)![1]!));
    } else if (title) {
      flushParagraph();
      flush();
      blocks.push(`<h2 style="margin:18px 0 8px;font-size:17px;color:#0f172a">${inline(title[1]!)}</h2>`);
    } else if (!line) {
      flushParagraph();
      flush();
    } else {
      flush();
      paragraphLines.push(line);
    }
  }
  flushParagraph();
  flush();
  return blocks.join('\n');
}

function leadNotification(message: LeadMessage, context: MailContext): ComposedMail {
  const { table, row } = message.payload;
  const label = leadLabel(table) ?? table;
  const who = nameOf(row) ?? (typeof row.email === 'string' ? row.email : 'an anonymous visitor');
  const subject = `New ${label.toLowerCase()} from ${who}`;
  const fields = Object.entries(row).filter(([column]) => !hiddenColumns.has(column));
  const replyLine = message.reply_to
    ? `Reply to this email to answer ${who} directly.`
    : table === 'booked_calls'
      ? "The booking page recorded this call: its time and the invitee's name and email are in Calendly (with Calendly's webhook set up, they come here too)."
      : 'The visitor left no email address.';
  const skipped = message.payload.visitor_mail_skipped;
  const skippedLine = skipped
    ? `The visitor's own email was not sent: ${skipped}. Their request is stored; answer them yourself if it is genuine.`
    : undefined;
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      paragraph(escapeHtml(replyLine)),
      ...(skippedLine ? [paragraph(`<strong>${escapeHtml(skippedLine)}</strong>`)] : []),
      `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${fields
        .map(
          ([column, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid #e2e8f0;color:#0f172a;white-space:nowrap">${escapeHtml(columnLabel(column))}</th><td style="padding:8px 0;border-top:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(formatValue(value))}</td></tr>`,
        )
        .join('')}</table>`,
      paragraph(
        `<span style="font-size:12px;color:#64748b">Stored in the table ${escapeHtml(table)}.</span>`,
      ),
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    replyLine,
    ...(skippedLine ? ['', skippedLine] : []),
    '',
    ...fields.map(([column, value]) => `${columnLabel(column)}: ${formatValue(value)}`),
    '',
    `Stored in the table ${table}.`,
  ].join('\n');
  return { subject, html, text };
}

function playbookDelivery(context: MailContext): ComposedMail {
  const pdf = `${context.siteUrl}${PLAYBOOK_PDF_PATH}`;
  const online = `${context.siteUrl}${PLAYBOOK_FRAMEWORK_PATH}`;
  const call = `${context.siteUrl}${BOOK_CALL_PATH}?source=monetization`;
  const subject = `Your ${PLAYBOOK_NAME} (PDF)`;
  // No name: the address is not proven to be the requester's, so the mail carries only our words.
  const hello = 'Hello,';
  const html = layout(
    context,
    subject,
    [
      heading(`Your ${PLAYBOOK_NAME}`),
      paragraph(escapeHtml(hello)),
      paragraph(
        'Here is the playbook you asked for: ten pages with the three steps (diagnose your bottleneck, design scrappy experiments, double down on what works) and a worksheet for each.',
      ),
      button(pdf, 'Download the PDF'),
      paragraph(`Prefer to read it in the browser? ${link(online, 'Open the framework online')}.`),
      paragraph(`Want help applying it? ${link(call, `Book a ${freeCall}`)}, or simply reply to this email.`),
      paragraph(`The ${escapeHtml(context.brand)} team`),
    ].join('\n'),
  );
  const text = [
    hello,
    '',
    'Here is the playbook you asked for: ten pages with the three steps (diagnose your bottleneck, design scrappy experiments, double down on what works) and a worksheet for each.',
    '',
    `Download the PDF: ${pdf}`,
    `Read it online: ${online}`,
    '',
    `Want help applying it? Book a ${freeCall}: ${call}`,
    'Or simply reply to this email.',
    '',
    `The ${context.brand} team`,
  ].join('\n');
  return { subject, html, text };
}

/** The scorecard as the screen shows it: each area's score and finding, the total and the tier. */
function scorecardLines(card: Scorecard): string[] {
  return [
    ...card.areas.map((area) => `${areaLabels[area.area]}: ${area.score} out of 5 (${area.finding})`),
    `${card.total} out of 25. ${tierLabels[card.tier]}.`,
  ];
}

function diagnosticAnalysis(message: LeadMessage, context: MailContext): ComposedMail {
  const row = message.payload.row;
  const analysis = String(row.analysis ?? '');
  const answers = {
    stage: row.stage as DiagnosticAnswers['stage'],
    challenge: row.challenge as DiagnosticAnswers['challenge'],
    needs: (row.needs ?? []) as DiagnosticAnswers['needs'],
  };
  const next = recommendation(answers);
  const action = `${context.siteUrl}${next.action.path}`;
  // As on the screen: a funded startup is offered a call beside any other recommendation.
  const call =
    isFunded(answers.stage) && next.action.path !== BOOK_CALL_PATH
      ? `${context.siteUrl}${BOOK_CALL_PATH}?source=strategy`
      : undefined;
  // Who wrote it, as the screen said (a row stored before the label existed counts as the rules').
  const label = analysisLabel(row.analysis_offline !== false);
  const card = (row.scorecard ?? null) as Scorecard | null;
  const subject = 'Your Growth Strategy Diagnosis';
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      paragraph('Thank you for taking the growth diagnostic. Here is the analysis you saw on the site.'),
      ...(card
        ? [
            `<h2 style="margin:18px 0 8px;font-size:17px;color:#0f172a">Your scorecard</h2>`,
            `<ul style="margin:0 0 14px;padding-left:22px">${scorecardLines(card)
              .map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`)
              .join('')}</ul>`,
          ]
        : []),
      `<p style="margin:0 0 8px;font-size:13px;font-weight:700;color:#475569">${escapeHtml(label)}</p>`,
      `<div style="border-left:4px solid #c7d2fe;padding-left:16px;margin:0 0 20px">${markdownToHtml(analysis)}</div>`,
      `<div style="background:#eef2ff;border-radius:8px;padding:18px 20px">`,
      `<p style="margin:0 0 6px;font-size:13px;font-weight:700;color:#4338ca;text-transform:uppercase;letter-spacing:.05em">Recommended next step</p>`,
      `<p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#0f172a">${escapeHtml(next.title)}</p>`,
      paragraph(escapeHtml(next.description)),
      button(action, next.action.label),
      ...(call ? [paragraph(link(call, 'Book a strategy call'))] : []),
      `</div>`,
      paragraph(`<br>Questions? Reply to this email. The ${escapeHtml(context.brand)} team`),
    ].join('\n'),
  );
  const text = [
    'Thank you for taking the growth diagnostic. Here is the analysis you saw on the site.',
    ...(card ? ['', 'Your scorecard', ...scorecardLines(card).map((line) => `- ${line}`)] : []),
    '',
    label,
    '',
    analysis,
    '',
    `Recommended next step: ${next.title}`,
    next.description,
    `${next.action.label}: ${action}`,
    ...(call ? [`Book a strategy call: ${call}`] : []),
    '',
    `Questions? Reply to this email. The ${context.brand} team`,
  ].join('\n');
  return { subject, html, text };
}

type LeadMessage = OutboxMessage & { payload: LeadPayload };

/**
 * What each form's receipt says happens next, and by when (the studio's promises, as the pages say them).
 * Only the form is known to the mail: none of the visitor's words.
 */
const receipts: Record<string, { subject: string; received: string; next: string }> = {
  labs_submissions: {
    subject: 'We have your idea',
    received: 'Thank you for sending your startup idea to Labs.',
    next: `We read every idea in our review ${promises.reviewCadence} and reply by email within ${promises.ideaReplyBusinessDays} business days, whether or not we take it on.`,
  },
  collective_inquiries: {
    subject: 'We have your request to work with the Collective',
    received: 'Thank you for telling us what your startup needs.',
    next: `A person on our team reads it and replies within ${promises.replyHours} hours with the experts we think fit your challenge, and what working together would look like.`,
  },
  collective_applications: {
    subject: 'We have your application to the Collective',
    received: 'Thank you for applying to join the Collective.',
    next: `We review applications ${promises.reviewCadence} and will write to you whichever way we decide.`,
  },
  contact_submissions: {
    subject: 'We have your question',
    received: 'Thank you for your question.',
    next: `A person on our team replies by email within ${promises.replyHours} hours.`,
  },
  call_requests: {
    subject: 'We have your call request',
    received: 'Thank you for asking for a call.',
    next: `A person on our team replies by email within ${promises.replyHours} hours with times for your ${freeCall}, in your time zone.`,
  },
  labs_beta_requests: {
    subject: 'We have your beta request',
    received: 'Thank you for asking to join a Labs beta.',
    next: `We let new beta users in ${promises.reviewCadence} and will email you your invitation.`,
  },
};

/**
 * The founder's receipt for a lead: that it arrived, what happens next and by when. No name, no words of
 * theirs: the address is not proven to be the sender's, so a stranger's address gets only our words.
 */
function leadReceipt(message: LeadMessage, context: MailContext): ComposedMail {
  const receipt = receipts[message.payload.table];
  if (!receipt) throw new Error(`No receipt for the lead table ${message.payload.table}`);
  const call = `${context.siteUrl}${BOOK_CALL_PATH}`;
  const notYou = 'If you did not send this, ignore this email: you will hear nothing more from us.';
  const html = layout(
    context,
    receipt.subject,
    [
      heading(receipt.subject),
      paragraph('Hello,'),
      paragraph(escapeHtml(receipt.received)),
      paragraph(`<strong>What happens next:</strong> ${escapeHtml(receipt.next)}`),
      paragraph(`In a hurry? ${link(call, `Book a ${freeCall}`)}, or reply to this email.`),
      paragraph(`<span style="font-size:13px;color:#64748b">${escapeHtml(notYou)}</span>`),
      paragraph(`The ${escapeHtml(context.brand)} team`),
    ].join('\n'),
  );
  const text = [
    'Hello,',
    '',
    receipt.received,
    '',
    `What happens next: ${receipt.next}`,
    '',
    `In a hurry? Book a ${freeCall}: ${call}`,
    'Or reply to this email.',
    '',
    notYou,
    '',
    `The ${context.brand} team`,
  ].join('\n');
  return { subject: receipt.subject, html, text };
}

/** The studio's daily list of new newsletter subscribers: one line each, with where they signed up. */
function subscriberDigest(payload: SubscriberDigestPayload, context: MailContext): ComposedMail {
  const count = payload.subscribers.length;
  const subject = `${count} new newsletter ${count === 1 ? 'subscriber' : 'subscribers'}`;
  const since = payload.since ? `since ${payload.since}` : 'so far';
  const intro = `Who subscribed ${since} (up to ${payload.until}), newest last.`;
  const line = (s: SubscriberDigestPayload['subscribers'][number]) =>
    `${s.email} (${s.source}, ${s.subscribed_at})`;
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      paragraph(escapeHtml(intro)),
      `<ul style="margin:0 0 14px;padding-left:22px">${payload.subscribers
        .map((s) => `<li style="margin:0 0 6px">${escapeHtml(line(s))}</li>`)
        .join('')}</ul>`,
      paragraph(
        `<span style="font-size:12px;color:#64748b">Stored in the table newsletter_subscribers.</span>`,
      ),
    ].join('\n'),
  );
  const text = [subject, '', intro, '', ...payload.subscribers.map((s) => `- ${line(s)}`)].join('\n');
  return { subject, html, text };
}

/** Each template, as the studio's digest names it. */
const templateLabels: Record<string, string> = {
  'lead-notification': 'Lead notification',
  'playbook-delivery': 'Playbook (PDF)',
  'diagnostic-analysis': 'Diagnostic analysis',
  'lead-receipt': 'Receipt',
  'newsletter-confirmation': 'Newsletter confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'subscriber-digest': 'Subscriber digest',
  'mail-digest': 'Mail digest',
  'weekly-summary': 'Weekly summary',
  'mail-budget-low': 'Visitor mail running low',
  'lead-webhook': 'Lead alert (webhook)',
  'ai-fault': 'AI fault alert',
  'ai-fault-webhook': 'AI fault alert (webhook)',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One line of the digest: which mail, to whom, about which lead, when, and why it did not go out. */
function digestLine(entry: DigestEntry): string {
  const what = templateLabels[entry.template] ?? entry.template;
  const lead = leadLabel(entry.lead_table);
  const about = [entry.name, entry.email].filter(Boolean).join(', ');
  const subject =
    entry.template === 'lead-notification' || entry.template === 'lead-webhook'
      ? `${what}: ${lead ?? entry.lead_table}${about ? ` from ${about}` : ''}`
      : `${what} to ${entry.recipient ?? 'the studio'}`;
  return `${subject} (queued ${entry.created_at})${entry.reason ? `: ${entry.reason}` : ''}`;
}

const digestSections: { status: DigestEntry['status']; title: string; explain: string }[] = [
  {
    status: 'failed',
    title: 'Failed',
    explain:
      'The mail provider refused these for good, or kept failing until the retry window ended. To try one again, set its status back to pending in email_outbox.',
  },
  {
    status: 'held',
    title: 'Held lead notifications',
    explain:
      'More leads arrived than the studio notification bound allows (private.studio_mail_limits), so these were not sent one by one. Each lead is stored in the leads table; a flood is usually automated, but look for genuine ones.',
  },
  {
    status: 'skipped',
    title: 'Skipped mail to visitors',
    explain:
      'A visitor mail limit refused these (private.visitor_mail_limits). The leads are stored; answer a genuine one yourself.',
  },
];

/**
 * The studio's digest of mail that did not go out: held lead notifications within the hour, and once a
 * day everything that failed, was held or skipped, each with its reason. Only the studio receives it, so
 * it may name visitors (escaped like every notification).
 */
function mailDigest(payload: MailDigestPayload, context: MailContext): ComposedMail {
  const counts = [
    payload.failed && `${payload.failed} failed`,
    payload.held && `${payload.held} held`,
    payload.skipped && `${payload.skipped} skipped`,
  ].filter(Boolean);
  const subject =
    payload.kind === 'held'
      ? `${plural(payload.held, 'lead notification')} held back: too many leads at once`
      : `Mail not delivered: ${counts.join(', ')}`;
  const total = payload.failed + payload.skipped + payload.held;
  const rest = total - payload.messages.length;
  const more =
    rest > 0
      ? `And ${rest} more, not listed here: in the table email_outbox where reported_in is ${payload.digest_id}.`
      : undefined;
  const sections = digestSections
    .map((section) => ({ ...section, entries: payload.messages.filter((m) => m.status === section.status) }))
    .filter((section) => section.entries.length);
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      ...sections.map((section) =>
        [
          `<h2 style="margin:18px 0 8px;font-size:17px;color:#0f172a">${escapeHtml(section.title)}</h2>`,
          paragraph(escapeHtml(section.explain)),
          `<ul style="margin:0 0 14px;padding-left:22px">${section.entries
            .map((entry) => `<li style="margin:0 0 6px">${escapeHtml(digestLine(entry))}</li>`)
            .join('')}</ul>`,
        ].join('\n'),
      ),
      ...(more ? [paragraph(escapeHtml(more))] : []),
    ].join('\n'),
  );
  const text = [
    subject,
    ...sections.flatMap((section) => [
      '',
      section.title,
      section.explain,
      ...section.entries.map((entry) => `- ${digestLine(entry)}`),
    ]),
    ...(more ? ['', more] : []),
  ].join('\n');
  return { subject, html, text };
}

/** "Labs idea: 4" lines, most first, or one line saying there were none. */
function countLines(rows: { label: string; leads: number }[]): string[] {
  return rows.length ? rows.map((row) => `${row.label}: ${row.leads}`) : ['(none)'];
}

/** Why the fixed rules wrote a week's analyses (growth_diagnostics.analysis_reason), in the owner's words. */
const rulesReasons: Record<string, string> = {
  'no-key': 'no OPENAI_API_KEY',
  'daily-cap': 'past ANALYSIS_DAILY_AI_CAP',
  'budget-unreadable': 'the budget could not be read',
  'provider-failed': 'the provider failed or broke off',
  deadline: 'no answer within 20 seconds',
  'wrong-shape': 'a reply of the wrong shape',
  'key-refused': 'the OpenAI key was refused',
  'model-not-found': 'no model of OPENAI_MODEL could be used',
  'no-quota': 'no quota left',
  'region-refused': 'region refused',
  'access-refused': 'a restricted key',
};

/**
 * A model the diagnostic is set to use that OpenAI shuts down (or has shut down) soon, and the fix, for an
 * owner who never chose a model: the default list in the code goes stale, OPENAI_MODEL overrides it.
 */
function shutdownLine(model: string, shutdownDate: string, today: string): string {
  const fix =
    'set newer models, best first, with `npx supabase secrets set OPENAI_MODEL=model-a,model-b` (`npm run check:ai` lists the ones your key can use)';
  return shutdownDate > today
    ? `Action needed: OpenAI shuts down ${model}, a model the analysis is set to use, on ${shutdownDate}. From that day it is skipped, and when no model of the list is left the fixed rules write every analysis. To keep AI-written analyses, ${fix}.`
    : `Action needed: OpenAI shut down ${model}, a model the analysis is set to use, on ${shutdownDate}; it is skipped. To take it off the list, ${fix}.`;
}

/**
 * The studio's week in one mail (private.queue_weekly_summary): leads by form, page and campaign, the
 * newsletter's net sign-ups, and the mail that did not go out. Only the studio receives it.
 */
function weeklySummary(payload: WeeklySummaryPayload, context: MailContext): ComposedMail {
  const net = payload.newsletter.confirmed - payload.newsletter.unsubscribed;
  const day = (moment: string) => moment.slice(0, 10);
  const subject = `Your week: ${plural(payload.leads, 'lead')}, newsletter ${net >= 0 ? '+' : ''}${net}`;
  const sections: { title: string; lines: string[] }[] = [
    {
      title: 'Leads by form',
      lines: [
        ...countLines(payload.by_kind.map((row) => ({ label: row.kind, leads: row.leads }))),
        ...(payload.spam ? [`(and ${plural(payload.spam, 'lead')} you marked as spam)`] : []),
      ],
    },
    {
      title: 'By page',
      lines: countLines(payload.by_page.map((row) => ({ label: row.page, leads: row.leads }))),
    },
    {
      title: 'By campaign (source / medium / campaign)',
      lines: countLines(payload.by_campaign.map((row) => ({ label: row.campaign, leads: row.leads }))),
    },
    ...(payload.booked_calls
      ? [
          {
            title: 'Calls booked',
            lines: [
              `${plural(payload.booked_calls.booked, 'call')} booked, ${payload.booked_calls.canceled} canceled since`,
              ...payload.booked_calls.by_source.map((row) => `From ${row.source}: ${row.calls}`),
              ...payload.booked_calls.by_page.map((row) => `Landed on ${row.page}: ${row.calls}`),
            ],
          },
        ]
      : []),
    {
      title: 'Newsletter',
      lines: [
        `${plural(payload.newsletter.confirmed, 'new confirmed subscriber')}, ${plural(payload.newsletter.unsubscribed, 'unsubscribe')}: ${net >= 0 ? '+' : ''}${net}`,
      ],
    },
    ...(payload.analyses
      ? [
          {
            title: 'Growth diagnostic analyses',
            lines: [
              ...payload.analyses.by_model.map((row) => `Written by ${row.model}: ${row.analyses}`),
              ...payload.analyses.by_reason.map(
                (row) =>
                  `Written by the fixed rules (${rulesReasons[row.reason] ?? row.reason}): ${row.analyses}`,
              ),
              ...(payload.analyses.by_model.length + payload.analyses.by_reason.length ? [] : ['(none)']),
              ...(payload.analyses.shutting_down ?? []).map((row) =>
                shutdownLine(row.model, row.shutdown_date, day(payload.until)),
              ),
            ],
          },
        ]
      : []),
    {
      title: 'Mail',
      lines: [
        `${payload.mail.sent} sent, ${payload.mail.failed} failed, ${payload.mail.skipped} skipped by a limit`,
        ...(payload.mail.failed + payload.mail.skipped
          ? ['Each one that did not go out was listed in the daily digest of its day (email_outbox).']
          : []),
      ],
    },
  ];
  const intro = `${day(payload.from)} to ${day(payload.until)} (UTC). Every lead is in the leads table.`;
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      paragraph(escapeHtml(intro)),
      ...sections.map((section) =>
        [
          `<h2 style="margin:18px 0 8px;font-size:17px;color:#0f172a">${escapeHtml(section.title)}</h2>`,
          `<ul style="margin:0 0 14px;padding-left:22px">${section.lines
            .map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`)
            .join('')}</ul>`,
        ].join('\n'),
      ),
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    intro,
    ...sections.flatMap((section) => ['', section.title, ...section.lines.map((line) => `- ${line}`)]),
  ].join('\n');
  return { subject, html, text };
}

/**
 * A configuration fault of the diagnostic's AI, once per cause (public.report_ai_fault): what the
 * provider said and the fix in words. Only the studio receives it.
 */
function aiFault(payload: AiFaultPayload, context: MailContext): ComposedMail {
  const subject = `Growth diagnostic: ${payload.title}`;
  const meaning =
    'Since then every founder who takes the growth diagnostic gets the analysis written by the fixed rules, labelled as such, instead of the AI-written one. Nothing is lost: the answers are stored as usual.';
  const fix = `To fix it: ${payload.fix}`;
  const after =
    'Once an analysis is written by the model again, this alert is closed; you are alerted again if the fault comes back.';
  const said = `Since ${payload.seen_at}. The provider said: ${payload.detail}`;
  const html = layout(
    context,
    subject,
    [heading(subject), ...[meaning, fix, after, said].map((line) => paragraph(escapeHtml(line)))].join('\n'),
  );
  return { subject, html, text: [subject, '', meaning, '', fix, '', after, '', said].join('\n') };
}

/**
 * Half the day's visitor mail is spent and no bot challenge is configured (once a day, to the studio): what
 * now holds the rest of the day, who took most, and how to configure the challenge.
 */
function mailBudgetLow(payload: MailBudgetLowPayload, context: MailContext): ComposedMail {
  const subject = `Visitor mail is running low today: ${payload.sent} of ${payload.per_day} sent`;
  const lines = [
    `${payload.sent} of today's ${payload.per_day} emails to addresses visitors type (the playbook, the diagnostic's analysis, newsletter confirmations) are sent (${payload.day}, UTC). From now on each network gets one a day; past ${payload.per_day}, none until midnight UTC. The leads are stored either way, and every mail not sent is listed in the daily digest.`,
    'If this is not a day of many real visitors, a script may be asking. Turn on the bot challenge (Cloudflare Turnstile: the TURNSTILE_SECRET_KEY secret of the leads function, and VITE_TURNSTILE_SITE_KEY at build): then, past half of the day, only visitors who pass it get mail.',
  ];
  const networks = payload.networks.map((n) => `${n.network}: ${plural(n.mails, 'mail')}`);
  const title = 'The networks that took most today';
  const html = layout(
    context,
    subject,
    [
      heading(subject),
      ...lines.map((line) => paragraph(escapeHtml(line))),
      `<h2 style="margin:18px 0 8px;font-size:17px;color:#0f172a">${escapeHtml(title)}</h2>`,
      `<ul style="margin:0 0 14px;padding-left:22px">${networks
        .map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`)
        .join('')}</ul>`,
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    ...lines.flatMap((line) => [line, '']),
    title,
    ...networks.map((line) => `- ${line}`),
  ].join('\n');
  return { subject, html, text };
}

/** The newsletter confirmation: our words only, one button to a page that confirms when asked to. */
function newsletterConfirmation(payload: NewsletterConfirmationPayload, context: MailContext): ComposedMail {
  const confirm = newsletterLink(context.siteUrl, NEWSLETTER_CONFIRM_PATH, payload.token);
  const subject = `Confirm your subscription to the ${context.brand} newsletter`;
  const asked = `Someone, hopefully you, asked for the ${context.brand} newsletter at this address. Please confirm with the link below; it works once, within ${CONFIRMATION_LINK_DAYS} days.`;
  const notYou = 'If it was not you, ignore this email: you will hear nothing more from us.';
  const html = layout(
    context,
    subject,
    [
      heading(newsletterLinkWords.confirm.title),
      paragraph(escapeHtml(asked)),
      button(confirm, newsletterLinkWords.confirm.button),
      paragraph(escapeHtml(notYou)),
    ].join('\n'),
  );
  const text = [asked, '', `${newsletterLinkWords.confirm.button}: ${confirm}`, '', notYou].join('\n');
  return { subject, html, text };
}

/**
 * What every mail to a subscriber carries: a link to the unsubscribe page, and the one-click unsubscribe
 * of RFC 8058 (a POST from the mail client to the newsletter function, no page, no key).
 */
export function unsubscribeParts(token: string, context: MailContext) {
  if (!context.functionsUrl) throw new Error('The functions address (SUPABASE_URL) is not set');
  const page = newsletterLink(context.siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, token);
  const oneClick = `${context.functionsUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}${encodeURIComponent(token)}`;
  return {
    page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sent once an address is confirmed: the first mail to a subscriber, with the way out. */
function newsletterWelcome(payload: NewsletterWelcomePayload, context: MailContext): ComposedMail {
  const unsubscribe = unsubscribeParts(payload.unsubscribe_token, context);
  const subject = `You're subscribed to the ${context.brand} newsletter`;
  const thanks = `Thank you for confirming. You will receive the ${context.brand} newsletter at this address: new articles on validating, building and growing startups.`;
  const leave = 'No longer want it? Unsubscribe with one click:';
  const html = layout(
    context,
    subject,
    [
      heading("You're subscribed"),
      paragraph(escapeHtml(thanks)),
      paragraph(`${escapeHtml(leave)} ${link(unsubscribe.page, 'unsubscribe')}.`),
      paragraph(`The ${escapeHtml(context.brand)} team`),
    ].join('\n'),
  );
  const text = [thanks, '', `${leave} ${unsubscribe.page}`, '', `The ${context.brand} team`].join('\n');
  return { subject, html, text, headers: unsubscribe.headers };
}

/** Every mail as it may be sent: the template's words, with the subject and headers made header-safe. */
export function composeMail(message: OutboxMessage, context: MailContext): ComposedMail {
  const mail = composeTemplate(message, context);
  return {
    ...mail,
    subject: headerText(mail.subject),
    ...(mail.headers && {
      headers: Object.fromEntries(
        Object.entries(mail.headers).map(([name, value]) => [name, headerText(value)]),
      ),
    }),
  };
}

function composeTemplate(message: OutboxMessage, context: MailContext): ComposedMail {
  switch (message.template) {
    case 'newsletter-confirmation':
      return newsletterConfirmation(message.payload, context);
    case 'newsletter-welcome':
      return newsletterWelcome(message.payload, context);
    case 'subscriber-digest':
      return subscriberDigest(message.payload, context);
    case 'mail-digest':
      return mailDigest(message.payload, context);
    case 'weekly-summary':
      return weeklySummary(message.payload, context);
    case 'mail-budget-low':
      return mailBudgetLow(message.payload, context);
    case 'lead-webhook':
    case 'ai-fault-webhook':
      throw new Error('A webhook alert is posted, not mailed');
    case 'ai-fault':
      return aiFault(message.payload, context);
    case 'lead-notification':
      return leadNotification(message, context);
    case 'playbook-delivery':
      return playbookDelivery(context);
    case 'diagnostic-analysis':
      return diagnosticAnalysis(message, context);
    case 'lead-receipt':
      return leadReceipt(message, context);
    default:
      throw new Error(`Unknown email template ${String((message as { template: unknown }).template)}`);
  }
}

/** Why leads are not being stored, for the owner (supabase/functions/leads/owner-alert.ts). */
export type StoreFaultAlert = {
  /** The cause in words: "the service key was refused". */
  words: string;
  /** Status, SQLSTATE and constraint name, for whoever fixes it. */
  detail: string;
  /** What to do about it. */
  remedy: string;
  /** When the function first met it (ISO 8601). */
  at: string;
};

/**
 * Sent by the leads function itself, not through the outbox: the fault may be the very way into the
 * database. Holds no visitor's data.
 */
export function storeFaultMail(alert: StoreFaultAlert, context: MailContext): ComposedMail {
  const subject = headerText(`Leads are waiting: ${alert.words}`);
  const lines = [
    `The leads function could not store a lead at ${alert.at}: ${alert.words} (${alert.detail}).`,
    'Nothing is lost: the visitor saw "try again", and their browser keeps the lead and sends it again by itself until it is stored. Leads sent while this lasts arrive once it is fixed.',
    alert.remedy,
    'You get this mail once a day for each cause.',
  ];
  return {
    subject,
    html: layout(
      context,
      subject,
      [heading(subject), ...lines.map((line) => paragraph(escapeHtml(line)))].join('\n'),
    ),
    text: [subject, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim(),
  };
}
