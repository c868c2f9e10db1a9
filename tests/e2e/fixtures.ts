import { test as base, expect, type Page, type Route } from '@playwright/test';
import { CONSENT_POLICY_VERSION } from '../../src/lib/analytics-consent.ts';

/** Hosts that receive Google Analytics traffic: its script and its collect endpoints. */
const GOOGLE_HOST =
  /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * Every page fails its test on a console error or an uncaught exception, hydration warnings included,
 * unless the test says it expects one. The preview serves the production headers (server/static-host.ts),
 * so a Content-Security-Policy violation is reported here as an error too. The e2e build has a Google Analytics id (package.json, test:e2e);
 * Google's script is answered here with an empty one, so events land in window.dataLayer and nothing
 * leaves the machine.
 *
 * Pages start with analytics already accepted (as a returning visitor who said yes), so specs about
 * forms see their events; a test about the choice itself sets `analyticsConsent: null` (a first visit).
 * `googleRequests` lists every request the page made to Google; `errorReports` every error report it sent.
 */
export const test = base.extend<{
  analyticsConsent: 'granted' | 'denied' | null;
  googleRequests: string[];
  consoleErrors: string[];
  errorReports: ErrorReport[];
}>({
  analyticsConsent: ['granted', { option: true }],
  googleRequests: [
    async ({ page }, use) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (GOOGLE_HOST.test(request.url())) requests.push(request.url());
      });
      await use(requests);
    },
    { auto: true },
  ],
  errorReports: [
    async ({ page }, use) => {
      const reports: ErrorReport[] = [];
      await page.route(`${ERROR_SERVICE}/**`, async (route) => {
        const body = route.request().postData() ?? '';
        // An envelope: its header, then each item's header and payload, a line each.
        const event = JSON.parse(body.split('\n')[2] ?? '{}') as ErrorReport['event'];
        reports.push({ body, event });
        await route.fulfill({ contentType: 'application/json', body: '{}' });
      });
      await use(reports);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, analyticsConsent }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
          ),
        ),
      );
      // Each test is a visitor of its own address, as the platform would state it (the local backend lets a
      // caller on this machine do so), so the database's per-address rate limit never couples two tests.
      const address = `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
      await page.route(/\/(rest|functions)\/v1\//, (route) =>
        route.fallback({
          // A test may state its own address first (its route runs before this one).
          headers: { 'cf-connecting-ip': address, ...route.request().headers() },
        }),
      );
      if (analyticsConsent) {
        // Only when nothing is stored yet, so a choice the test makes survives its reloads.
        await page.addInitScript(
          ({ choice, version }) => {
            try {
              if (localStorage.getItem('analytics-consent') === null) {
                localStorage.setItem('analytics-consent', JSON.stringify({ version, choice }));
              }
            } catch {
              // A sandboxed frame (the scheduler's stand-in) has no storage: not our page.
            }
          },
          { choice: analyticsConsent, version: CONSENT_POLICY_VERSION },
        );
      }
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ contentType: 'application/javascript', body: '' }),
      );
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The error service of the e2e build (VITE_SENTRY_DSN in package.json's test:e2e), answered here: every
 * report a page sends is kept, whole (`body`) and as its event.
 */
export const ERROR_SERVICE = 'https://errors.e2e.test';
export type ErrorReport = {
  body: string;
  event: {
    exception?: { values: { type: string; value: string }[] };
    tags?: Record<string, string>;
    request?: { url: string };
  };
};

/** Everything the page has queued for Google's tag, as plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

/** The analytics events the page has sent, as [name, params] pairs. */
export async function analyticsEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => [entry[1], entry[2]] as [string, Record<string, unknown>]),
  );
}

/**
 * Waits until React has taken over the page (the scripts are asked for after the first paint or at the first
 * interaction). A test of what React answers in place (a fault injected with `route`, a message shown in the
 * page, a client-side filter) waits for it, usually by opening its page with `gotoHydrated`: before React, a
 * lead form is posted by the browser to the leads function and answered with a page (ADR 0024), and a click
 * right after `goto` can land before React.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `path` and waits until React has the page: the start of every test of what React answers in place. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export { expect };

/**
 * Holds every script of the site (the entry, React, the page's chunks) until the returned function is
 * called: the page stays the prerendered HTML and its boot script. The scripts are asked for right after the
 * first paint, before the images have loaded, so held ones hold the load event too: go to the page with
 * `waitUntil: 'domcontentloaded'`.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/**/*.js', (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}
