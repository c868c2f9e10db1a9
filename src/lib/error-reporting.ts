import { env } from '@/config/env';

/**
 * Errors visitors meet, sent to the error service the owner configures (`VITE_SENTRY_DSN`; off when unset:
 * nothing is loaded or sent). This part is in every page's entry and is a few lines; Sentry's SDK
 * (src/lib/error-reporting-client.ts, its own chunk) is downloaded only when there is an error to send, so
 * a visit without one costs nothing (docs/decisions/0027-owner-sees-real-visits.md).
 */

/** Where the error came from: the service groups and filters by it (the `kind` tag). */
export type ErrorKind =
  | 'uncaught'
  | 'unhandled-rejection'
  | 'hydration'
  | 'route'
  | 'chunk-load'
  /** A lead the backend refused, or could not take for a minute (src/lib/lead-delivery/deliver.ts). */
  | 'lead-not-delivered';

/** What src/lib/error-reporting-client.ts offers. */
type Client = { startClient: (dsn: string) => void; capture: (error: unknown, kind: ErrorKind) => void };
let client: Promise<Client> | undefined;

export function isErrorReportingEnabled(): boolean {
  return Boolean(env.VITE_SENTRY_DSN);
}

/** Sends one error; never throws, and a report that cannot be sent (offline, blocked) is dropped. */
export function reportError(error: unknown, kind: ErrorKind): void {
  const dsn = env.VITE_SENTRY_DSN;
  if (!dsn || typeof window === 'undefined') return;
  client ??= import('./error-reporting-client').then((loaded) => {
    loaded.startClient(dsn);
    return loaded;
  });
  client.then((loaded) => loaded.capture(error, kind)).catch(() => undefined);
}

/** Uncaught errors and unhandled rejections, from as early as the entry runs. */
export function startErrorReporting(): void {
  if (!isErrorReportingEnabled() || typeof window === 'undefined') return;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandled-rejection'));
}

/** For tests that start the module more than once. */
export function resetErrorReportingForTests(): void {
  client = undefined;
}
