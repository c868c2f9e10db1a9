import { axeViolations } from './axe.ts';
import { everyPage, notFoundConsoleError, notFoundPath } from './every-page.ts';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { navMenu } from './nav-menus.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

// A phone and a laptop: the layouts differ (menus, grids, pictures), so each is scanned.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 800 } });

    for (const route of everyPage) {
      test(`${route} has no axe violations${width < 640 ? ' and reflows with no sideways scroll' : ''}`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
        // WCAG 1.4.10 Reflow: on a phone nothing is wider than the screen.
        if (width < 640)
          expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
            width,
          );
        // The 404's own status is the one console error it is meant to have.
        if (route === notFoundPath) {
          expect(consoleErrors).toEqual([notFoundConsoleError]);
          consoleErrors.length = 0;
        }
      });
    }

    test('"Skip to content" is the first stop of the keyboard: a readable chip with a visible focus ring that moves focus to the page', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const look = await skip.evaluate((link) => {
        const style = getComputedStyle(link);
        return { background: style.backgroundColor, outline: style.outlineStyle, ring: style.outlineWidth };
      });
      expect(look.background, 'a solid chip, not text over the logo').toMatch(/^rgb\(/);
      expect(look.outline).not.toBe('none');
      expect(parseFloat(look.ring)).toBeGreaterThanOrEqual(2);
      // Contrast of the focused chip, against whatever it is drawn over. While it has focus the chip covers
      // part of the logo's link at 390 px (target-size counts that); the logo's own size is checked on
      // every page above, with nothing over it.
      expect((await axeViolations(page)).filter((found) => !found.startsWith('target-size:'))).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  });
}

test('the mobile menu, open, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/');
  await navMenu(page, 'Menu').toggle.click();
  await expect(navMenu(page, 'Menu').panel).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the playbook form in its error and success states has no axe violations', async ({ page }) => {
  await gotoHydrated(page, '/growth-playbook');
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
