import { expect, it } from 'vitest';
import { quizKeys } from '../quiz-keys.ts';
import { button, choice, field, summary } from './find.ts';
import {
  firstVisit,
  open,
  storedRows,
  takePageErrors,
  driveEngine,
  viewport,
  waitFor,
  waitForHydration,
  waitForText,
} from './visitor.ts';

const visit = driveEngine();

const diagnosticSelect =
  'stage,challenge,validation_strategy,monetization_strategy,pricing_confidence,retention,needs,email';
const diagnosticRow = (email: string, pricing: number | null) => ({
  stage: 'pre-seed',
  challenge: 'other',
  validation_strategy: 'not-validating',
  monetization_strategy: 'transactional',
  pricing_confidence: pricing,
  retention: '40-70',
  needs: ['growth-strategy'],
  email,
});

it('the diagnostic by clicks, on a phone: one row, the offline analysis', async () => {
  const email = `${visit.engine.name}-quiz-clicks-${Date.now()}@example.com`;
  await open(visit, '/growth-check', 390);
  const answers = [
    'Pre-seed: building or just launched',
    'Something else',
    'We are not validating yet',
    'Per transaction or one-off sales',
  ];
  for (const [index, answer] of answers.entries()) {
    await visit.tab.click(choice(answer));
    await waitForText(visit.tab, `Question ${index + 2} of 7`);
  }
  await visit.tab.click(button('Next')); // the pricing slider, left unanswered
  await waitForText(visit.tab, 'Question 6 of 7');
  await visit.tab.click(choice('40% to 70%'));
  await waitForText(visit.tab, 'Question 7 of 7');
  await visit.tab.click(choice('A growth strategy'));
  await visit.tab.type(field('Email (optional)'), email);
  await visit.tab.click(button('Get Results'));
  await waitForText(visit.tab, 'Your Growth Strategy Diagnosis');
  await waitForText(visit.tab, 'This summary follows fixed rules');
  expect(await storedRows('growth_diagnostics', diagnosticSelect, email)).toEqual([
    diagnosticRow(email, null),
  ]);
});

it('the diagnostic by number keys, on a laptop: one row, the offline analysis', async () => {
  const email = `${visit.engine.name}-quiz-keys-${Date.now()}@example.com`;
  await open(visit, '/growth-check', 1280);
  for (const [key, question] of quizKeys) {
    await visit.tab.press(key);
    await waitForText(visit.tab, `Question ${question} of 7`);
  }
  await visit.tab.press('2');
  await waitFor(visit.tab, 'the need to be checked', () =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
      (box) => box.checked && box.closest('label')?.textContent?.includes('A growth strategy'),
    ),
  );
  await visit.tab.type(field('Email (optional)'), email);
  await visit.tab.press('Enter');
  await waitForText(visit.tab, 'Your Growth Strategy Diagnosis');
  expect(await storedRows('growth_diagnostics', diagnosticSelect, email)).toEqual([diagnosticRow(email, 4)]);
});

it('a first visit is asked about analytics; Decline sends nothing to Google and is remembered', async () => {
  await visit.tab.resize(viewport(390).width, viewport(390).height);
  await visit.tab.goto(visit.url('/growth-playbook'));
  await waitForText(visit.tab, 'May we count your visit?');
  await waitForHydration(visit.tab);
  await visit.tab.click(button('Decline'));
  await waitFor(
    visit.tab,
    'the banner to close',
    () => !document.body.innerText.includes('May we count your visit?'),
  );
  await visit.tab.goto(visit.url('/about'));
  await waitForHydration(visit.tab);
  const google = () =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('google'));
  expect(await visit.tab.evaluate(google)).toEqual([]);
  expect(await visit.tab.evaluate(() => document.body.innerText.includes('May we count your visit?'))).toBe(
    false,
  );
});

it("Accept asks for Google's tag, granted", async () => {
  await visit.tab.resize(viewport(1280).width, viewport(1280).height);
  await visit.tab.goto(visit.url('/'));
  await waitForText(visit.tab, 'May we count your visit?');
  await waitForHydration(visit.tab);
  expect(
    await visit.tab.evaluate(() => document.querySelector('script[src*="googletagmanager"]')),
  ).toBeNull();
  await visit.tab.click(button('Accept'));
  await waitFor(
    visit.tab,
    "Google's tag to be asked for",
    () =>
      document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-E2ETEST000"]') !==
      null,
  );
  // This machine reaches no outside host: the tag itself cannot load here.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const errors = await takePageErrors(visit.tab);
  expect(errors.filter((error) => !error.includes('googletagmanager.com'))).toEqual([]);
});

it('/labs/mvps: the status filter shows only the chosen status', async () => {
  await open(visit, '/labs/mvps', 1280);
  const shownStatuses = () =>
    [...document.querySelectorAll<HTMLElement>('[data-mvp-status]')]
      .filter((card) => card.offsetHeight > 0)
      .map((card) => card.dataset.mvpStatus);
  expect(new Set(await visit.tab.evaluate(shownStatuses)).size).toBeGreaterThan(1);
  await visit.tab.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('select')!;
    select.value = 'beta';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitFor(visit.tab, 'only beta cards', () => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-mvp-status]')].filter(
      (card) => card.offsetHeight > 0,
    );
    return shown.length > 0 && shown.every((card) => card.dataset.mvpStatus === 'beta');
  });
});

it('before the scripts: /book-call?source=mvp shows its pitch from the first paint, and React keeps it', async () => {
  await firstVisit(visit);
  const release = visit.proxy.hold(/^\/assets\/.*\.js$/);
  await visit.tab.resize(viewport(390).width, viewport(390).height);
  await visit.tab.goto(visit.url('/book-call?source=mvp'));
  const shownHeading = () =>
    [...document.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.offsetHeight > 0)
      ?.textContent;
  await waitFor(
    visit.tab,
    'the MVP pitch alone',
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-booking-pitch]')]
        .filter((element) => element.offsetHeight > 0)
        .map((element) => element.dataset.bookingPitch)
        .join() === 'mvp',
  );
  expect(await visit.tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  const before = await visit.tab.evaluate(shownHeading);
  release();
  await waitForHydration(visit.tab);
  expect(await visit.tab.evaluate(shownHeading)).toBe(before);
});

it('before the scripts: the quick question opens at a tap, and stays open once React has the page', async () => {
  await firstVisit(visit);
  const release = visit.proxy.hold(/^\/assets\/.*\.js$/);
  await visit.tab.resize(viewport(390).width, viewport(390).height);
  await visit.tab.goto(visit.url('/book-call'));
  expect(await visit.tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await visit.tab.click(summary('Not Ready? Send Us a Quick Question Instead'));
  const shownHeading = () =>
    [...document.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.offsetHeight > 0)
      ?.textContent;
  await waitFor(visit.tab, 'the quick question', () => document.querySelector('details[open]') !== null);
  expect(await visit.tab.evaluate(shownHeading)).toBe('Send Us a Quick Question');
  release();
  await waitForHydration(visit.tab);
  expect(await visit.tab.evaluate(shownHeading)).toBe('Send Us a Quick Question');
});
