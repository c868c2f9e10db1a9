import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { navMenu } from './nav-menus.ts';

const viewports = [
  { name: 'wide', width: 1280, heights: { 0: 80, 150: 72, 400: 64 } },
  { name: 'mid', width: 800, heights: { 0: 76, 150: 69, 400: 62 } },
  { name: 'small', width: 375, heights: { 0: 70, 150: 65, 400: 60 } },
] as const;

for (const viewport of viewports) {
  test(`the bar shrinks with scroll on a ${viewport.name} screen`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const [scrollY, expected] of Object.entries(viewport.heights)) {
      await page.evaluate((y) => window.scrollTo(0, y), Number(scrollY));
      await expect
        .poll(async () => (await bar.boundingBox())?.height, { message: `height at ${scrollY}px` })
        .toBeCloseTo(expected, 0);
    }
  });
}

test('logo width is capped per breakpoint', async ({ page }) => {
  for (const [width, cap] of [
    [375, 375 * 0.5],
    [800, 800 * 0.4],
    [1280, 280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const logoWidth = (await page.getByTestId('logo').boundingBox())?.width ?? Infinity;
    expect(logoWidth, `logo at ${width}px`).toBeLessThanOrEqual(cap);
  }
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('highlights the active item and opens the Solutions dropdown with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navMenu(page, 'Menu').toggle).toBeHidden();

    const solutions = navMenu(page, 'Solutions');
    await solutions.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(solutions.details).toHaveJSProperty('open', true);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions.details).toHaveJSProperty('open', false);
    await expect(nav.getByRole('link', { name: 'All Solutions' })).toBeHidden();
    await expect(solutions.toggle).toBeFocused();
  });

  test('navigates between prerendered pages on the client', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
    await expect(page).toHaveTitle('About | Foundercraft');
    expect(await page.locator('head title').count()).toBe(1);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, closes with Escape and closes when the screen widens', async ({ page }) => {
    await gotoHydrated(page, '/');
    const { toggle, details, panel: menu } = navMenu(page, 'Menu');
    const bar = page.getByRole('navigation', { name: 'Main' });
    // The bar's links (and its own Get in Touch button) belong to wide screens; the menu has its own.
    await expect(bar.getByRole('link', { name: 'Blog' })).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Get in Touch' })).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.height).toBeLessThanOrEqual(500);
    await expect(details).toHaveJSProperty('open', true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 740 });
    await expect(menu).toBeHidden();
    // Wait for the media query's change event before narrowing again: two resizes inside one frame
    // report no change at all, and CSS alone already hides the menu on wide screens.
    await expect(details).toHaveJSProperty('open', false);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(menu).toBeHidden();
  });

  test('following a menu link closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const { toggle, details, panel: menu } = navMenu(page, 'Menu');
    await toggle.click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(details).toHaveJSProperty('open', false);
    await expect(menu).toBeHidden();
  });
});

test.describe('a phone in landscape', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('the open menu fits the screen and scrolls inside, so its last items can be reached', async ({
    page,
  }) => {
    await page.goto('/');
    const { toggle, panel: menu } = navMenu(page, 'Menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height, 'bottom of the menu').toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThanOrEqual(500);
    const { scrollHeight, clientHeight } = await menu.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight, 'the menu scrolls inside').toBeGreaterThan(clientHeight);

    const getInTouch = menu.getByRole('link', { name: 'Get in Touch' });
    await getInTouch.scrollIntoViewIfNeeded();
    await expect(getInTouch).toBeInViewport({ ratio: 1 });
    const about = menu.getByRole('link', { name: 'About', exact: true });
    await expect(about).toBeInViewport({ ratio: 1 });
    await about.click();
    await expect(page).toHaveURL('/about');
  });
});

test('in portrait the whole menu shows within its 500 px, without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const { toggle, panel: menu } = navMenu(page, 'Menu');
  await toggle.click();
  const { scrollHeight, clientHeight } = await menu.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(clientHeight).toBeLessThanOrEqual(500);
  expect(scrollHeight).toBe(clientHeight);
});

/** Fonts a visitor's system may fall back to; a family that is not installed falls back in turn. */
const fallbackFonts = [
  'system-ui',
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'DejaVu Serif',
  'Liberation Sans',
  'Verdana',
  'Arial',
];

test('the logo shows the whole brand name from 320 px up, in any of the fallback fonts', async ({ page }) => {
  await page.goto('/');
  const name = page.getByTestId('logo').locator('span');
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    for (const font of fallbackFonts) {
      await name.evaluate((element, family) => {
        (element as HTMLElement).style.fontFamily = `"${family}"`;
      }, font);
      const { scrollWidth, clientWidth } = await name.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `"Foundercraft" in ${font} at ${width} px is not cut`).toBeLessThanOrEqual(
        clientWidth,
      );
      const logoWidth = (await page.getByTestId('logo').boundingBox())!.width;
      expect(logoWidth, `logo at ${width} px`).toBeLessThanOrEqual(width * 0.5);
    }
  }
});

test('the mobile menu highlights the section of the page, as the bar does', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, name] of [
    ['/blog/tag/pricing', 'Blog'],
    ['/blog/pricing-your-first-product', 'Blog'],
    ['/collective/join', 'Collective'],
  ] as const) {
    await page.goto(path);
    const { toggle, panel: menu } = navMenu(page, 'Menu');
    await toggle.click();
    await expect(menu.getByRole('link', { name, exact: true }), path).toHaveAttribute('aria-current', 'true');
    await expect(menu.locator('[aria-current]'), path).toHaveCount(1);
    const highlight = await menu
      .getByRole('link', { name, exact: true })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(highlight, path).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test('a link followed far down a page opens the next page at its top', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    // Gone if the link loads a new document: the router's own navigation is the one to check.
    Object.assign(window, { sameDocument: true });
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'a navigation in the page').toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** In-page links are plain anchors: they scroll to their section before, during and after hydration. */
const inPageLinks = [
  { path: '/strategy', name: 'See how it works', section: '#how-it-works' },
  { path: '/growth', name: 'See how it works', section: '#how-it-works' },
] as const;

for (const scripts of ['with', 'without'] as const) {
  test.describe(`in-page links ${scripts} scripts`, () => {
    test.use({ javaScriptEnabled: scripts === 'with', viewport: { width: 390, height: 700 } });

    for (const { path, name, section } of inPageLinks) {
      test(`"${name}" on ${path} scrolls to ${section}`, async ({ page }) => {
        await page.goto(path);
        if (scripts === 'with') await waitForHydration(page);
        await page.getByRole('link', { name, exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${path}${section}$`));
        await expect(page.locator(section)).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      });
    }
  });
}
