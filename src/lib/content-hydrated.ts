/**
 * Sent on `document` when a data page's content is in React's hands (lib/data-page.tsx). It hydrates
 * behind its own Suspense boundary, possibly after the rest of the page, so the app hands over what was
 * typed into it meanwhile then (app/start.tsx).
 */
export const CONTENT_HYDRATED_EVENT = 'data-page-content-hydrated';
