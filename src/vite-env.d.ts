/// <reference types="vite/client" />
import type { HydrationState } from 'react-router-dom';

declare global {
  interface Window {
    /** Written by the prerendered page: the router state the server rendered with. */
    __staticRouterHydrationData?: HydrationState;
  }
}
