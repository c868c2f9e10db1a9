import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page fails its test on a console error or an uncaught exception, hydration warnings included,
 * unless the test says it expects one. The preview serves the production headers (server/static-host.ts),
 * so a Content-Security-Policy violation is reported here as an error too. The e2e build has a Google Analytics id (package.json, test:e2e);
 * Google's script is answered here with an empty one, so events land in window.dataLayer and nothing
 * leaves the machine.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
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
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ contentType: 'application/javascript', body: '' }),
      );
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The analytics events the page has sent, as [name, params] pairs. */
export async function analyticsEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => [entry[1], entry[2]] as [string, Record<string, unknown>]),
  );
}

export { expect };
