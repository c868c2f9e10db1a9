import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../tests/setup/fail-on-console-error';
import { RouteErrorScreen } from './route-error-screen';

function Boom(): never {
  throw new Error('The database is on fire');
}

describe('RouteErrorScreen', () => {
  it('shows the branded title, the error message and a Try Again button that reloads', async () => {
    expectConsoleError(); // React and the router report the thrown error.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The database is on fire')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('shows the status of a thrown response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('410 Gone')).toBeInTheDocument();
  });
});
