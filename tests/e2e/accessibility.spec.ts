import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const routes = [
  '/',
  '/about',
  '/solutions',
  '/strategy',
  '/mvp',
  '/growth',
  '/policies',
  '/privacy',
  '/terms',
  '/case-studies',
  '/case-studies/mvp-validation',
];

for (const route of routes) {
  test(`${route} has no axe violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
  });
}

test('the mobile menu, open, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
