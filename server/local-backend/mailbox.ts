import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../supabase/functions/send-email/templates.ts';
import { headersOf, isTrustedPeer, type LocalBackend } from './backend.ts';

/** A message in the local mailbox, as /_mail/messages.json lists it (newest first). */
export type MailboxMessage = {
  id: number;
  outbox_id: string;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** Extra headers the message carries (List-Unsubscribe...). */
  headers: Record<string, string>;
  received_at: string;
};

export async function mailboxMessages(backend: LocalBackend): Promise<MailboxMessage[]> {
  return backend.asOwner(
    async (tx) =>
      (
        await tx.query<MailboxMessage>(
          `select id, outbox_id, sender, recipient, reply_to, subject, html, text, headers,
                  to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as received_at
             from local_backend.mailbox order by id desc`,
        )
      ).rows,
  );
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e2e8f0;font-size:14px;vertical-align:top}
a{color:#4338ca}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:14px}
dt{font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #cbd5e1;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #cbd5e1;padding:12px;font-size:13px}
</style></head><body><main>${body}</main></body></html>`;

function listPage(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.received_at)}</td><td>${escapeHtml(m.recipient)}</td><td><a href="/_mail/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p>What the site's emails would deliver: to visitors, and to the studio. Nothing here left this machine.
Newest first; reload to see new messages. JSON: <a href="/_mail/messages.json">/_mail/messages.json</a>.</p>
${messages.length ? `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p><strong>No messages yet.</strong> Send a form on the site.</p>'}`,
  );
}

function messagePage(m: MailboxMessage): string {
  return page(
    m.subject,
    `<p><a href="/_mail">← All messages</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.sender)}</dd><dt>To</dt><dd>${escapeHtml(m.recipient)}</dd>
<dt>Reply-To</dt><dd>${escapeHtml(m.reply_to ?? '(none)')}</dd><dt>Received</dt><dd>${escapeHtml(m.received_at)}</dd>
${Object.entries(m.headers)
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('')}</dl>
<h2>HTML part</h2>
<iframe title="HTML part" src="/_mail/${m.id}/html"></iframe>
<h2>Text part</h2>
<pre>${escapeHtml(m.text)}</pre>`,
  );
}

/** A message's HTML runs nothing and loads nothing but images: it is shown as a mail client would. */
const messageHtmlPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'self'";

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
) {
  // The messages are the developer's own, never the site's pages: not cached, not indexed.
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    ...headers,
  });
  res.end(body);
}

/** /_mail: the local mailbox in the browser; /_mail/messages.json for scripts and tests. */
export function mailboxMiddleware(read: () => Promise<MailboxMessage[]>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path !== '/_mail' && !path.startsWith('/_mail/')) return next();
    // The messages hold tokens and leads: for this machine only, never through a tunnel or proxy.
    if (!isTrustedPeer({ address: req.socket.remoteAddress ?? '' }, headersOf(req)))
      return send(res, 403, 'text/plain; charset=utf-8', 'The local mailbox answers this machine only.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'GET only');
    void read()
      .then((messages) => {
        if (path === '/_mail' || path === '/_mail/')
          return send(res, 200, 'text/html; charset=utf-8', listPage(messages));
        if (path === '/_mail/messages.json')
          return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(messages));
        const match = /^\/_mail\/(\d+)(\/html)?$/.exec(path);
        const message = match && messages.find((m) => m.id === Number(match[1]));
        if (!message) return send(res, 404, 'text/plain; charset=utf-8', 'No such message');
        if (match[2])
          return send(res, 200, 'text/html; charset=utf-8', message.html, {
            'Content-Security-Policy': messageHtmlPolicy,
          });
        return send(res, 200, 'text/html; charset=utf-8', messagePage(message));
      })
      .catch((error: unknown) => send(res, 500, 'text/plain; charset=utf-8', String(error)));
  };
}
