import { createContext, useContext } from 'react';

/** A route's parameters, decoded (`/blog/:slug` gives `{ slug }`). */
export type RouteParams = Record<string, string | undefined>;

const Params = createContext<RouteParams>({});

/** Set by the router for the page it shows (src/app/router.tsx). */
export const RouteParamsProvider = Params.Provider;

/** The current page's route parameters. */
export function useRouteParams(): RouteParams {
  return useContext(Params);
}
