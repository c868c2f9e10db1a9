import { StrictMode, type ReactNode } from 'react';
import type { PrerenderedPage } from '@/lib/data-page';
import { RootLayout } from './layout/root-layout';
import { AppRouter, RouteErrorBoundary } from './router';

/** Providers shared by the browser entry, the prerenderer and tests, so all render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}

/** The whole site at the current address (or, prerendering, at `ssrPath`). */
export function Site({ ssrPath, prerendered }: { ssrPath?: string; prerendered?: PrerenderedPage }) {
  return (
    <AppProviders>
      <AppRouter ssrPath={ssrPath} prerendered={prerendered}>
        {/* An error in the layout itself: the error screen alone. */}
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      </AppRouter>
    </AppProviders>
  );
}
