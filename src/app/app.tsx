import { StrictMode, type ReactNode } from 'react';

/** Providers shared by the browser entry and the prerenderer, so both render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
