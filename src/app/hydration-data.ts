import type { HydrationState } from 'react-router';

/**
 * What the build's loaders answered for a page reaches the browser as the router's `hydrationData`, in
 * the page as a JSON data block (`<script type="application/json">`), not as an inline script: a data block
 * never runs, so the Content-Security-Policy needs no hash for content that changes with every page.
 */
export const HYDRATION_DATA_ID = 'page-hydration-data';

/**
 * Where the block is: a child of <body>, after #root (scripts/prerender.ts puts it there). Content is
 * rendered inside #root, so nothing it holds can be taken for the page's data, even an element that kept a
 * planted `id` (the sanitizer drops ids; this does not rely on it). The id is matched as an attribute: a
 * selector engine may look `#id` up by getElementById first, which answers the first element so named.
 */
const HYDRATION_DATA_SELECTOR = `body > script[type="application/json"][id="${HYDRATION_DATA_ID}"]`;

export function serializeHydrationData(state: HydrationState): string {
  // `<` escaped, so no string in the data can close the element early.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The data block of the prerendered page, if it has one. */
export function readHydrationData(): HydrationState | undefined {
  const block = document.querySelector(HYDRATION_DATA_SELECTOR);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}
