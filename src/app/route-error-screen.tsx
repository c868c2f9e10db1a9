import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '@/lib/error-reporting';
import { buttonClasses } from '@/components/ui/button-link';
import { PageLoading } from './page-loading';
import { failedFile, isChunkLoadError, reloadIfBuildIsGone, type StaleBuildCheck } from './stale-build';

export const staleBuildMessage =
  'The site was updated while this page was open, and part of it could not be loaded. Please reload the page.';

/** What went wrong, in words a visitor can pass on to us: the error's message. */
export function describeRouteError(error: unknown): string {
  // The browser's own words name a file URL and mean nothing to a visitor.
  if (isChunkLoadError(error)) return staleBuildMessage;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while loading this page.';
}

/**
 * Shown, as the route's `errorElement`, when a page throws while loading or rendering (src/app/routes.tsx):
 * inside the layout for a page, alone for the layout itself. A file of an older build that the host no
 * longer has reloads the page once instead (src/app/stale-build.ts). It renders its own title and a
 * noindex (React 19 puts them in the head): a page in this state must not be indexed.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  // A failed file is first checked with the host: `undefined` while it answers.
  const [check, setCheck] = useState<StaleBuildCheck | undefined>(() =>
    isChunkLoadError(error) ? undefined : 'not-stale',
  );
  const checking = useRef(false);
  useEffect(() => {
    if (check !== undefined || checking.current) return;
    checking.current = true;
    void reloadIfBuildIsGone(failedFile(error)).then(setCheck);
  }, [check, error]);
  // What the visitor sees here, the owner hears of; not a missing page (4xx: the visitor's address), nor a
  // file the host still has (a download the network or the visitor's leaving dropped).
  useEffect(() => {
    if (check === undefined || check === 'reloading') return;
    if (isRouteErrorResponse(error) && error.status < 500) return;
    if (isChunkLoadError(error)) {
      if (check === 'reloaded-recently') reportError(error, 'chunk-load');
    } else reportError(error, 'route');
  }, [error, check]);
  if (check === undefined || check === 'reloading') return <PageLoading />;
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-5 text-lg text-slate-600">{describeRouteError(error)}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'mt-10')}
        onClick={() => window.location.reload()}
      >
        Try Again
      </button>
    </div>
  );
}
