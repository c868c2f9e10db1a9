import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A tab opened before a deploy names page chunks the host no longer has. Here the About page's chunk
 * answers 404, as it would after a deploy, and the visitor navigates to About from the home page.
 */
async function aboutChunk(request: APIRequestContext): Promise<string> {
  // The About page lists its own chunk for the entry to preload (data-page-chunks), named after its module.
  const html = await (await request.get('/about')).text();
  const chunk = /["\s]\/(assets\/about-[\w-]+\.js)["\s]/.exec(html)?.[1];
  if (!chunk) throw new Error('The About page names no chunk of its own.');
  return chunk;
}

async function goToAbout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
}

/** Only the 404s of the missing chunk may be logged. */
function acceptMissingChunkLogs(consoleErrors: string[]) {
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.length = 0;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a stale tab reloads once and lands on the page the visitor asked for', async ({
  page,
  request,
  consoleErrors,
}) => {
  const chunk = await aboutChunk(request);
  // The tab's first document belongs to the old build, which lacks the chunk (every request for it, the
  // preload and the import alike, fails); a document loaded after that is the new build, which has it.
  let documents = 0;
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents += 1;
  });
  await page.route(`**/${chunk}`, (route) =>
    documents <= 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await goToAbout(page);
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Foundercraft');
  expect(documents, 'the first page and one reload').toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('stale-build-reloaded-at'))).toMatch(/^\d+$/);
  await expect(page.getByText(/Failed to fetch|dynamically imported/)).toHaveCount(0);
  acceptMissingChunkLogs(consoleErrors);
});

test("a stale tab whose first page cannot load the site's own scripts reloads once and hydrates", async ({
  page,
  consoleErrors,
}) => {
  // The old build's second step (src/main.tsx imports React, then the site) is gone from the host.
  let documents = 0;
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents += 1;
  });
  await page.route('**/assets/start-*.js', (route) =>
    documents <= 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(documents, 'the first page and one reload').toBe(2);
  await expect(page).toHaveURL('/about');
  acceptMissingChunkLogs(consoleErrors);
});

test('when a reload did not help, the branded error screen says so in plain words, with no loop', async ({
  page,
  request,
  consoleErrors,
}) => {
  const chunk = await aboutChunk(request);
  await page.route(`**/${chunk}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // As if this tab had reloaded for a new build a few seconds ago.
  await page.evaluate(() => {
    sessionStorage.setItem('stale-build-reloaded-at', String(Date.now() - 5_000));
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await goToAbout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(
    page.getByText(
      'The site was updated while this page was open, and part of it could not be loaded. Please reload the page.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByText(/Failed to fetch|assets\//)).toHaveCount(0);
  // The navigation stays, and the page was not reloaded.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  acceptMissingChunkLogs(consoleErrors);
});
