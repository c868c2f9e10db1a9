import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Site } from '@/app/app';
import { createSiteRouter } from '@/app/router';

/**
 * The whole site at `path`, as a visitor lands on it, its page's chunk loaded first; `entries` tells how
 * many history entries the visit has made since.
 */
export async function visitSite(path: string) {
  window.history.replaceState(null, '', path);
  const router = await createSiteRouter();
  const start = window.history.length;
  const view = render(<Site router={router} />);
  return { ...view, router, entries: () => window.history.length - start, user: userEvent.setup() };
}

/** The whole site at `path`, once its page shows its heading. */
export async function renderApp(path = '/', { timeout }: { timeout?: number } = {}) {
  const view = await visitSite(path);
  await screen.findByRole('heading', { level: 1 }, { timeout });
  return view;
}

/**
 * A first visit with every module loaded afresh (env is read at import, so call it after `vi.stubEnv`),
 * analytics started as the entry script starts it.
 */
export async function renderAppFresh(path: string) {
  vi.resetModules();
  const [{ renderApp: renderWithFreshModules }, { startAnalytics }] = await Promise.all([
    import('./render-app'),
    import('@/lib/analytics'),
  ]);
  startAnalytics();
  // Fresh modules: the lazy page compiles again, which takes a while on a busy machine.
  return renderWithFreshModules(path, { timeout: 10_000 });
}

/**
 * One component as a page of the site at the current address (links and search parameters need the
 * router); every address shows it, so a navigation it starts changes only the address.
 */
export function renderInRouter(ui: ReactElement) {
  const router = createBrowserRouter([{ path: '*', element: ui }]);
  return { ...render(<RouterProvider router={router} />), router };
}
