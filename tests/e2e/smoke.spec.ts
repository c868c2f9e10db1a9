import { expect, test } from './fixtures';

test('home hydrates', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL('/');
  expect(await page.locator('head title').count()).toBe(1);
});
