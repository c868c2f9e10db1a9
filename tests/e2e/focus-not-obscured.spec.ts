import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * WCAG 2.2 2.4.11 Focus Not Obscured: whatever has focus, or is scrolled to by an in-page link, is not hidden
 * under the fixed bar (whose height follows the scroll). For a field, its label must be in view as well, or
 * the visitor sees a box with no question.
 */
type Placement = { what: string; barBottom: number; top: number; bottom: number; viewport: number };

/**
 * Where the focused element (or the element with this id) sits against the bar, and with `named`, what names
 * it too (a field's label, a fieldset's legend, a section's heading).
 */
function placement({ id, named: withName }: { id?: string; named: boolean }): Placement[] {
  const target = id ? document.getElementById(id) : document.activeElement;
  if (!(target instanceof HTMLElement)) return [];
  const barBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
  const label = 'labels' in target ? (target.labels as NodeListOf<HTMLLabelElement> | null)?.[0] : undefined;
  const named = withName ? (label ?? target.querySelector('legend, h2') ?? undefined) : undefined;
  return [target, ...(named ? [named] : [])].map((element) => {
    const box = element.getBoundingClientRect();
    return {
      what: `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
      barBottom,
      top: box.top,
      bottom: box.bottom,
      viewport: innerHeight,
    };
  });
}

/**
 * Waits for the scroll (and the bar's height, which follows it) to settle, then checks that the focused
 * element (or the one with `id`), and what names it unless `named` is false, are in view below the bar.
 */
async function expectInViewBelowBar(page: Page, { id, named = true }: { id?: string; named?: boolean } = {}) {
  const where = { id, named };
  await expect
    .poll(async () => {
      const boxes = await page.evaluate(placement, where);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return JSON.stringify(boxes) === JSON.stringify(await page.evaluate(placement, where)) ? boxes : [];
    })
    .not.toEqual([]);
  for (const box of await page.evaluate(placement, where)) {
    expect(box.top, `${box.what} is below the bar`).toBeGreaterThanOrEqual(box.barBottom);
    // A section taller than the screen shows its start.
    if (box.bottom - box.top <= box.viewport - box.barBottom)
      expect(box.bottom, `${box.what} is above the bottom of the screen`).toBeLessThanOrEqual(box.viewport);
  }
}

/** The lead forms that check themselves: sent empty, each shows an error summary linking to its fields. */
const forms = [
  { path: '/labs/submit-idea', submit: 'Submit Your Idea' },
  { path: '/collective/apply', submit: 'Send Request' },
  { path: '/collective/join', submit: 'Submit Application' },
  { path: '/labs/launchpad-ai/beta-access', submit: 'Request Beta Access' },
  { path: '/growth-playbook', submit: 'Download the Free Playbook' },
  { path: '/book-call', submit: 'Send Question', open: 'Not Ready? Send Us a Quick Question Instead' },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 800 } });

    for (const form of forms) {
      test(`${form.path}: the error summary and every field its links reach, with the field's label, are below the bar`, async ({
        page,
      }) => {
        await gotoHydrated(page, form.path);
        if (form.open) await page.locator('summary', { hasText: form.open }).click();
        await page.getByRole('button', { name: form.submit }).click();
        const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
        await expect(summary).toBeFocused();
        await expectInViewBelowBar(page);

        const links = summary.getByRole('link');
        const count = await links.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          // Back to the summary each time (it sits above the fields), then along its link by the keyboard.
          await links.nth(index).focus();
          await page.keyboard.press('Enter');
          const target = (await links.nth(index).getAttribute('href'))!.slice(1);
          await expect(page.locator(`[id="${target}"]`)).toBeFocused();
          await expectInViewBelowBar(page);
        }
      });
    }

    test('an in-page link and an address with a fragment bring their section below the bar', async ({
      page,
    }) => {
      await gotoHydrated(page, '/strategy');
      await page.getByRole('link', { name: 'See how it works' }).click();
      await expect(page).toHaveURL(/#how-it-works$/);
      await expectInViewBelowBar(page, { id: 'how-it-works' });

      await gotoHydrated(page, '/growth-playbook#download');
      await expectInViewBelowBar(page, { id: 'download' });
    });

    // The browser brings a control reached by the keyboard just into view: below the bar, its label maybe not.
    test('every control reached with Shift+Tab from below shows below the bar', async ({ page }) => {
      await gotoHydrated(page, '/collective/join');
      // From the button at the end of the form, back up the form by the keyboard until the first field.
      await page.getByRole('button', { name: 'Submit Application' }).focus();
      const first = page.getByLabel('Full name');
      for (
        let presses = 0;
        presses < 40 && !(await first.evaluate((field) => field === document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press('Shift+Tab');
        await expectInViewBelowBar(page, { named: false });
      }
      await expect(first).toBeFocused();
    });
  });
}
