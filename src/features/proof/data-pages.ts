import { contentVersion } from '@/lib/backend';
import { dataPage } from '@/lib/data-page';
import { readProof, type ProofPlace } from './api/proof';

/**
 * The proof of one page, prerendered with it and refreshed like every data page (docs/decisions/0011):
 * `export const { loader } = proofPage('home')` in the route, `useContent()` where it shows.
 */
export function proofPage(place: ProofPlace) {
  return dataPage({
    read: (params) => readProof(place, params.slug),
    version: contentVersion,
    usable: (proof) => !proof.failed,
  });
}
