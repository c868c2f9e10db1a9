import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Site } from '@/app/app';
import { matchPath } from '@/app/routes';

/** Puts the (jsdom) browser at `path`, as if the visitor had opened it. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

/** Renders the whole site at `path`, as a visitor would land on it, and waits for the lazy page to load. */
export async function renderApp(path = '/') {
  visit(path);
  const match = matchPath(window.location.pathname);
  if (match.kind === 'page') await match.route.load();
  const view = render(<Site />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/**
 * The whole site at `path`, its page's chunk loaded first; `entries` tells how many history entries the
 * visit has made since.
 */
export async function visitSite(path: string) {
  visit(path);
  const match = matchPath(window.location.pathname);
  if (match.kind === 'page') await match.route.load();
  const start = window.history.length;
  render(<Site />);
  return { entries: () => window.history.length - start, user: userEvent.setup() };
}
