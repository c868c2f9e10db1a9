import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeTags } from '../wcag-tags.ts';
import type { Tab } from './browsers.ts';
import { button } from './find.ts';
import { driveEngine, open, waitFor, widths } from './visitor.ts';

const visit = driveEngine();

/** One page of each kind a visitor lands on. */
const pages = [
  '/',
  '/about',
  '/strategy',
  '/case-studies/mvp-validation',
  '/book-call',
  '/growth-check',
  '/growth-playbook',
  '/growth-playbook/framework',
  '/blog',
  '/blog/customer-interviews-that-dont-lie',
  '/blog/tag/pricing',
  '/labs',
  '/labs/mvps',
  '/labs/launchpad-ai',
  '/labs/submit-idea',
  '/collective/join',
  '/privacy',
  '/no/such/page',
];

/** axe's findings under WCAG 2.2 AA and its best practices (tests/wcag-tags.ts), as "rule: elements". */
async function axeViolations(tab: Tab): Promise<string[]> {
  await tab.runScript(axe.source);
  return tab.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, axeTags);
}

describe('axe with WCAG 2.2 AA', () => {
  for (const width of widths) {
    for (const path of pages) {
      it(`${path} at ${width} px`, async () => {
        await open(visit, path, width);
        expect(await axeViolations(visit.tab)).toEqual([]);
      });
    }
  }
});

/** Waits until the page stops scrolling (a smooth scroll runs over several frames). */
function scrollSettled(tab: Tab): Promise<boolean> {
  return tab.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        let last = scrollY;
        const check = () =>
          setTimeout(() => {
            if (scrollY === last) return resolve(true);
            last = scrollY;
            check();
          }, 150);
        check();
      }),
  );
}

// WCAG 2.2 2.4.11 in this engine too (tests/e2e/focus-not-obscured.spec.ts has every form in Chromium).
describe('focus not obscured', () => {
  /** The focused element and its label (or the target and its heading), against the fixed bar. */
  const placement = (id: string | null) => {
    const target = id ? document.getElementById(id)! : (document.activeElement as HTMLElement);
    const named = (target as HTMLInputElement).labels?.[0] ?? target.querySelector('legend, h2') ?? target;
    const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
    return [target, named].map((element) => ({
      below: element.getBoundingClientRect().top >= bar,
      what: element.textContent?.trim().slice(0, 30),
    }));
  };

  for (const width of widths) {
    it(`at ${width} px: the error summary's first link lands on the field with its label below the bar`, async () => {
      await open(visit, '/collective/join', width);
      await visit.tab.click(button('Submit Application'));
      await waitFor(visit.tab, 'the error summary', () =>
        document.activeElement?.textContent?.startsWith('There is a problem'),
      );
      await scrollSettled(visit.tab); // the summary glides into view
      await visit.tab.click('//a[normalize-space()="Full name is required"]');
      await waitFor(visit.tab, 'the field to take focus', () =>
        document.activeElement?.id.endsWith('-fullName'),
      );
      await scrollSettled(visit.tab);
      expect(await visit.tab.evaluate(placement, null)).toEqual([
        { below: true, what: '' },
        { below: true, what: 'Full name' },
      ]);
    });

    it(`at ${width} px: an in-page link brings its section below the bar`, async () => {
      await open(visit, '/strategy', width);
      await visit.tab.click('//a[normalize-space()="See how it works"]');
      await waitFor(visit.tab, 'the address to name the section', () => location.hash === '#how-it-works');
      await scrollSettled(visit.tab);
      expect((await visit.tab.evaluate(placement, 'how-it-works')).every((box) => box.below)).toBe(true);
    });
  }
});
