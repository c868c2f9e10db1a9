import type { IncomingMessage, ServerResponse } from 'node:http';
import { headersOf, isTrustedPeer } from './backend.ts';

/** Where the dev and preview servers take the functions' secrets: `supabase secrets set`, locally. */
export const SECRETS_PATH = '/_local/secrets';

/** Changes of secrets: a value sets one, null unsets it (the shell's value, if any, applies again). */
export type SecretChanges = Record<string, string | null>;

const SECRET_NAME = /^[A-Z][A-Z0-9_]{0,99}$/;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * POST /_local/secrets with a JSON object of changes (`{"LEADS_WEBHOOK_URL": "https://..."}`): the local
 * functions start afresh with them, as a hosted project's do after `supabase secrets set`, with no server
 * restart. Answers the names now set (never their values). For this machine only: a secret is the
 * owner's, and the platform's service key may be set too, to play one the project no longer accepts.
 */
export function secretsMiddleware(set: (changes: SecretChanges) => Promise<string[]>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? '').split('?')[0] !== SECRETS_PATH) return next();
    if (!isTrustedPeer({ address: req.socket.remoteAddress ?? '' }, headersOf(req)))
      return answer(res, 403, { error: 'The local secrets are set from this machine only.' });
    if (req.method !== 'POST') return answer(res, 405, { error: 'POST a JSON object of secrets.' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let changes: unknown;
      try {
        changes = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, { error: 'The body must be JSON.' });
      }
      const valid =
        typeof changes === 'object' &&
        changes !== null &&
        !Array.isArray(changes) &&
        Object.entries(changes).every(
          ([name, value]) => SECRET_NAME.test(name) && (value === null || typeof value === 'string'),
        );
      if (!valid)
        return answer(res, 400, {
          error: 'Send an object of secrets: NAMES_IN_CAPITALS, each a string to set or null to unset.',
        });
      void set(changes as SecretChanges).then(
        (names) => answer(res, 200, { set: names }),
        (error: unknown) => answer(res, 500, { error: String(error) }),
      );
    });
  };
}
