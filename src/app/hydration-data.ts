import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * The router's data for hydration travels in the prerendered page as a JSON data block
 * (`<script type="application/json">`), not as the inline script React Router would write: a data block
 * never runs, so the Content-Security-Policy needs no hash for content that changes with every page.
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** React Router's own shape: loader and action data, and errors made plain (restored on the client). */
export function serializeHydrationData(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  const json = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors });
  // `<` escaped, so no string in the data can close the element early.
  return json.replace(/</g, '\\u003c');
}

/**
 * Hands the page's data block to React Router, which reads `window.__staticRouterHydrationData` when the
 * browser router is created (and restores the errors).
 */
export function provideHydrationData(): void {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (block?.textContent) window.__staticRouterHydrationData = JSON.parse(block.textContent);
}
