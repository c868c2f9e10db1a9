import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { navMenu } from './nav-menus.ts';

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
  '/growth-playbook',
  '/growth-playbook/framework',
  '/collective',
  '/collective/apply',
  '/collective/join',
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
  await navMenu(page, 'Menu').toggle.click();
  await expect(navMenu(page, 'Menu').panel).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the playbook form in its error and success states has no axe violations', async ({ page }) => {
  await page.goto('/growth-playbook');
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(`axe-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
