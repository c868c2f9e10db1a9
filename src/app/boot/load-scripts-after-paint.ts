import { watchForLeaving } from '@/lib/page-leaving';
import { reloadIfBuildIsGone } from '../stale-build';
import { CHUNKS_ATTRIBUTE, ENTRY_ATTRIBUTE } from './root-attributes';

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Asks for the entry script, with the chunks it and the page import alongside it (as `modulepreload`), so
 * they all arrive in one round trip on HTTP/2 and the entry can start its steps as soon as it is in
 * (src/main.tsx, docs/decisions/0023-scripts-in-one-round-trip.md).
 */
function requestScripts(): void {
  const root = document.getElementById('root');
  const entry = root?.getAttribute(ENTRY_ATTRIBUTE);
  if (!root || !entry) return;
  const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
  // The entry (or a chunk it imports) failed: a deploy since this HTML was served, which one reload mends,
  // or a download the browser dropped because the visitor is leaving (a link, a form post), which a reload
  // would undo. Meanwhile the page works as HTML.
  const leaving = watchForLeaving();
  script.addEventListener('load', leaving.stop);
  script.addEventListener('error', () => {
    void reloadIfBuildIsGone(entry, leaving.left).finally(leaving.stop);
  });
  document.head.append(script);
  for (const href of root.getAttribute(CHUNKS_ATTRIBUTE)?.split(' ') ?? []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

/**
 * Runs `then` once the first paint is on screen: a paint timing entry is only reported once the frame is
 * presented, which can be a few frames after the HTML arrived. At once where the browser cannot tell (no
 * paint timing, or a tab loaded in the background), and after two seconds at the latest.
 */
function afterFirstPaint(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!supported || painted() || document.visibilityState === 'hidden') return then();
  const done = () => {
    observer.disconnect();
    clearTimeout(latest);
    then();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) done();
  });
  const latest = setTimeout(done, 2000);
  observer.observe({ type: 'paint' });
}

/**
 * The prerendered HTML is the page; the scripts only make it interactive. So not one is requested before
 * the page's first paint is on screen (or the visitor's first touch, key or focus, if that comes first):
 * a script requested earlier competes with the paint on a slow link. From then on the scripts race the
 * visitor, so they are asked for at once, without waiting for the images (the load event) or an idle
 * moment: on a slow phone that wait cost 0.5-1 s of the time until React has the page, and the largest
 * paint of real throttled loads stayed within 1.1x of the page without scripts; Lighthouse's simulated
 * blocking time rose (docs/decisions/0017-when-the-scripts-load.md).
 * What the visitor does meanwhile is answered by the rest of the boot script (boot.ts, early-forms.ts).
 */
export function loadScriptsAfterPaint(): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of interactions) window.removeEventListener(type, begin, true);
    // The first touch can come while the HTML is still arriving; #root names the scripts once it is parsed.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', requestScripts, { once: true });
    else requestScripts();
  };
  for (const type of interactions) window.addEventListener(type, begin, { capture: true, passive: true });
  afterFirstPaint(begin);
}
