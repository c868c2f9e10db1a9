import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportError } from '@/lib/error-reporting';
import { hasPendingLeads } from '@/lib/lead-delivery/pending-flag';
import { Site } from './app';
import { readHydrationData } from './hydration-data';
import { whenReactHasThePage } from './page-in-react';
import { matchesPrerenderedPage, PRERENDERED_ATTRIBUTE } from './prerender-marker';
import { createSiteRouter } from './router';

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
  whenReactHasThePage(() => {
    // A lead an earlier visit could not send goes now, from whatever page this is. A page with none (almost
    // every one) reads one key and loads nothing; the sending code comes with a form's page otherwise.
    if (hasPendingLeads())
      import('@/lib/lead-delivery/deliver').then(
        ({ resendKeptLeads }) => resendKeptLeads(),
        // Kept all the same: the next page sends it.
        (error: unknown) => console.warn('Could not load the code that resends kept leads', error),
      );
  });
  // Exactly the tree the prerenderer rendered (src/entry-server.tsx), so hydration matches it.
  const app = <Site router={router} />;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is never kept waiting (and counts as no blocking time).
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page that does not match its HTML is a bug (its ids and the fields they tie together differ):
        // said as a console error, which fails the browser tests.
        onRecoverableError: (error) => {
          console.error('Hydration did not match the prerendered page:', error);
          reportError(error, 'hydration');
        },
      });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
