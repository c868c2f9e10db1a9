import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app';
import { CONTENT_HYDRATED_EVENT } from '@/lib/content-hydrated';
import { adoptTypedText, handOver, takeTypedFields } from './early-input';
import { provideHydrationData } from './hydration-data';
import { matchesPrerenderedPage, PRERENDERED_ATTRIBUTE } from './prerender-marker';
import { routes } from './routes';

/** Loads the lazy route modules the current URL needs, so the first client render matches the HTML. */
async function resolveLazyRoutes(routeObjects: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routeObjects, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

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
    routes,
    window.location.pathname,
    container.getAttribute(PRERENDERED_ATTRIBUTE) ?? undefined,
  );
  if (hydrate) provideHydrationData();
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);
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
    <AppProviders>
      <RouterProvider router={router} />
      <Hydrated onHydrated={onHydrated} />
    </AppProviders>
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
