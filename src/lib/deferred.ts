/**
 * A page's data as its loader returns it (render it with <PageContent>):
 * - while prerendering, the loader waits, so the HTML a crawler reads holds the content
 *   (`prerendered: true`); if the backend cannot be reached the build still succeeds and the page is
 *   prerendered in its loading state (`data: null`), to be filled in the browser;
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
  console.warn('Prerendering a page without its data (the backend did not answer); browsers will load it.');
  return { data: null, prerendered: true };
}
