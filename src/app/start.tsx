import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Site } from './app';
import { handOver, takeTypedFields } from './early-input';
import { readHydrationData } from './hydration-data';
import { matchesPrerenderedPage, PRERENDERED_ATTRIBUTE } from './prerender-marker';
import { createSiteRouter } from './router';

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
  const router = await createSiteRouter(hydrate ? readHydrationData() : undefined);
  const typed = hydrate ? takeTypedFields(container) : [];
  let handedOver = false;
  const onHydrated = () => {
    if (handedOver) return;
    handedOver = true;
    handOver(typed, container);
    // For tests and anyone debugging: React is in charge of the page from here on.
    document.documentElement.setAttribute('data-hydrated', '');
  };
  const app = (
    <>
      <Site router={router} />
      <Hydrated onHydrated={onHydrated} />
    </>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is never kept waiting (and counts as no blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
