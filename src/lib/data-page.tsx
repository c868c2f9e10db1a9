import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoaderData, useParams, type Params } from 'react-router';

/** A route's parameters, decoded (`/blog/:slug` gives `{ slug }`). */
export type RouteParams = Readonly<Params>;

/**
 * A page whose content lives in the database (docs/decisions/0011-data-pages.md):
 * - prerendered with its data: the build runs the page's `loader` (the route's, src/app/routes.tsx), so the
 *   HTML holds the content and the router's hydration data carries it to the browser, and a build that
 *   cannot read the backend fails rather than ship the page without it;
 * - after hydration, a tiny version read (`version`) asks whether anything changed since the build; only
 *   then does the page load the database client, read again and re-render, so a console edit shows at
 *   once while an unchanged page costs one small request;
 * - on client navigation it shows at once with its loading state while the read arrives.
 *
 * A feature declares it once: `export const { loader, Content } = dataPage({ read, version, usable })`;
 * a page that shows the data in several places reads it once with `useContent()`.
 */

export type DataPageSpec<T> = {
  /** The page's read, from the route's parameters. */
  read: (params: RouteParams) => Promise<T>;
  /** A tiny read that changes whenever `read` would answer differently; undefined when it fails. */
  version: (params: RouteParams) => Promise<string | undefined>;
  /** A failed read (flagged in its answer) never replaces content already shown, nor ships in a build. */
  usable?: (value: T) => boolean;
};

/** What the build's loader returns; it travels in the prerendered page as JSON (src/app/hydration-data.ts). */
export type PageData<T> = { data: T; version?: string };

type ContentProps<T> = { loading: ReactNode; children: (value: T) => ReactNode };

export type DataPage<T> = {
  loader: (params: RouteParams) => Promise<PageData<T>>;
  Content: (props: ContentProps<T>) => ReactNode;
  /** The same as a hook: the page's data, or undefined while a client-side read is on its way. */
  useContent: () => T | undefined;
};

export function dataPage<T>({ read, version, usable = () => true }: DataPageSpec<T>): DataPage<T> {
  /** Run by the build only: the page's data and its version, or a failed build. */
  async function loader(params: RouteParams): Promise<PageData<T>> {
    const [value, built] = await Promise.all([read(params), version(params)]);
    if (!usable(value))
      throw new Error(
        'A page could not read its data from the backend while prerendering (see the error above).',
      );
    return { data: value, version: built };
  }

  function useContent(): T | undefined {
    // The build's answer, on the prerendered page only: the route has no loader in the browser, so a page
    // reached by navigation has none and reads its own.
    const page = useLoaderData() as PageData<T> | undefined;
    const params = useParams();
    return useRefreshed({ initial: page?.data, built: page?.version, read, version, usable, params });
  }

  /** Renders the page's data; `loading` shows while a client-side read is on its way. */
  function Content({ loading, children }: ContentProps<T>) {
    const value = useContent();
    return value === undefined ? loading : children(value);
  }

  return { loader, Content, useContent };
}

type RefreshedOptions<T> = Required<DataPageSpec<T>> & {
  params: RouteParams;
  initial: T | undefined;
  built?: string;
};

/** The build's content, replaced by a fresh read only when the version says it changed. */
function useRefreshed<T>({
  initial,
  built,
  read,
  version,
  usable,
  params,
}: RefreshedOptions<T>): T | undefined {
  const [fresh, setFresh] = useState<{ value: T } | undefined>();
  const latest = useRef({ read, version, usable, params });
  useEffect(() => {
    let current = true;
    const { read: readNow, version: versionNow, usable: isUsable, params: at } = latest.current;
    void (async () => {
      if (initial !== undefined && built !== undefined) {
        const now = await versionNow(at);
        // Unchanged, or unknown (the backend is unreachable): the build's content stands.
        if (now === undefined || now === built) return;
      }
      const value = await readNow(at);
      // Without prerendered data even a failed read is shown: it is the only answer there is.
      if (current && (initial === undefined || isUsable(value))) setFresh({ value });
    })();
    return () => {
      current = false;
    };
    // Once per page shown: the read belongs to the URL this component was rendered for.
  }, [initial, built]);
  return fresh ? fresh.value : initial;
}
