import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The backend failing the way real networks and hosts fail, injected with `route` on the requests that
 * send a lead (a POST to the leads function; the preflight and reads are left alone). Each fault lasts
 * until the returned function is called.
 */
const LEAD_REQUEST = /\/functions\/v1\/leads(\?|$)/;

const isLead = (request: Request) => request.method() === 'POST' && LEAD_REQUEST.test(request.url());

type Target = Page | BrowserContext;

async function onLeads(target: Target, handle: (route: Route) => Promise<void> | void) {
  const handler = (route: Route) => (isLead(route.request()) ? handle(route) : route.fallback());
  await target.route(LEAD_REQUEST, handler);
  return () => target.unroute(LEAD_REQUEST, handler);
}

const randomAddress = () => `203.0.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/**
 * A page opened in the test's context (a later visit) states an address of its own to the backend, as the
 * fixture does for the test's first page, so no two tests share a rate limit.
 */
export async function visitorAddress(context: BrowserContext) {
  const address = randomAddress();
  await context.route(/\/(rest|functions)\/v1\//, (route) =>
    route.fallback({ headers: { 'cf-connecting-ip': address, ...route.request().headers() } }),
  );
}

/** The connection is refused, as when the backend or the visitor's network is down. */
export function refuseLeads(target: Target) {
  return onLeads(target, (route) => route.abort('connectionrefused'));
}

/** A gateway answers instead of the backend: an HTML error page with this status. */
export function gatewayErrorOnLeads(target: Target, status: 502 | 503 | 504) {
  return onLeads(target, (route) =>
    route.fulfill({ status, contentType: 'text/html', body: `<html><h1>${status}</h1></html>` }),
  );
}

/** The backend takes the request and never answers (the first `count` requests; the rest go through). */
export async function hangLeads(target: Target, count = Infinity) {
  let hung = 0;
  return onLeads(target, (route) => {
    if (hung >= count) return route.fallback();
    hung += 1;
    // Never answered: the page's own timeout must give up on it.
  });
}

/**
 * The backend stores the lead but the answer is lost on the way back (the first `count` of them):
 * the request reaches the server, the page sees a network failure.
 */
export async function loseLeadAnswers(target: Target, count = Infinity) {
  let lost = 0;
  const ownAddress = randomAddress();
  return onLeads(target, async (route) => {
    if (lost >= count) return route.fallback();
    lost += 1;
    // Straight to the backend, as a visitor of an address of its own (the fixture's header is not added).
    await route.fetch({ headers: { ...route.request().headers(), 'cf-connecting-ip': ownAddress } });
    await route.abort('connectionreset');
  });
}

/**
 * A deploy since the page was opened: every file of the old build the host served is gone, so each
 * script the page asks for from now on answers 404.
 */
export async function deployNewBuild(page: Page) {
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
}

/** The console lines a browser writes for failed requests; anything else still fails the test. */
export function acceptNetworkFailureLogs(consoleErrors: string[]) {
  expect(
    consoleErrors.filter(
      (line) => !/Failed to load resource|net::ERR_|status of (4|5)\d\d|Could not save/.test(line),
    ),
  ).toEqual([]);
  consoleErrors.length = 0;
}
