import { keepEarlyInput } from './app/early-input';
import { startAnalytics } from './lib/analytics';
import { captureUtm } from './lib/visit';
import './styles.css';

// The first page of the visit carries the campaign's UTM parameters (booking passes them on). Read them
// before anything waits, so a visitor who moves on quickly still takes them along.
captureUtm(window.location.search);
// Consent mode defaults (all denied) go into dataLayer before anything else can reach Google's tag.
startAnalytics();
keepEarlyInput();

/**
 * The prerendered HTML is the page; React only makes it interactive. So React and the page's code load
 * once the page has painted and loaded (its images included) and the browser is idle, or at the
 * visitor's first touch, key or focus, whichever comes first, and never compete with the first paint
 * (docs/performance.md). What the visitor does meanwhile is replayed (app/early-input.ts).
 */
function startWhenPainted(): void {
  let started = false;
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of interactions) window.removeEventListener(type, begin, true);
    // The page's own chunks load alongside React instead of after it (scripts/prerender.ts lists them).
    for (const href of document.getElementById('root')?.dataset.pageChunks?.split(' ') ?? []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      document.head.append(link);
    }
    void import('./app/start').then(({ start }) => start());
  };
  for (const type of interactions) window.addEventListener(type, begin, { capture: true, passive: true });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(begin, { timeout: 500 }) : setTimeout(begin, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

startWhenPainted();
