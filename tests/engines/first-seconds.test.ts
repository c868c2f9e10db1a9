import { describe, expect, it } from 'vitest';
import { button, choice, field, summary } from './find.ts';
import { forms, type LeadForm } from './lead-forms.ts';
import {
  driveEngine,
  firstVisit,
  previewOrigin,
  storedRows,
  viewport,
  waitFor,
  waitForHydration,
  waitForText,
  type Visit,
} from './visitor.ts';
import { leadTables } from '../../supabase/functions/_shared/lead-tables.ts';
import { CONSENT_POLICY_VERSION } from '../../src/lib/analytics-consent.ts';

/**
 * A founder's first seconds on a slow link, in Firefox and WebKit: the page is the prerendered HTML and the
 * site's scripts have not arrived. Only the entry script is held (a cold origin, so nothing comes from the
 * cache): React stays off the page while the browser's connections stay free, as on a slow phone. What the
 * visitor taps must happen, once, and nothing may be sent again or reloaded when the scripts arrive.
 */

const visit = driveEngine();

/** The entry script every page names on `#root` (data-entry): the one file that brings React. */
async function entryPath(): Promise<RegExp> {
  const html = await (await fetch(`${previewOrigin}/`)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('The home page names no entry script.');
  return new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * A first visit to `path` at this width with the entry held (the analytics question already answered, so
 * no banner covers the page). Returns the release of the entry.
 */
async function openBeforeTheScripts(visit: Visit, path: string, width: number): Promise<() => void> {
  const tab = await firstVisit(visit);
  const release = visit.proxy.hold(await entryPath());
  await tab.goto(visit.url('/robots.txt'));
  await tab.evaluate(
    (version) => localStorage.setItem('analytics-consent', JSON.stringify({ version, choice: 'denied' })),
    CONSENT_POLICY_VERSION,
  );
  await tab.resize(viewport(width).width, viewport(width).height);
  await tab.goto(visit.url(path));
  expect(await tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  return release;
}

/** Marks the document, so a reload (a new document) shows. */
const markDocument = () =>
  visit.tab.evaluate(() => {
    Object.assign(window, { firstDocument: true });
  });
const sameDocument = () =>
  visit.tab.evaluate(() => (window as { firstDocument?: boolean }).firstDocument === true);

/** Lets the scripts in, waits for React, then long enough for anything it would send or reload. */
async function letTheScriptsIn(release: () => void): Promise<void> {
  release();
  await waitForHydration(visit.tab);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

const leadPosts = () =>
  visit.proxy.backendRequests.filter((request) => request === 'POST /functions/v1/leads');

/** The email field of a form, where a visitor presses Enter. */
const emailLabel: Record<LeadForm['form'], string> = {
  idea: 'Email',
  'founder-inquiry': 'Email',
  'expert-application': 'Email',
  'beta-access': 'Email',
  question: 'Your email',
  newsletter: 'Email address',
  playbook: 'Email',
};

describe('a lead form sent before the scripts', () => {
  for (const form of forms) {
    for (const by of ['Enter', 'its button'] as const) {
      it(`${form.name}, sent by ${by}: its thank-you page, one lead with its page, nothing more once React comes`, async () => {
        const email = `${visit.engine.name}-early-${form.form}-${by === 'Enter' ? 'enter' : 'button'}-${Date.now()}@example.com`;
        // A campaign's link: the lead carries it, as a scripted send does.
        const release = await openBeforeTheScripts(
          visit,
          `${form.path}?utm_source=newsletter&utm_campaign=first-seconds`,
          by === 'Enter' ? 390 : 1280,
        );
        await form.fill(visit.tab, email);
        if (by === 'Enter') {
          await visit.tab.click(field(emailLabel[form.form]));
          await visit.tab.press('Enter');
        } else await visit.tab.click(button(form.submit));

        await waitFor(
          visit.tab,
          `the thank-you page of ${form.form}`,
          (path) => location.pathname === path,
          `/thank-you/${form.form}`,
        );
        await waitForText(visit.tab, form.success);
        const table = leadTables[form.form];
        const row = {
          email,
          page: form.path,
          utm: { utm_source: 'newsletter', utm_campaign: 'first-seconds' },
        };
        expect(await storedRows(table, 'email,page,utm', email)).toEqual([row]);
        expect(leadPosts()).toHaveLength(1);

        await markDocument();
        await letTheScriptsIn(release);
        expect(await sameDocument(), 'no reload').toBe(true);
        expect(await visit.tab.evaluate(() => location.pathname)).toBe(`/thank-you/${form.form}`);
        expect(leadPosts()).toHaveLength(1);
        expect(await storedRows(table, 'email,page,utm', email)).toEqual([row]);
      });
    }
  }
});

it('a link tapped before the scripts lands where it points, and stays there once React comes', async () => {
  const release = await openBeforeTheScripts(visit, '/blog', 1280);
  await visit.tab.click(`//nav[@aria-label="Main"]//a[normalize-space()="About"]`);
  await waitFor(visit.tab, 'the About page', () => location.pathname === '/about');
  await waitForText(visit.tab, 'About Foundercraft');
  await markDocument();
  await letTheScriptsIn(release);
  expect(await sameDocument(), 'no reload').toBe(true);
  expect(await visit.tab.evaluate(() => location.pathname)).toBe('/about');
});

it('the menu opens at a tap before the scripts, and stays open once React comes', async () => {
  const release = await openBeforeTheScripts(visit, '/strategy', 390);
  await markDocument();
  await visit.tab.click(summary('Menu'));
  const menuOpen = () =>
    [...document.querySelectorAll('nav[aria-label="Main"] details')].some(
      (menu) => (menu as HTMLDetailsElement).open && menu.textContent?.includes('About'),
    );
  await waitFor(visit.tab, 'the menu to open', menuOpen);
  await letTheScriptsIn(release);
  expect(await sameDocument(), 'no reload').toBe(true);
  expect(await visit.tab.evaluate(menuOpen)).toBe(true);
});

it('a quiz answer tapped before the scripts counts once', async () => {
  const release = await openBeforeTheScripts(visit, '/growth-check', 390);
  await markDocument();
  await visit.tab.click(choice('Pre-seed: building or just launched'));
  await letTheScriptsIn(release);
  await waitForText(visit.tab, 'Question 2 of 7');
  expect(await sameDocument(), 'no reload').toBe(true);
  await visit.tab.click(button('Back'));
  await waitForText(visit.tab, 'Question 1 of 7');
  expect(
    await visit.tab.evaluate(
      () =>
        [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.checked)
          ?.value,
    ),
  ).toBe('pre-seed');
});
