import type { Database } from '@/types/database.types';
import { visitUtm } from './visit';

type LeadTable =
  | 'labs_submissions'
  | 'collective_inquiries'
  | 'collective_applications'
  | 'contact_submissions'
  | 'newsletter_subscribers'
  | 'growth_diagnostics'
  | 'labs_beta_requests'
  | 'playbook_requests';

export type LeadRow<Table extends LeadTable> = Omit<
  Database['public']['Tables'][Table]['Insert'],
  'request_id' | 'page' | 'utm'
>;

/** Where the lead came from, for the owner's inbox (public.leads): the form's page and the visit's UTM. */
function origin(): { page: string; utm: Record<string, string> | null } {
  const utm = visitUtm();
  return { page: window.location.pathname.slice(0, 300), utm: Object.keys(utm).length ? utm : null };
}

export class LeadError extends Error {
  readonly code: string | undefined;
  constructor(table: string, code: string | undefined, message: string) {
    super(`Saving to ${table} failed: ${message}`);
    this.name = 'LeadError';
    this.code = code;
  }
}

/**
 * Stores one lead. `requestId` identifies this submission: a retry after a lost response sends the same
 * id, the database refuses it as a duplicate (23505 on <table>_request_id_key), and that counts as stored.
 * `duplicateIsSuccess` names other unique constraints a repeat may hit that the visitor need not hear about.
 * No `.select()`: visitors may insert leads but never read them. It only stores: a caller that wants the
 * booking page to know the visitor calls `rememberVisitor` (src/lib/visit.ts) itself.
 */
export async function insertLead<Table extends LeadTable>(
  table: Table,
  row: LeadRow<Table>,
  requestId: string,
  duplicateIsSuccess: readonly string[] = [],
): Promise<void> {
  // The row's type is checked by this function's signature; supabase-js cannot check it for a table name
  // that is itself a type parameter, so the builder is narrowed to the one call used here.
  // The client (about 55 kB gzip) loads when a visitor first submits, not with the page that shows the form.
  const { supabase } = await import('./supabase');
  const leads = supabase.from(table) as unknown as {
    insert: (
      row: Record<string, unknown>,
    ) => PromiseLike<{ error: { code: string; message: string } | null }>;
  };
  const { error } = await leads.insert({ ...row, ...origin(), request_id: requestId });
  if (!error) return;
  const acceptable = [`${table}_request_id_key`, ...duplicateIsSuccess];
  if (error.code === '23505' && acceptable.some((constraint) => error.message.includes(constraint))) return;
  console.error(`Could not save to ${table}:`, error);
  throw new LeadError(table, error.code, error.message);
}
