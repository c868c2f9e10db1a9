import type { Page } from '@playwright/test';
import { everyPage, notFoundConsoleError, notFoundPath } from './every-page.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The brand face's one file (ADR 0020), a hashed asset. */
const brandFontFile = /\/assets\/bricolage-grotesque-latin-wght-normal-[\w-]+\.woff2$/;

/** The brand face's state in the page: "loading" while its file is held back. */
function brandFaceStatus(): string | undefined {
  return [...document.fonts].find((face) => face.family.includes('Bricolage Grotesque Variable'))?.status;
}

/** Whether Chromium drew the page's heading in the brand face (DevTools' "Rendered fonts"). */
async function headingInBrandFace(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  // The platform names the variable face's instance, e.g. "Bricolage Grotesque 96pt ExtraBold".
  return fonts.every((font) => font.familyName.startsWith('Bricolage Grotesque'));
}

type Watch = { element: Element; top: number; bottom: number | null }[];

/**
 * Remembers where every element of the first screen sits (the screen a visitor is looking at when the face
 * arrives, as in the layout-shift score): its top, and its bottom when that is on the screen too. Then
 * starts adding up the layout shifts.
 */
function watchFirstScreen() {
  const watch: Watch = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.parentElement?.closest('svg')) continue; // a picture's parts move with the picture
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < innerHeight)
      watch.push({ element, top: box.top, bottom: box.bottom <= innerHeight ? box.bottom : null });
  }
  const seen = { watch, shift: 0 };
  (window as unknown as { fontSwap: typeof seen }).fontSwap = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      seen.shift += entry.value;
  }).observe({ type: 'layout-shift' });
}

/** The first screen's elements whose top or bottom moved (a line re-wrapped above or inside them), named. */
function movedSinceWatched(): { moved: string[]; shift: number } {
  const { watch, shift } = (window as unknown as { fontSwap: { watch: Watch; shift: number } }).fontSwap;
  const moved: string[] = [];
  for (const { element, top, bottom } of watch) {
    const box = element.getBoundingClientRect();
    if (box.top !== top || (bottom !== null && box.bottom !== bottom))
      moved.push(
        `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 50)}": ` +
          `top ${top} → ${box.top}, bottom ${bottom ?? 'below the screen'} → ${box.bottom}`,
      );
  }
  return { moved, shift };
}

/** Holds the brand face's file back until the returned function lets it through. */
async function holdBrandFont(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(brandFontFile, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Lets the 404's own status through: the one console error that page is meant to have (Chromium logs it
 * again when DevTools' CSS agent is enabled on the page).
 */
function expectOnly404Error(route: string, consoleErrors: string[]) {
  if (route !== notFoundPath) return;
  expect(new Set(consoleErrors)).toEqual(new Set([notFoundConsoleError]));
  consoleErrors.length = 0;
}

// A phone, Lighthouse's phone (412 px, where the bench measures CLS) and a laptop.
for (const width of [390, 412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 800 } });

    // On a slow first visit the file arrives after the paint (about 0.6 s in under Lighthouse's applied
    // throttling). A face swapped in then re-wraps some line at some width however well the fallback is
    // matched, so the page keeps the fallback it was painted in.
    for (const route of everyPage) {
      test(`${route}: the brand face arriving after the paint moves nothing on the first screen`, async ({
        page,
        consoleErrors,
      }) => {
        const release = await holdBrandFont(page);
        // Not to the load event: a font being fetched holds it back.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        expect(await page.evaluate(brandFaceStatus), 'the page is painted in the fallback').toBe('loading');
        await page.evaluate(watchFirstScreen);

        const arrived = page.waitForResponse(brandFontFile);
        release();
        await (await arrived).finished();
        // Two frames: where a swap would be laid out and painted, and a layout shift reported.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(movedSinceWatched)).toEqual({ moved: [], shift: 0 });
        expect(await headingInBrandFace(page), 'the heading stays in the fallback').toBe(false);
        expectOnly404Error(route, consoleErrors);
      });
    }
  });
}

// A page waits for the face up to 100 ms, so whether the first page of a visit gets it is a race (on a busy
// machine even from localhost). From the second page load on the file comes from the cache (immutable).
test('every page is set in the brand face once its file is in the cache', async ({ browser, baseURL }) => {
  // Every page of the site, one after the other, each waiting for React: more than one test's minute on a
  // busy two-core machine.
  test.setTimeout(120_000);
  // A context of its own: the fixtures' request routes turn Chromium's cache off.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  for (const route of everyPage) {
    await page.goto(route);
    await waitForHydration(page); // React may render the heading again; ask once it has settled
    expect(await headingInBrandFace(page), `the heading of ${route}`).toBe(true);
  }
  await context.close();
});

// The file under its second name is loaded once React has the page; the next page React renders uses it.
test('a face that arrived after the first paint sets the next page, reached in the app, in the brand face', async ({
  page,
}) => {
  const release = await holdBrandFont(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  release();
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('1em "Bricolage Grotesque Next"')))
    .toBe(true);
  expect(await headingInBrandFace(page), 'the first page keeps the fallback').toBe(false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Foundercraft');
  expect(await headingInBrandFace(page), 'the next page').toBe(true);
});
