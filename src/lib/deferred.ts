/**
 * A page's data as its loader returns it (render it with <PageContent>):
 * - while prerendering, the loader waits, so the HTML a crawler reads holds the content
 *   (`prerendered: true`); if the backend cannot be read the build fails rather than ship the page
 *   without it;
 * - on client navigation the page shows at once with its loading state while `data` (a promise) arrives.
 */
export type Deferred<T> = T | Promise<T>;
export type PageData<T> = { data: Deferred<T> | null; prerendered: boolean };

export async function defer<T>(
  load: () => Promise<T>,
  usable: (value: T) => boolean = () => true,
): Promise<PageData<T>> {
  if (!import.meta.env.SSR) return { data: load(), prerendered: false };
  const value = await load();
  if (usable(value)) return { data: value, prerendered: true };
  throw new Error(
    'A page could not read its data from the backend while prerendering (see the error above).',
  );
}
