import { describe, expect, it } from 'vitest';
import { summary } from './find.ts';
import { open, previewOrigin, driveEngine, waitFor, widths } from './visitor.ts';

const visit = driveEngine();

/** Every address the sitemap lists, as paths, and the branded 404. */
const sitemap = await fetch(`${previewOrigin}/sitemap.xml`).then((response) => response.text());
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const notFound = '/no/such/page';

describe('every route of the sitemap', () => {
  it('lists the site', () => expect(routes.length).toBeGreaterThan(40));

  // On a phone: the narrowest layout is where a page grows sideways.
  for (const route of [...routes, notFound]) {
    it(`${route} renders, React takes it without an error, and nothing is wider than a phone`, async () => {
      await open(visit, route, 390);
      const page = await visit.tab.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent?.trim(),
        scrollWidth: document.scrollingElement!.scrollWidth,
      }));
      expect(page.heading).toBeTruthy();
      expect(page.scrollWidth).toBeLessThanOrEqual(390);
    });
  }
});

describe('the bar', () => {
  for (const width of widths) {
    it(`at ${width} px is full height at the top and shrinks as the page scrolls`, async () => {
      await open(visit, '/', width);
      const height = () => document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().height;
      const [full, compact] = width < 640 ? [70, 60] : [80, 64];
      expect(await visit.tab.evaluate(height)).toBe(full);
      await visit.tab.evaluate(() => scrollTo(0, 600));
      await waitFor(
        visit.tab,
        `the bar at ${compact} px`,
        (wanted) =>
          document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().height === wanted,
        compact,
      );
    });
  }

  it('on a phone, opens its menu and follows a link from it', async () => {
    await open(visit, '/', 390);
    await visit.tab.click(summary('Menu'));
    await waitFor(visit.tab, 'the menu to open', () =>
      [...document.querySelectorAll('nav details')].some(
        (menu) =>
          menu instanceof HTMLDetailsElement && menu.open && menu.textContent?.includes('Get in Touch'),
      ),
    );
    await visit.tab.click('//nav[@aria-label="Main"]//details//a[normalize-space()="About"]');
    await waitFor(
      visit.tab,
      '/about',
      () => location.pathname === '/about' && document.querySelector('h1') !== null,
    );
    expect(
      await visit.tab.evaluate(() =>
        [...document.querySelectorAll<HTMLDetailsElement>('nav[aria-label="Main"] details')].some(
          (menu) => menu.open,
        ),
      ),
      'the menu closes on navigation',
    ).toBe(false);
  });
});
