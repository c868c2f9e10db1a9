/**
 * Before a build for a hosted project renders anything, one read of the visitor's API (the content
 * version): an unreachable project, a wrong key, or an API schema that is not exposed or not migrated stops
 * the build at once with the backend's own words, instead of a site shipped without its posts and MVPs.
 */
const PROBE = 'api.content_version';

/** The most specific words an error carries: fetch hides the network's reason in `cause`. */
function reason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export async function checkBackend(url: string, anonKey: string, timeoutMs = 15_000): Promise<void> {
  const address = `${url.replace(/\/+$/, '')}/rest/v1/rpc/content_version`;
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Accept-Profile': 'api' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`Cannot reach the Supabase project at ${url} (reading ${PROBE}): ${reason(error)}`);
  }
  if (response.ok) return;
  const body = await response.text();
  let message = body.trim() || response.statusText;
  try {
    const parsed = JSON.parse(body) as { message?: string; code?: string; hint?: string | null };
    message = [parsed.code, parsed.message, parsed.hint].filter(Boolean).join(': ') || message;
  } catch {
    // not JSON: the text itself is the message
  }
  throw new Error(
    `The Supabase project at ${url} refused to read ${PROBE} (HTTP ${response.status}): ${message}`,
  );
}
