import { axeViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * What a founder trusts on sight (issue 47): proof from the owner's rows in the page itself, figures with a
 * source, the free tools in view. The rows are the local copies' samples (supabase/samples.sql).
 */

test('the proof is in the prerendered HTML, from the published rows, on every page that shows it', async ({
  request,
}) => {
  const html = async (path: string) => (await request.get(path)).text();
  const home = await html('/');
  expect(home).toContain('Founders from these teams have worked with us');
  expect(home).toContain('alt="Northwind (sample)"');
  expect(home).toContain('Jordan Rivera (sample)');
  // An unpublished row shows nowhere.
  expect(home).not.toContain('Draft Person');
  const strategy = await html('/strategy');
  expect(strategy).toContain('Jordan Rivera (sample)');
  expect(strategy).not.toContain('Amara Chen (sample)');
  expect(await html('/mvp')).toContain('Amara Chen (sample)');
  expect(await html('/growth')).toContain('Luis Ortega (sample)');
  const booking = await html('/book-call');
  expect(booking).toContain('alt="Lumen Labs (sample)"');
  expect(booking).toContain('Amara Chen (sample)');
  const collective = await html('/collective');
  expect(collective).toContain('Elena Novak (sample)');
  expect(collective).toContain('Nadia Haddad (sample)');
  expect(await html('/case-studies/mvp-validation')).toContain('Before and after');
});

test('without published rows the proof sections are not there at all', async ({ page }) => {
  // The owner unpublishes everything after the build: the version moves, the page reads the rows again.
  await page.route('**/rest/v1/rpc/content_version*', (route) =>
    route.fulfill({ json: 'changed-since-build' }),
  );
  await page.route('**/rest/v1/rpc/proof*', (route) =>
    route.fulfill({
      json: { testimonials: [], client_logos: [], collective_experts: [], case_study_figures: [] },
    }),
  );
  await gotoHydrated(page, '/');
  await expect(page.getByText('Founders from these teams have worked with us')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What founders say' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How working with us works' })).toBeVisible();
  await gotoHydrated(page, '/collective');
  await expect(page.getByRole('heading', { name: 'Some of the experts you could work with' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What our experts do' })).toBeVisible();
});

test('every headline figure links to a page that explains it', async ({ page, request }) => {
  for (const path of ['/', '/strategy', '/mvp', '/growth']) {
    await page.goto(path);
    const sources = page.getByRole('link', {
      name: /^(From the case study|How we count this|How engagements work)/,
    });
    expect(await sources.count(), path).toBeGreaterThanOrEqual(3);
    for (const href of await sources.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    )) {
      const [target, anchor] = href.split('#');
      const response = await request.get(target!);
      expect(response.status(), href).toBe(200);
      if (anchor) expect(await response.text(), href).toContain(`id="${anchor}"`);
    }
  }
});

test('the free tools are linked from the home page and the footer', async ({ page, request }) => {
  await page.goto('/');
  const tools = ['/growth-check', '/growth-playbook', '/labs'];
  const band = page.getByRole('region', { name: 'Start free, today' });
  expect(
    await band.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
  ).toEqual(tools);
  const footer = page.getByRole('navigation', { name: 'Footer free tools' });
  expect(await footer.getByRole('link').allTextContents()).toEqual([
    'Growth Diagnostic',
    'Growth Playbook',
    'Labs',
  ]);
  for (const tool of tools) expect((await request.get(tool)).status(), tool).toBe(200);
  // The menu stays as the spec has it.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Labs' })).toHaveCount(0);
});

for (const path of ['/', '/collective', '/book-call', '/solutions', '/case-studies', '/labs/pricing-lab']) {
  test(`the new sections of ${path} pass axe`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
