/**
 * Where the prerender (scripts/prerender.ts) names, on #root, the scripts the boot script loads after the
 * paint: the entry, and every chunk it and the page import.
 */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const CHUNKS_ATTRIBUTE = 'data-page-chunks';
