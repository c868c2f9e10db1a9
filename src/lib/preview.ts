/**
 * Reads the unpublished row a preview token opens (docs/owner.md, "Previewing a draft") through the
 * database's `preview_post`/`preview_mvp`, which answer null for any other token; row-level security still
 * hides drafts from every other read. undefined: the read failed (logged).
 */
export async function readPreview(fn: 'preview_post' | 'preview_mvp', token: string): Promise<unknown> {
  if (!token) return null;
  const { supabase } = await import('./supabase');
  // The generated types list tables only; the function's answer is checked by its caller's shape.
  const rpc = supabase.rpc as unknown as (
    name: string,
    args: { token: string },
  ) => PromiseLike<{ data: unknown; error: unknown }>;
  const { data, error } = await rpc(fn, { token });
  if (error) {
    console.error(`Could not load the preview (${fn}):`, error);
    return undefined;
  }
  return data;
}

/** The token of a preview address: its fragment (`#<token>`), which never reaches a server's logs. */
export function previewToken(hash: string): string {
  return hash.replace(/^#/, '').trim();
}
