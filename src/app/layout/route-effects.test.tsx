import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

/** The app with a measurement id configured: env is read at import, so modules load after the stub. */
async function renderWithAnalytics(path: string) {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
  vi.resetModules();
  const [{ createMemoryRouter, RouterProvider }, { AppProviders }, { routes }] = await Promise.all([
    import('react-router-dom'),
    import('@/app/app'),
    import('@/app/routes'),
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

function pageViews(): string[] {
  return ga.send.mock.calls.map(([hit]) => (hit as { page: string }).page);
}

describe('route change effects', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('reports exactly one page view per navigation, with the path, and initializes GA once', async () => {
    const user = userEvent.setup();
    await renderWithAnalytics('/');
    await waitFor(() => expect(pageViews()).toEqual(['/']));

    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /About/ });
    await waitFor(() => expect(pageViews()).toEqual(['/', '/about']));
    expect(ga.initialize).toHaveBeenCalledOnce();
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST123', { gtagOptions: { send_page_view: false } });
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    await renderWithAnalytics('/');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /About/ });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe('analytics without a measurement id', () => {
  it('is a no-op: react-ga4 is never loaded', async () => {
    vi.resetModules();
    const analytics = await import('@/lib/analytics');
    analytics.trackPageView('/');
    analytics.trackEvent('newsletter_subscribed', { source: 'blog' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.event).not.toHaveBeenCalled();
  });
});
