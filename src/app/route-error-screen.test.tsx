import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../tests/setup/fail-on-console-error';
import { RouteErrorScreen, staleBuildMessage } from './route-error-screen';
import { browserPage, isChunkLoadError, RELOAD_GUARD_MS } from './stale-build';

function Boom(): never {
  throw new Error('The database is on fire');
}

/** One route at /about, with the error screen as its errorElement, as in src/app/routes.tsx. */
function showAbout(route: RouteObject) {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([
    { path: '/', element: <p>Home</p> },
    { path: '/about', errorElement: <RouteErrorScreen />, ...route },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorScreen', () => {
  it('shows the branded title, the error message and a Try Again button that reloads', async () => {
    expectConsoleError(); // React reports the thrown error.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = showAbout({ Component: Boom });
    await act(() => router.navigate('/about'));

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The database is on fire')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('a page chunk of an older build that cannot be loaded', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: https://example.test/assets/about-Bx1.js',
  );

  /** A visitor following a link to /about, whose page chunk is gone: the route's `lazy` import fails. */
  async function navigateToMissingChunk() {
    const router = showAbout({ lazy: () => Promise.reject(chunkError) });
    await act(() => router.navigate('/about'));
  }

  let reload: ReturnType<typeof vi.spyOn>;
  /** What the host answers when asked for the chunk: gone, unless a test says otherwise. */
  let chunkStatus: number;
  const asked: string[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    chunkStatus = 404;
    asked.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(null, { status: chunkStatus, headers: { 'content-type': 'text/javascript' } }),
      );
    });
  });
  afterEach(() => {
    reload.mockRestore();
    vi.unstubAllGlobals();
  });

  it('reloads the page once the host says the chunk is gone, at the address the visitor was going to, noting when', async () => {
    await navigateToMissingChunk();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(asked).toEqual(['https://example.test/assets/about-Bx1.js']);
    expect(window.location.pathname).toBe('/about');
    expect(Number(sessionStorage.getItem('stale-build-reloaded-at'))).toBeGreaterThan(Date.now() - 5000);
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('shows the branded screen, in plain words, when it already reloaded moments ago', async () => {
    sessionStorage.setItem('stale-build-reloaded-at', String(Date.now() - 5_000));
    await navigateToMissingChunk();
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(staleBuildMessage)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch|assets\//)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the host still has the chunk (a download dropped on the way): the branded screen', async () => {
    chunkStatus = 200;
    await navigateToMissingChunk();
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks for the page's entry where the browser does not name the file (Safari)", async () => {
    document.body.innerHTML = '<div id="root" data-entry="/assets/index-1.js"></div>';
    const router = showAbout({
      lazy: () => Promise.reject(new TypeError('Importing a module script failed.')),
    });
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(asked).toEqual(['/assets/index-1.js']);
  });

  it('reloads again for a later deploy, once the last reload is over a minute old', async () => {
    sessionStorage.setItem('stale-build-reloaded-at', String(Date.now() - RELOAD_GUARD_MS - 1_000));
    await navigateToMissingChunk();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it.each([
    'Failed to fetch dynamically imported module: https://x.test/a.js',
    'error loading dynamically imported module: https://x.test/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('The database is on fire'))).toBe(false);
  });
});
