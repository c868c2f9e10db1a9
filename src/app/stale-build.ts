import { ENTRY_ATTRIBUTE } from './boot/root-attributes';

/**
 * After a deploy, a tab opened on the previous build still names that build's files, which the host no
 * longer has: the entry or the next page chunk fails to load. Reloading the page loads the new build. But a
 * file also fails when the visitor leaves the page while it downloads (Firefox and WebKit cancel it) or the
 * network drops it, and a reload then would replace what the visitor asked for. So the page reloads only
 * once the host confirms the file is gone, and once: if a file fails again soon after, reloading will not
 * help, and the visitor gets the error screen instead of a loop.
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
function mayReloadForNewBuild(now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const last = Number(store.getItem(RELOADED_AT_KEY));
  return !(last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS);
}

/**
 * Whether the host no longer has this file of the build: it answers 404 or 410, or a page where the file
 * was (a host's fallback to HTML). No answer says nothing.
 */
async function isGone(file: string): Promise<boolean> {
  try {
    const answer = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    if (answer.status === 404 || answer.status === 410) return true;
    return answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html');
  } catch {
    return false;
  }
}

/** The file a failed import names (Chromium and Firefox name it, Safari does not), else the page's entry. */
export function failedFile(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const named = /(?:https?:\/\/|\/)[^\s'"]+\.(?:js|css)/.exec(message)?.[0];
  return named ?? document.getElementById('root')?.getAttribute(ENTRY_ATTRIBUTE) ?? undefined;
}

/**
 * What a failed file of the build comes to: `reloading` when the host no longer has it and no reload was
 * tried within the guard time; `reloaded-recently` when it is gone but a reload just failed to help;
 * `not-stale` when the page is being left, or the host still has the file (a cancelled or lost download).
 */
export type StaleBuildCheck = 'reloading' | 'reloaded-recently' | 'not-stale';

export async function reloadIfBuildIsGone(
  file: string | undefined,
  leaving: () => boolean = () => false,
): Promise<StaleBuildCheck> {
  if (!file || leaving() || !(await isGone(file)) || leaving()) return 'not-stale';
  if (!mayReloadForNewBuild()) return 'reloaded-recently';
  reloadForNewBuild();
  return 'reloading';
}

/** The browser's reload, held in an object so tests can watch it. */
export const browserPage = { reload: () => window.location.reload() };

/** Notes the time, then reloads the page at its current address (the one the visitor was going to). */
function reloadForNewBuild(now = Date.now()): void {
  storage()?.setItem(RELOADED_AT_KEY, String(now));
  browserPage.reload();
}
