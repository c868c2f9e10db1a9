import type { ChallengeVerifier } from './handler.ts';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Cloudflare Turnstile's server-side check: the token the widget gave the visitor, sent to siteverify with
 * the secret (and the visitor's address, which Cloudflare compares). Each token is valid once, for 300 s.
 */
export function turnstileVerifier(secret: string, fetcher: typeof fetch = fetch): ChallengeVerifier {
  return async (token, clientAddress) => {
    const body = new URLSearchParams({ secret, response: token });
    if (clientAddress) body.set('remoteip', clientAddress);
    const response = await fetcher(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  };
}
