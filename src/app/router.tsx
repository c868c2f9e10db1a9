import { Component, createContext, Suspense, useContext, type ReactNode } from 'react';
import { Redirect, Router, useLocation, type AroundNavHandler } from 'wouter';
import { PageDataProvider, type PrerenderedPage } from '@/lib/data-page';
import { RouteParamsProvider } from '@/lib/route-params';
import { PageLoading } from './page-loading';
import { normalizePath } from './prerender-marker';
import { RouteErrorScreen } from './route-error-screen';
import { matchPath } from './routes';

/**
 * The site's router (docs/decisions/0013-router.md): wouter keeps the address, `matchPath` picks the page.
 * A navigation waits for the next page's chunk before the address changes, so the visitor keeps the page
 * they are on until the next one can show, as a server-rendered site would.
 */
export function AppRouter({
  ssrPath,
  prerendered,
  children,
}: {
  /** The path being prerendered (only on the server). */
  ssrPath?: string;
  /** The page data the build rendered with, for hydration. */
  prerendered?: PrerenderedPage;
  children: ReactNode;
}) {
  return (
    <Router ssrPath={ssrPath} aroundNav={loadThenNavigate}>
      <PrerenderedPageContext value={prerendered}>{children}</PrerenderedPageContext>
    </Router>
  );
}

/** The page the HTML was rendered for, with its data; `PageOutlet` hands the data to that page only. */
const PrerenderedPageContext = createContext<PrerenderedPage | undefined>(undefined);

const loadThenNavigate: AroundNavHandler = (navigate, to, options) => {
  const target = matchPath(new URL(to, window.location.href).pathname);
  const go = () => navigate(to, options);
  // A chunk that fails to load goes on anyway: the page's error screen handles it (a stale tab reloads).
  if (target.kind === 'page') void target.route.load().then(go, go);
  else go();
};

/** The page at the current address, inside the layout; its errors show within the layout. */
export function PageOutlet() {
  const [pathname] = useLocation();
  const prerendered = useContext(PrerenderedPageContext);
  const match = matchPath(pathname);
  if (match.kind === 'redirect') return <Redirect to={match.to} replace />;
  const { Page } = match.route;
  const page = (
    <RouteParamsProvider value={match.params}>
      <PageDataProvider
        value={
          prerendered && normalizePath(prerendered.path) === normalizePath(pathname) ? prerendered : undefined
        }
      >
        <Page />
      </PageDataProvider>
    </RouteParamsProvider>
  );
  // A loaded page (always, when prerendering and hydrating) goes without a Suspense boundary: React would
  // hydrate one in a pass of its own, after the text typed before hydration was handed over.
  return (
    <RouteErrorBoundary key={pathname}>
      {match.route.isLoaded() ? page : <Suspense fallback={<PageLoading />}>{page}</Suspense>}
    </RouteErrorBoundary>
  );
}

/** Renders the error screen when what it wraps throws while rendering (or its chunk fails to load). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error?: unknown; failed: boolean }
> {
  override state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
