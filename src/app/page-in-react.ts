/**
 * Marks the moment React has the page: the layout's first effect (after hydration, or after the first
 * render of a page the HTML was not made for). Nothing is rendered for it: an extra element beside the site
 * would make the browser's tree differ from the prerendered one, and every `useId` with it.
 */
let then: (() => void) | undefined;
let done = false;

/** Runs `callback` once React has the page (the entry resends leads an earlier visit kept). */
export function whenReactHasThePage(callback: () => void): void {
  then = callback;
}

/** Called by the layout's effect; only the first call counts (StrictMode runs effects twice). */
export function reactHasThePage(): void {
  if (done) return;
  done = true;
  then?.();
  // The boot script (src/app/boot/early-forms.ts) leaves forms to React from here on; tests wait for it.
  document.documentElement.setAttribute('data-hydrated', '');
}
