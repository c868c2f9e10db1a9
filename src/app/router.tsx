import { createBrowserRouter, type HydrationState } from 'react-router';
import { loadRoutesAt, routes } from './routes';

/**
 * The site's router in the browser (docs/decisions/0016): React Router's data router over the route table.
 * The page at the current address is loaded first, so the router starts with it in hand and React renders
 * exactly the prerendered page; `hydrationData` is what the build rendered it with.
 */
export async function createSiteRouter(hydrationData?: HydrationState) {
  await loadRoutesAt(window.location.pathname);
  return createBrowserRouter(routes, { hydrationData });
}

export type SiteRouter = Awaited<ReturnType<typeof createSiteRouter>>;
