import { corsHeaders, jsonResponse } from '../_shared/cors.ts';
import {
  ONE_CLICK_UNSUBSCRIBE_PATH,
  type ConfirmResult,
  type UnsubscribeResult,
} from '../_shared/site-links.ts';

/** The two SQL functions behind the links, reached through PostgREST when deployed and directly locally. */
export interface NewsletterStore {
  confirm(token: string): Promise<ConfirmResult>;
  unsubscribe(token: string): Promise<UnsubscribeResult>;
}

const MAX_TOKEN_LENGTH = 200;

/**
 * The `newsletter` Edge Function: the newsletter's links, acted on only when asked with a POST (mail
 * scanners follow links with GET, and must neither confirm nor unsubscribe anyone).
 *
 * - `POST {"action":"confirm"|"unsubscribe","token":"..."}`: from the site's pages /newsletter/confirm and
 *   /newsletter/unsubscribe, after the visitor pressed their button; answers `{"result": ...}`. The token
 *   travels in the body, never in an address.
 * - `POST /newsletter/one-click/<token>` with the body `List-Unsubscribe=One-Click`: RFC 8058's one-click
 *   unsubscribe, sent by the mail client from the List-Unsubscribe header; no key, no cookie, no redirect.
 *   (`POST ?unsubscribe=<token>`, the header of mails sent before, is still honoured.)
 */
export function createNewsletterHandler({ store }: { store: NewsletterStore }) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST')
      return jsonResponse(405, { error: 'Use POST.' }, { Allow: 'POST, OPTIONS' });
    const url = new URL(request.url);
    const inPath = url.pathname.split(ONE_CLICK_UNSUBSCRIBE_PATH)[1];
    const oneClick = inPath ? decodeURIComponent(inPath) : url.searchParams.get('unsubscribe');
    try {
      if (oneClick !== null) {
        const body = await request.text();
        if (
          !/(^|&|\r\n|\n)List-Unsubscribe=One-Click($|&|\r\n|\n)|name="List-Unsubscribe"\s+One-Click/.test(
            body,
          )
        )
          return plain(400, 'A one-click unsubscribe posts List-Unsubscribe=One-Click.');
        const result = await store.unsubscribe(oneClick.slice(0, MAX_TOKEN_LENGTH));
        return result === 'unsubscribed'
          ? plain(200, 'You are unsubscribed.')
          : plain(404, 'This unsubscribe link is not known.');
      }
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return jsonResponse(400, {
          error: 'Send JSON: {"action": "confirm" | "unsubscribe", "token": "..."}.',
        });
      }
      const { action, token } = (body ?? {}) as { action?: unknown; token?: unknown };
      if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH)
        return jsonResponse(400, { error: 'token is required.' });
      if (action === 'confirm') return jsonResponse(200, { result: await store.confirm(token) });
      if (action === 'unsubscribe') return jsonResponse(200, { result: await store.unsubscribe(token) });
      return jsonResponse(400, { error: 'action is confirm or unsubscribe.' });
    } catch (error) {
      console.error('newsletter: the subscription could not be updated', error);
      return jsonResponse(500, { error: 'The subscription could not be updated. Please try again later.' });
    }
  };
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
