import type { OptionOf } from '@/config/option-sets';
import { callFunction, contentVersion } from '@/lib/backend';
import { readPreview } from '@/lib/preview';
import type { Database } from '@/types/database.types';

/**
 * An MVP as the visitor's API answers it: the table's columns but `published` (the catalogue's, without
 * `description` and `features`).
 */
type MvpRow = Omit<
  Database['public']['Tables']['labs_mvps']['Row'],
  'published' | 'description' | 'features'
> & {
  description?: string;
  features?: string[];
};
export type MvpStatus = OptionOf<'mvpStatus'>;

/** An MVP as screens use it (the table's columns, camel-cased). */
export type Mvp = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** HTML as the owner wrote it; sanitize before rendering (lib/sanitize-html.ts). */
  description: string;
  /** Its key features as the owner listed them (its page only; empty in the catalogue). */
  features: string[];
  featuredImage: string | null;
  status: MvpStatus;
  featured: boolean;
  betaUsers: number;
  githubUrl: string | null;
  liveUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toMvp(row: MvpRow): Mvp {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description ?? '',
    features: row.features ?? [],
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
 * Every published MVP, status ascending then newest first (api.labs_mvps; the catalogue shows no
 * description). A failure is logged and gives an empty list, flagged, so the catalogue can say it failed
 * rather than that Labs is empty.
 */
export async function listMvps(): Promise<MvpList> {
  try {
    return { mvps: (await callFunction<MvpRow[]>('labs_mvps')).map(toMvp), failed: false };
  } catch (error) {
    console.error('Could not load the Labs MVPs:', error);
    return { mvps: [], failed: true };
  }
}

export type MvpLookup = { status: 'found'; mvp: Mvp } | { status: 'not-found' } | { status: 'error' };

/** One published MVP by slug (api.labs_mvp); null means not found, other errors are logged. */
export async function getMvp(slug: string): Promise<MvpLookup> {
  try {
    const row = await callFunction<MvpRow | null>('labs_mvp', { mvp_slug: slug });
    return row ? { status: 'found', mvp: toMvp(row) } : { status: 'not-found' };
  } catch (error) {
    console.error(`Could not load the MVP "${slug}":`, error);
    return { status: 'error' };
  }
}

/** The version of the catalogue and of every MVP page (lib/data-page.tsx). */
export const mvpsVersion = contentVersion;

/** The MVP a preview token opens, drafts included. */
export async function previewMvp(token: string): Promise<MvpLookup> {
  const row = await readPreview<MvpRow>('preview_mvp', token);
  if (row === undefined) return { status: 'error' };
  return row ? { status: 'found', mvp: toMvp(row) } : { status: 'not-found' };
}
