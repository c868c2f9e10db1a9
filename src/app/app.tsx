import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import type { SiteRouter } from './router';

/** The whole site in the browser, at the router's address. The prerenderer renders the same routes. */
export function Site({ router }: { router: SiteRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
