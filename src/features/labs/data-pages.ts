import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { dataPage } from '@/lib/data-page';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { getMvp, listMvps, mvpsVersion, type MvpLookup } from './api/mvps';

const found = (lookup: MvpLookup) => lookup.status !== 'error';

/** /labs/mvps: the catalogue. */
export const mvpListPage = dataPage({
  read: listMvps,
  version: mvpsVersion,
  usable: (list) => !list.failed,
});

/** /labs/{slug}: one MVP, its owner-written description sanitized once, where it is read. */
export const mvpDetailPage = dataPage({
  read: async (params) => {
    const lookup = await getMvp(params.slug ?? '');
    if (lookup.status !== 'found') return lookup;
    return { ...lookup, mvp: { ...lookup.mvp, description: await sanitizeHtml(lookup.mvp.description) } };
  },
  version: mvpsVersion,
  usable: found,
});

/** /labs/{slug}/beta-access: the MVP the request is for; the build redirects one not in beta to its page. */
export const betaAccessPage = dataPage({
  read: async (params) => {
    const lookup = await getMvp(params.slug ?? '');
    if (import.meta.env.SSR && lookup.status === 'found' && lookup.mvp.status !== 'beta')
      // A temporary redirect: the host rule the build writes for it is a 302 (scripts/prerender.ts).
      throw redirect(paths.labs.mvp(lookup.mvp.slug), 302);
    return lookup;
  },
  version: mvpsVersion,
  usable: found,
});
