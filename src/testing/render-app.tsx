import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/app';
import { routes } from '@/app/routes';

/** Renders the whole site at `path`, as a visitor would land on it, and waits for the lazy page to load. */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { router, ...view };
}
