import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from '@/lib/analytics-consent';
import { renderAppFresh } from '@/testing/render-app';

// The blog these tests pass through, empty (its reads would otherwise fail after the test has moved on).
const server = setupServer(
  http.get('*/rest/v1/rpc/blog_posts', () => HttpResponse.json({ posts: [], has_more: false, total: 0 })),
  http.get('*/rest/v1/rpc/blog_tags', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

/** The app with a measurement id and an earlier "Accept": env is read at import, so modules load after the stub. */
async function renderWithAnalytics(path: string) {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
  localStorage.setItem(
    'analytics-consent',
    JSON.stringify({ version: CONSENT_POLICY_VERSION, choice: 'granted' }),
  );
  delete window.dataLayer;
  await renderAppFresh(path);
}

/** The paths of the page views queued for Google's tag. */
function pageViews(): string[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);
}

describe('route change effects', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    localStorage.clear();
  });

  it('reports exactly one page view per navigation, with the path, and configures the tag once', async () => {
    const user = userEvent.setup();
    await renderWithAnalytics('/');
    await waitFor(() => expect(pageViews()).toEqual(['/']));

    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /About/ }, { timeout: 10_000 });
    await waitFor(() => expect(pageViews()).toEqual(['/', '/about']));

    // Back to a page already seen is a navigation too; StrictMode's double effects add nothing.
    await user.click(screen.getAllByRole('link', { name: 'Blog' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /Blog/ }, { timeout: 10_000 });
    await waitFor(() => expect(pageViews()).toEqual(['/', '/about', '/blog']));
    const configs = (window.dataLayer ?? []).filter((entry) => (entry as ArrayLike<unknown>)[0] === 'config');
    expect(configs).toHaveLength(1);
  });

  it('never reports a secret: a newsletter link of an older mail (?token=) is counted without it', async () => {
    await renderWithAnalytics('/newsletter/unsubscribe?token=old-secret');
    await waitFor(() => expect(pageViews()).toEqual(['/newsletter/unsubscribe']));
    expect(JSON.stringify(window.dataLayer)).not.toContain('old-secret');
  });
});
