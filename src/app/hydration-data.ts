import type { PrerenderedPage } from '@/lib/data-page';

/**
 * The data a page was prerendered with travels in the page as a JSON data block
 * (`<script type="application/json">`), not as an inline script: a data block never runs, so the
 * Content-Security-Policy needs no hash for content that changes with every page.
 */
export const HYDRATION_DATA_ID = 'page-hydration-data';

export function serializeHydrationData(page: PrerenderedPage | undefined): string {
  // `<` escaped, so no string in the data can close the element early.
  return JSON.stringify(page ?? null).replace(/</g, '\\u003c');
}

/** The data block of the prerendered page, if it has one. */
export function readHydrationData(): PrerenderedPage | undefined {
  const block = document.getElementById(HYDRATION_DATA_ID);
  return block?.textContent
    ? ((JSON.parse(block.textContent) as PrerenderedPage | null) ?? undefined)
    : undefined;
}
