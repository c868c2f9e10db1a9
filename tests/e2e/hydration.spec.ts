import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * React's first render in the browser is the prerendered page: every `id` after hydration (useId's among
 * them) is one the HTML carried, so what ties a field to its hint and the error summary to its fields
 * still holds. A mismatch React itself notices fails every test as a console error (fixtures.ts).
 */
const pages = ['/labs/submit-idea', '/collective/join', '/growth-check', '/book-call', '/blog', '/'];

for (const path of pages) {
  test(`${path} keeps every id of its HTML through hydration, and every aria-describedby resolves`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    await gotoHydrated(page, path);
    const { before, after, dangling } = await page.evaluate((source) => {
      const ids = (root: ParentNode | null) => [...(root?.querySelectorAll('[id]') ?? [])].map((e) => e.id);
      const served = new DOMParser().parseFromString(source, 'text/html');
      const references = [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')].flatMap(
        (element) =>
          `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`
            .split(/\s+/)
            .filter(Boolean),
      );
      return {
        before: ids(served.getElementById('root')),
        after: ids(document.getElementById('root')),
        dangling: references.filter((id) => !document.getElementById(id)),
      };
    }, html);
    expect(after.length).toBeGreaterThan(0);
    // No id React rendered is new: a useId that drifted would be. (A page may drop parts of its HTML on
    // hydration, as /book-call keeps one of the four pitches it serves, so fewer ids is fine.)
    expect(after.filter((id) => !before.includes(id))).toEqual([]);
    expect(dangling).toEqual([]);
  });
}

test("the error summary's links move focus to their fields", async ({ page }) => {
  await gotoHydrated(page, '/labs/submit-idea');
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  expect(await links.count()).toBeGreaterThan(1);
  for (const index of [0, 1]) {
    const link = links.nth(index);
    const target = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page.locator(`[id="${target}"]`)).toBeFocused();
  }
});
