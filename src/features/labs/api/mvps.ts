import type { OptionOf } from '@/config/option-sets';
import { readVersion } from '@/lib/backend';
import { readPreview } from '@/lib/preview';
import type { Database } from '@/types/database.types';

type MvpRow = Database['public']['Tables']['labs_mvps']['Row'];
export type MvpStatus = OptionOf<'mvpStatus'>;

/** An MVP as screens use it (the table's columns, camel-cased). */
export type Mvp = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** HTML as the owner wrote it; sanitize before rendering (lib/sanitize-html.ts). */
  description: string;
  featuredImage: string | null;
  status: MvpStatus;
  featured: boolean;
  betaUsers: number;
  githubUrl: string | null;
  liveUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The columns the catalogue and MVP pages show. */
const MVP_COLUMNS =
  'id, slug, title, description, summary, featured_image, status, featured, beta_users, github_url, live_url, created_at, updated_at';

export function toMvp(row: Omit<MvpRow, 'published'>): Mvp {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    featuredImage: row.featured_image,
    status: row.status as MvpStatus,
    featured: row.featured,
    betaUsers: row.beta_users,
    githubUrl: row.github_url,
    liveUrl: row.live_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type MvpList = { mvps: Mvp[]; failed: boolean };

/**
 * Every MVP, status ascending then newest first. A failure is logged and gives an empty list,
 * flagged, so the catalogue can say it failed rather than that Labs is empty.
 */
export async function listMvps(): Promise<MvpList> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase
    .from('labs_mvps')
    .select(MVP_COLUMNS)
    .order('status', { ascending: true })
    .order('created_at', { ascending: false });
  if (error) {
    console.error('Could not load the Labs MVPs:', error);
    return { mvps: [], failed: true };
  }
  return { mvps: data.map(toMvp), failed: false };
}

export type MvpLookup = { status: 'found'; mvp: Mvp } | { status: 'not-found' } | { status: 'error' };

/**
 * One MVP by slug; no row means not found, other errors are logged. `maybeSingle` asks for an
 * array and counts client-side, so an unknown slug is an empty answer, not the 406 (PGRST116) `single`
 * makes the browser log as a failed request.
 */
export async function getMvp(slug: string): Promise<MvpLookup> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.from('labs_mvps').select('*').eq('slug', slug).maybeSingle();
  if (error) {
    console.error(`Could not load the MVP "${slug}":`, error);
    return { status: 'error' };
  }
  return data ? { status: 'found', mvp: toMvp(data) } : { status: 'not-found' };
}

/**
 * The version of the catalogue (or of one MVP): slugs and last edits, a tiny read (lib/data-page.tsx).
 * Slugs, not ids: a local build and the preview each seed their own database, with the same slugs and
 * dates but new ids, and must agree that nothing changed.
 */
export function mvpsVersion(slug?: string): Promise<string | undefined> {
  const only = slug === undefined ? '' : `&slug=eq.${encodeURIComponent(slug)}`;
  return readVersion(`labs_mvps?select=slug,updated_at${only}&order=slug`);
}

/** The MVP a preview token opens, drafts included. */
export async function previewMvp(token: string): Promise<MvpLookup> {
  const row = await readPreview('preview_mvp', token);
  if (row === undefined) return { status: 'error' };
  return row ? { status: 'found', mvp: toMvp(row as MvpRow) } : { status: 'not-found' };
}
