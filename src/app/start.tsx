import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CONTENT_HYDRATED_EVENT } from '@/lib/content-hydrated';
import { Site } from './app';
import { adoptTypedText, handOver, takeTypedFields } from './early-input';
import { readHydrationData } from './hydration-data';
import { matchesPrerenderedPage, PRERENDERED_ATTRIBUTE } from './prerender-marker';
import { loadPageAt } from './routes';
import { isChunkLoadError } from './stale-build';

/** Renders nothing; its effect runs once the whole page has hydrated (effects run after the commit). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** React takes over the prerendered page (or renders one, for a path the HTML was not made for). */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const hydrate = matchesPrerenderedPage(
    window.location.pathname,
    container.getAttribute(PRERENDERED_ATTRIBUTE) ?? undefined,
  );
  // The page's own module first, so the first client render matches the HTML without suspending.
  // (A chunk that fails to load shows the error screen, which reloads a stale tab.)
  await loadPageAt(window.location.pathname).catch(() => undefined);
  const typed = hydrate ? takeTypedFields(container) : [];
  let handedOver = false;
  // A data page's content may hydrate after the root: once it has, text typed into it reaches React too.
  document.addEventListener(CONTENT_HYDRATED_EVENT, () => {
    if (handedOver) adoptTypedText(container);
  });
  const onHydrated = () => {
    if (handedOver) return;
    handedOver = true;
    handOver(typed, container);
    // For tests and anyone debugging: React is in charge of the page from here on.
    document.documentElement.setAttribute('data-hydrated', '');
  };
  const app = (
    <>
      <Site prerendered={hydrate ? readHydrationData() : undefined} />
      <Hydrated onHydrated={onHydrated} />
    </>
  );
  const options = {
    // A page chunk of an older build is expected after a deploy and handled by the error screen (a reload).
    onCaughtError: (error: unknown, info: { componentStack?: string }) => {
      if (!isChunkLoadError(error)) console.error(error, info.componentStack);
    },
  };
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is never kept waiting (and counts as no blocking time).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    container.replaceChildren();
    createRoot(container, options).render(app);
  }
}
