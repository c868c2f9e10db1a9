/**
 * After a deploy, a tab opened on the previous build still names that build's page chunks, which the host
 * no longer has: the next client navigation fails to import one. Reloading the page loads the new build.
 * A reload is tried once: if a chunk fails again soon after one, reloading will not help, and the visitor
 * gets the error screen instead of a loop (docs/decisions/0010-stale-tab-reload.md).
 */

const RELOADED_AT_KEY = 'stale-build-reloaded-at';
/** A failure within this long after a reload is not a stale tab any more. */
export const RELOAD_GUARD_MS = 60_000;

/** What Chromium, Firefox and Safari say when a dynamic import or Vite's preload of its files fails. */
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkLoadFailure.test(message);
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked: no way to guard a reload, so none is tried
  }
}

/** Whether a reload may fix this: none was tried within the guard time (read only; see `reloadForNewBuild`). */
export function mayReloadForNewBuild(now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const last = Number(store.getItem(RELOADED_AT_KEY));
  return !(last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS);
}

/** The browser's reload, held in an object so tests can watch it. */
export const browserPage = { reload: () => window.location.reload() };

/** Notes the time, then reloads the page at its current address (the one the visitor was going to). */
export function reloadForNewBuild(now = Date.now()): void {
  storage()?.setItem(RELOADED_AT_KEY, String(now));
  browserPage.reload();
}
