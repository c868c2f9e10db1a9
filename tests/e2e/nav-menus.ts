import type { Page } from '@playwright/test';

/**
 * The bar's two menus are details elements: `toggle` is the summary (a screen reader's button, expanded or
 * collapsed; Playwright gives summaries no role), `details` reports the open state (its `open` property), and
 * `panel` is what opens.
 */
export function navMenu(page: Page, name: 'Solutions' | 'Menu') {
  const toggle = page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary')
    .filter({ hasText: new RegExp(`^${name}$`) });
  const details = toggle.locator('xpath=..');
  return { toggle, details, panel: details.locator('summary + *') };
}
