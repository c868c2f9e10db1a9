import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Await, useLoaderData, useParams, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { CONTENT_HYDRATED_EVENT } from './content-hydrated';

/**
 * A page whose content lives in the database (docs/decisions/0011-data-pages.md):
 * - prerendered with its data: the build's loader waits for the read, so the HTML holds the content, and
 *   a build that cannot read the backend fails rather than ship the page without it;
 * - after hydration, a tiny version read (`version`) asks whether anything changed since the build; only
 *   then does the page load the database client, read again and re-render, so a console edit shows at
 *   once while an unchanged page costs one small request;
 * - on client navigation it shows at once with its loading state while the read arrives.
 *
 * A feature declares it once: `export const { loader, Content } = dataPage({ read, version, usable })`.
 */
export type DataPageSpec<T> = {
  /** The page's read, from the route's parameters. */
  read: (params: Params) => Promise<T>;
  /** A tiny read that changes whenever `read` would answer differently; undefined when it fails. */
  version: (params: Params) => Promise<string | undefined>;
  /** A failed read (flagged in its answer) never replaces content already shown, nor ships in a build. */
  usable?: (value: T) => boolean;
};

/** What the loader returns; in a prerendered page it travels as JSON in the hydration data. */
export type PageData<T> = { data: T | Promise<T>; prerendered: boolean; version?: string };

type ContentProps<T> = { loading: ReactNode; children: (value: T) => ReactNode };

export type DataPage<T> = {
  loader: (args: LoaderFunctionArgs) => Promise<PageData<T>>;
  Content: (props: ContentProps<T>) => ReactNode;
};

export function dataPage<T>({ read, version, usable = () => true }: DataPageSpec<T>): DataPage<T> {
  async function loader({ params }: LoaderFunctionArgs): Promise<PageData<T>> {
    if (!import.meta.env.SSR) return { data: read(params), prerendered: false };
    const [value, built] = await Promise.all([read(params), version(params)]);
    if (!usable(value))
      throw new Error(
        'A page could not read its data from the backend while prerendering (see the error above).',
      );
    return { data: value, prerendered: true, version: built };
  }

  /** Renders the loader's data; `loading` shows while a client-side read is on its way. */
  function Content({ loading, children }: ContentProps<T>) {
    const page = useLoaderData() as PageData<T> | undefined;
    const params = useParams();
    const spec = { read, version, usable, params, loading, children };
    if (!page?.data) return <Refreshed initial={undefined} {...spec} />;
    return (
      <Suspense fallback={loading}>
        <Await resolve={page.data}>
          {(value: T) =>
            page.prerendered ? <Refreshed initial={value} built={page.version} {...spec} /> : children(value)
          }
        </Await>
      </Suspense>
    );
  }

  return { loader, Content };
}

type RefreshedProps<T> = Required<DataPageSpec<T>> &
  ContentProps<T> & { params: Params; initial: T | undefined; built?: string };

/** The build's content, replaced by a fresh read only when the version says it changed. */
function Refreshed<T>({
  initial,
  built,
  read,
  version,
  usable,
  params,
  loading,
  children,
}: RefreshedProps<T>) {
  const [fresh, setFresh] = useState<{ value: T } | undefined>();
  const latest = useRef({ read, version, usable, params });
  useEffect(() => {
    document.dispatchEvent(new Event(CONTENT_HYDRATED_EVENT));
  }, []);
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
  if (fresh) return children(fresh.value);
  return initial === undefined ? loading : children(initial);
}
