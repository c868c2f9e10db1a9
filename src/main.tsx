import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/app';
import { provideHydrationData } from './app/hydration-data';
import { matchesPrerenderedPage, PRERENDERED_ATTRIBUTE } from './app/prerender-marker';
import { routes } from './app/routes';
import { startAnalytics } from './lib/analytics';
import { captureUtm } from './lib/visit';
import './styles.css';

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

async function start(): Promise<void> {
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
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// The first page of the visit carries the campaign's UTM parameters (booking passes them on). Read them
// before anything waits, so a visitor who moves on quickly still takes them along.
captureUtm(window.location.search);
// Consent mode defaults (all denied) go into dataLayer before anything else can reach Google's tag.
startAnalytics();
void start();
