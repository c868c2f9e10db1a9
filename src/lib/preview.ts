import { postFunction } from './backend';

/**
 * Reads the unpublished row a preview token opens (docs/owner.md, "Previewing a draft") through the API's
 * `preview_post`/`preview_mvp`, which answer null for any other token. The token travels in a POST body,
 * never in an address a log keeps. undefined: the read failed (logged).
 */
export async function readPreview<T>(
  fn: 'preview_post' | 'preview_mvp',
  token: string,
): Promise<T | null | undefined> {
  if (!token) return null;
  try {
    return await postFunction<T | null>(fn, { token });
  } catch (error) {
    console.error(`Could not load the preview (${fn}):`, error);
    return undefined;
  }
}

/** The token of a preview address: its fragment (`#<token>`), which never reaches a server's logs. */
export function previewToken(hash: string): string {
  return hash.replace(/^#/, '').trim();
}
