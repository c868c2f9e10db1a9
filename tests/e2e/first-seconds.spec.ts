import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { leadForms as forms, storedRows, type LeadFormCase as LeadForm } from './leads.ts';
import { navMenu } from './nav-menus.ts';

/**
 * A founder's first seconds on a first visit: the page is the prerendered HTML from its first paint, and
 * the scripts arrive later (src/app/boot). Whatever the visitor does at the paint, 250 ms and 1 s after
 * it, or once React has the page, must be answered at once with a visible change and carried out exactly
 * once: every form stored once with what was typed, every quiz answer counted, the menu open, an in-page
 * link scrolled. Run on a normal profile and on a slow phone's (Lighthouse's slow 4G as DevTools applies it,
 * and a CPU four times slower).
 */

type Moment = 'paint' | '+250 ms' | '+1 s' | 'hydrated';
const moments: Moment[] = ['paint', '+250 ms', '+1 s', 'hydrated'];

const profiles = {
  normal: null,
  'slow phone': { latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8, cpu: 4 },
} as const;
type Profile = keyof typeof profiles;

/** Slows the page's network and CPU as a slow phone's (nothing for the normal profile). */
async function applyProfile(page: Page, profile: Profile): Promise<CDPSession | undefined> {
  const slow = profiles[profile];
  if (!slow) return undefined;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow.latency,
    downloadThroughput: slow.download,
    uploadThroughput: slow.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpu });
  return cdp;
}

/**
 * Records how long the page takes to answer the next input the test marks (`measureNextInput`): from the
 * input (a press of the pointer or a key, as the browser stamped it) to the first frame whose page differs in what the
 * visitor can see of the controls: a form posting or busy, a button's label, a checked option, an open menu,
 * the scroll position or the address's hash. Installed before the page's own scripts, so it sees a
 * submission before the boot script holds it.
 */
async function recordAnswerTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // A form posted before the scripts navigates to its thank-you page: the times live in the tab's storage.
    const times: number[] = JSON.parse(sessionStorage.getItem('answer-times') ?? '[]') as number[];
    const record = (time: number) => {
      times.push(time);
      sessionStorage.setItem('answer-times', JSON.stringify(times));
    };
    let armed = false;
    const seen = () =>
      JSON.stringify([
        [...document.querySelectorAll('form')].map((form) => form.hasAttribute('data-sending')),
        [...document.querySelectorAll('button')].map((button) => `${button.disabled}${button.textContent}`),
        [...document.querySelectorAll('input')].map((input) => input.checked),
        [...document.querySelectorAll('details')].map((details) => details.open),
        Math.round(window.scrollY),
        location.hash,
      ]);
    const onInput = (event: Event) => {
      if (!armed) return;
      armed = false;
      const before = seen();
      const input = event.timeStamp;
      const check = (frame: number) => {
        if (seen() !== before) record(frame - input);
        else if (frame - input < 10_000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    Object.assign(window, {
      answerTimes: times,
      measureNextInput: () => {
        armed = true;
      },
    });
    // Pressed, not clicked: by its click event a radio is already checked.
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
  });
}

/** Marks the next click or key as one whose answer is timed. */
async function measureNextInput(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { measureNextInput: () => void }).measureNextInput());
}

async function answerTimes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { answerTimes: number[] }).answerTimes);
}

/** Opens `path` as a first visit and returns once the moment to act has come. */
async function openAt(page: Page, path: string, moment: Moment): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  if (moment === 'hydrated') return waitForHydration(page);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    polling: 10,
  });
  if (moment === '+250 ms') await page.waitForTimeout(250);
  if (moment === '+1 s') await page.waitForTimeout(1000);
}

/** Waits until the row is stored, then a moment longer, so a second copy would have landed too. */
async function expectStoredOnce(request: APIRequestContext, form: LeadForm, email: string): Promise<void> {
  await expect
    .poll(async () => (await storedRows(request, form.table, form.select, email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await storedRows(request, form.table, form.select, email)).toEqual([form.row(email)]);
}

/**
 * Every input must be answered with a visible change. How fast is measured, not asserted: the times are
 * written to the test's annotations (a CI machine's load makes a millisecond bound a coin toss), and the
 * bench reports them for a quiet machine.
 */
async function expectAnswered(page: Page, what: string): Promise<void> {
  const times = await answerTimes(page);
  expect(times.length, `${what}: the page answered`).toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'answer time',
    description: `${what}: ${times.map(Math.round).join(', ')} ms`,
  });
}

for (const profile of Object.keys(profiles) as Profile[]) {
  test.describe(`on a ${profile} profile`, () => {
    // Four first visits per test, each waiting for the page's scripts on a slow link.
    test.describe.configure({ timeout: 180_000 });

    for (const [name, form] of Object.entries(forms)) {
      test(`${name}: sent at any moment, stored exactly once with what was typed`, async ({
        page,
        request,
      }) => {
        await recordAnswerTimes(page);
        await applyProfile(page, profile);
        for (const [index, moment] of moments.entries()) {
          const email = `first-seconds-${Date.now()}-${index}@example.com`;
          await page.context().clearCookies();
          await openAt(page, form.path, moment);
          await form.open?.(page);
          await form.fill(page, email);
          // Half the visitors press Enter in the email field, half click the button; both twice.
          await measureNextInput(page);
          if (index % 2 === 0) {
            const field = page.getByRole('textbox', { name: /email/i }).first();
            await field.press('Enter');
            // Wherever the focus is now (the confirmation, once sent): a second Enter must not send again.
            await page.keyboard.press('Enter');
          } else {
            await form.submit(page).click({ clickCount: 2 });
          }
          expect(new URL(page.url()).search, 'nothing was posted into the address').toBe('');
          await expect(form.success(page)).toBeVisible({ timeout: 30_000 });
          await expectStoredOnce(request, form, email);
          await expectAnswered(page, `${name} at ${moment}`);
          await page.evaluate(() => sessionStorage.clear());
        }
      });
    }

    test('the quiz: an answer clicked or keyed at any moment counts once', async ({ page }) => {
      await recordAnswerTimes(page);
      await applyProfile(page, profile);
      for (const [index, moment] of moments.entries()) {
        await page.evaluate(() => localStorage.removeItem('growth-check:v1')).catch(() => {});
        await openAt(page, '/growth-check', moment);
        await measureNextInput(page);
        if (index % 2 === 0)
          await page.getByRole('radio', { name: 'Pre-seed: building or just launched' }).click();
        else await page.keyboard.press('2');
        await expect(page.getByText('Question 2 of 7')).toBeVisible({ timeout: 30_000 });
        await waitForHydration(page);
        await expect(page.getByText('Question 2 of 7')).toBeVisible();
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('radio', { name: 'Pre-seed: building or just launched' })).toBeChecked();
        await expectAnswered(page, `quiz at ${moment}`);
        await page.getByRole('button', { name: 'Start over' }).click();
      }
    });

    test('the menu opens at a tap and an in-page link scrolls, at any moment', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await recordAnswerTimes(page);
      await applyProfile(page, profile);
      for (const moment of moments) {
        await openAt(page, '/strategy', moment);
        const menu = navMenu(page, 'Menu');
        await measureNextInput(page);
        await menu.toggle.click();
        await expect(menu.panel).toBeVisible();
        await menu.toggle.click();
        await expect(menu.panel).toBeHidden();
        await measureNextInput(page);
        await page.getByRole('link', { name: 'See how it works' }).click();
        await expect(page.locator('#how-it-works')).toBeInViewport();
        expect(new URL(page.url()).hash).toBe('#how-it-works');
        await expectAnswered(page, `menu at ${moment}`);
      }
    });
  });
}
