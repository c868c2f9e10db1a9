import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-link';

/** What went wrong, in words a visitor can pass on to us: the status, or the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong while loading this page.';
}

/**
 * Shown when a route throws while loading or rendering. It renders no head component of its own: the
 * failing page may have set one, and a page in this state must not be indexed anyway.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
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
