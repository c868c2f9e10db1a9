/**
 * Before a build for a hosted project renders anything, one read of the visitor's API (the content
 * version): an unreachable project, a wrong key, or an API schema that is not exposed or not migrated stops
 * the build at once with the backend's own words, instead of a site shipped without its posts and MVPs.
 * The build's other reads of the project before rendering (the retention period) go the same way.
 */

/** The most specific words an error carries: fetch hides the network's reason in `cause`. */
function reason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** One function of the visitor's API (`api.<name>`), as a visitor calls it; its answer, or why not. */
export async function readApi<T>(url: string, anonKey: string, name: string, timeoutMs = 15_000): Promise<T> {
  const probe = `api.${name}`;
  const address = `${url.replace(/\/+$/, '')}/rest/v1/rpc/${name}`;
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Accept-Profile': 'api' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`Cannot reach the Supabase project at ${url} (reading ${probe}): ${reason(error)}`);
  }
  if (response.ok) return (await response.json()) as T;
  const body = await response.text();
  let message = body.trim() || response.statusText;
  try {
    const parsed = JSON.parse(body) as { message?: string; code?: string; hint?: string | null };
    message = [parsed.code, parsed.message, parsed.hint].filter(Boolean).join(': ') || message;
  } catch {
    // not JSON: the text itself is the message
  }
  throw new Error(
    `The Supabase project at ${url} refused to read ${probe} (HTTP ${response.status}): ${message}`,
  );
}

export async function checkBackend(url: string, anonKey: string, timeoutMs = 15_000): Promise<void> {
  await readApi<string>(url, anonKey, 'content_version', timeoutMs);
}
