import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
  type ErrorEvent,
} from '@sentry/browser';
import type { ErrorKind } from './error-reporting';

/**
 * Sentry's browser SDK as a client of our own (Sentry's documented set-up for code that must not touch
 * global state), with none of its automatic integrations: no breadcrumbs (clicks, console, requests), no
 * sessions, no replay, no tracing. It sends only the errors handed to `capture`, each as: the error's type,
 * message and stack, the page's address without its query or fragment, the browser (User-Agent) and the
 * `kind` tag. Email addresses and URL queries are cut out of every text before it leaves.
 */
let scope: Scope | undefined;

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
const URL_QUERY = /(https?:\/\/[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi;

/** What may stay of a visitor's text in a report: no address that names a person, no query string. */
export function scrubText(text: string): string {
  return text.replace(URL_QUERY, '$1').replace(EMAIL, '[email]');
}

function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubDeep(inner)])) as T;
  return value;
}

/**
 * The last look at an event before it is sent. Whatever the SDK gathered beyond the error itself goes:
 * `extra` (where it puts the keys and values of a non-Error thrown, which may be a database answer
 * repeating a form's row), `user`, breadcrumbs, and every context but the browser's.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const page = `${window.location.origin}${window.location.pathname}`;
  const { extra: _extra, user: _user, breadcrumbs: _breadcrumbs, contexts: _contexts, ...rest } = event;
  return scrubDeep({
    ...rest,
    request: { url: page, headers: { 'User-Agent': navigator.userAgent } },
  });
}

export function startClient(dsn: string): void {
  if (scope) return;
  const client = new BrowserClient({
    dsn,
    // The page's own fetch: the SDK's default borrows a pristine one from an iframe it adds to the page.
    transport: (options) => makeFetchTransport(options, (...request) => window.fetch(...request)),
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Nothing about the visitor beyond the error (the SDK's defaults collect all of these).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    maxBreadcrumbs: 0,
    environment: import.meta.env.MODE,
    beforeSend: scrubEvent,
  });
  scope = new Scope();
  scope.setClient(client);
  client.init();
}

export function capture(error: unknown, kind: ErrorKind): void {
  if (!scope) return;
  const tagged = scope.clone();
  tagged.setTag('kind', kind);
  tagged.captureException(error);
}
