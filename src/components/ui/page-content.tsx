import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import type { PageData } from '@/lib/deferred';

type Props<T> = {
  page: PageData<T>;
  /** The same read the loader made; run again in the browser after a prerendered page hydrates. */
  load: () => Promise<T>;
  /** A fresh answer that is not usable (a failed read) never replaces the prerendered content. */
  usable?: (value: T) => boolean;
  loading: ReactNode;
  children: (value: T) => ReactNode;
};

/**
 * Renders a loader's data (src/lib/deferred.ts). A prerendered page hydrates with the build's data, then
 * refreshes it from the backend, so an edit made in the console since the last build shows at once.
 */
export function PageContent<T>({ page, load, usable = () => true, loading, children }: Props<T>) {
  if (page.data === null) return <Refreshed initial={undefined} {...{ load, usable, loading, children }} />;
  return (
    <Suspense fallback={loading}>
      <Await resolve={page.data}>
        {(value: T) =>
          page.prerendered ? (
            <Refreshed initial={value} {...{ load, usable, loading, children }} />
          ) : (
            children(value)
          )
        }
      </Await>
    </Suspense>
  );
}

function Refreshed<T>({
  initial,
  load,
  usable,
  loading,
  children,
}: Omit<Props<T>, 'page' | 'usable'> & { initial: T | undefined; usable: (value: T) => boolean }) {
  const [fresh, setFresh] = useState<{ value: T } | undefined>();
  const read = useRef({ load, usable });
  useEffect(() => {
    let current = true;
    const { load: reload, usable: isUsable } = read.current;
    void reload().then((value) => {
      // Without prerendered data even a failed read is shown: it is the only answer there is.
      if (current && (initial === undefined || isUsable(value))) setFresh({ value });
    });
    return () => {
      current = false;
    };
    // Once per page shown: the read belongs to the URL this component was rendered for.
  }, [initial]);
  if (fresh) return children(fresh.value);
  return initial === undefined ? loading : children(initial);
}
