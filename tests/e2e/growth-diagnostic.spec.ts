import type { Page, Route } from '@playwright/test';
import { quizKeys } from '../quiz-keys.ts';
import { analyticsEvents, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { expectNoAxeViolations, storedRows } from './leads.ts';
import { mailAbout, STUDIO_INBOX } from './mailbox.ts';
import { diagnosticResultMessages } from '../../src/features/growth-diagnostic/messages.ts';
import { analysisLabels } from '../../supabase/functions/_shared/growth-diagnostic.ts';
import { inPieces } from '../../supabase/functions/growth-analysis/fake-openai.ts';
import { serveFakeOpenAi } from '../fake-openai-server.ts';
import { setSecrets } from './secrets.ts';

const select =
  'stage,challenge,validation_strategy,monetization_strategy,pricing_confidence,retention,needs,email';

/**
 * The whole quiz with the keyboard alone, from arrival (focus on the page itself): a number key answers a
 * single choice and moves on, sets the slider (Enter moves on from it), toggles a need; Tab reaches the email.
 */
async function answerWithKeyboard(page: Page, email: string) {
  await gotoHydrated(page, '/growth-check');
  for (const [key, question] of quizKeys) {
    await page.keyboard.press(key);
    await expect(page.getByText(`Question ${question} of 7`)).toBeVisible();
  }
  await expect(page.getByText('Question 7 of 7')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Where would help make the biggest difference?' }),
  ).toBeFocused();
  await page.keyboard.press('2');
  await expect(page.getByRole('checkbox', { name: 'A growth strategy' })).toBeChecked();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email (optional)')).toBeFocused();
  await page.keyboard.type(email);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
}

test('the quiz done with the keyboard lands one row and shows the offline analysis and the right next step', async ({
  page,
  request,
}) => {
  // A non-ASCII address, which the browser's own email check would refuse: the form's rule accepts it.
  const email = `josé-diagnostic-${Date.now()}@example.com`;
  await answerWithKeyboard(page, email);
  await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeFocused();
  await expect(page.getByText(analysisLabels.rules)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your scorecard' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Let's Talk Strategy" }).getByRole('link')).toHaveAttribute(
    'href',
    '/book-call',
  );
  await expect(page.getByText(`We've sent a detailed analysis to your email at ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await storedRows(request, 'growth_diagnostics', select, email)).toEqual([
    {
      stage: 'pre-seed',
      challenge: 'other',
      validation_strategy: 'not-validating',
      monetization_strategy: 'transactional',
      pricing_confidence: 4,
      retention: '40-70',
      needs: ['growth-strategy'],
      email,
    },
  ]);
  expect(await analyticsEvents(page)).toContainEqual([
    'growth_diagnostic_completed',
    { stage: 'pre-seed', challenge: 'other' },
  ]);

  // The visitor gets the analysis they saw, with the recommendation's link; the studio gets the answers.
  const shown = await page.getByRole('region', { name: 'Your analysis' }).innerText();
  const mails = await mailAbout(request, email, 2);
  const analysis = mails.find((mail) => mail.recipient === email)!;
  expect(analysis).toMatchObject({ subject: 'Your Growth Strategy Diagnosis', reply_to: STUDIO_INBOX });
  expect(analysis.text).toContain(`\n${analysisLabels.rules}\n`);
  expect(analysis.text).toContain('Your scorecard');
  expect(analysis.text).toContain('Two steps for this week');
  expect(analysis.text).toMatch(/Book a Strategy Call: http:\/\/127\.0\.0\.1:\d+\/book-call/);
  expect(analysis.html).toContain('<strong>Your likely bottleneck:</strong>');
  const lines = analysis.text.split('\n');
  const first = lines.indexOf('**Two steps for this week:**') + 1;
  const steps = lines.slice(first, lines.indexOf('', first));
  expect(steps).toHaveLength(2);
  for (const step of steps) expect(shown).toContain(step.slice(2));
  const notification = mails.find((mail) => mail.recipient === STUDIO_INBOX)!;
  expect(notification.subject).toBe(`New growth diagnostic from ${email}`);
  expect(notification.text).toContain('Stage: pre-seed');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeVisible();
  expect(await storedRows(request, 'growth_diagnostics', 'stage', email)).toHaveLength(1);
});

for (const [failure, fail] of [
  [
    'answers 502',
    (route: Route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
  ],
  ['cannot be reached', (route: Route) => route.abort('connectionrefused')],
  // Never answered: the browser stops waiting after 25 seconds (the function itself gives the AI 20).
  ['does not answer', () => {}],
] as const) {
  test(`when the analysis function ${failure}, the offline analysis is shown, labelled, and the answers are stored once`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Waiting out a silent function takes the browser's 25 seconds on top of the quiz.
    if (failure === 'does not answer') test.slow();
    const email = `diagnostic-fail-${Date.now()}@example.com`;
    let asked = 0;
    await page.route('**/functions/v1/growth-analysis', (route) => {
      asked += 1;
      return fail(route);
    });
    await answerWithKeyboard(page, email);
    await expect(page.getByRole('heading', { name: 'Your Growth Strategy Diagnosis' })).toBeFocused({
      timeout: 40_000,
    });
    await expect(page.getByText(analysisLabels.rules)).toBeVisible();
    await expect(page.getByText('Your likely bottleneck:')).toBeVisible();
    // No copy was queued: the note does not claim one.
    await expect(page.getByText(diagnosticResultMessages.notSent)).toBeVisible();
    expect(asked).toBe(1);
    expect(await storedRows(request, 'growth_diagnostics', 'stage', email)).toEqual([{ stage: 'pre-seed' }]);
    expect(consoleErrors.filter((line) => !/502|Failed to load resource|net::ERR_/.test(line))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('the AI analysis streams onto the screen as the model writes it (changes the backend for everyone): labelled, stored once, mailed as shown', async ({
  page,
  request,
}) => {
  test.slow();
  const written = [
    '**Your likely bottleneck:** proof that founders like you will pay before you build more.',
    '',
    '**Two steps for this week:**',
    '- Show a one-page offer with a price to ten prospects and count who asks to buy.',
    '- Write down the three objections you hear most, and answer each on the page.',
    '',
    '**Recommendation:** book a strategy call.',
  ].join('\n');
  // A model that takes about eight seconds to write it, a word at a time.
  const pieces = inPieces(written);
  const provider = await serveFakeOpenAi({ replies: [{ pieces, pieceDelayMs: 8000 / pieces.length }] });
  await setSecrets(request, {
    OPENAI_API_KEY: 'sk-fake-browser-tests',
    OPENAI_BASE_URL: provider.baseURL,
    OPENAI_MODEL: 'gpt-6-luna',
  });
  try {
    // A founder of their own (the analyses' budget is per address, and the other tests spent this one's).
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '198.51.100.46' });
    const email = `diagnostic-ai-${Date.now()}@example.com`;
    await answerWithKeyboard(page, email);
    const analysis = page.getByRole('region', { name: 'Your analysis' });

    // The first words are on screen while the model is still writing, already labelled as its.
    await expect(analysis).toContainText('Your likely bottleneck', { timeout: 15_000 });
    expect(provider.streamsEnded.count).toBe(0);
    await expect(analysis).not.toContainText('book a strategy call');
    await expect(analysis.getByText(analysisLabels.ai)).toBeVisible();
    await expect(analysis).toHaveAttribute('aria-busy', 'true');

    // Complete: said once to a screen reader, and the words are the model's, whole.
    await expect(
      page.getByRole('status').filter({ hasText: diagnosticResultMessages.complete }),
    ).toBeAttached({ timeout: 20_000 });
    expect(provider.streamsEnded.count).toBe(1);
    await expect(analysis).toHaveAttribute('aria-busy', 'false');
    await expect(analysis.getByText(analysisLabels.ai)).toBeVisible();
    await expect(page.getByText(analysisLabels.rules)).toHaveCount(0);
    const shown = await analysis.innerText();
    const plain = (line: string) => line.replace(/\*\*/g, '').replace(/^- /, '');
    for (const line of written.split('\n').filter(Boolean)) expect(shown).toContain(plain(line));
    expect(provider.received).toHaveLength(1);

    // Stored once, as written, with the model that wrote it.
    expect(
      await storedRows(request, 'growth_diagnostics', 'analysis,analysis_offline,analysis_model', email),
    ).toEqual([{ analysis: written, analysis_offline: false, analysis_model: 'gpt-6-luna' }]);

    // The mail carries the same text and the same label as the screen.
    const mails = await mailAbout(request, email, 2);
    const mailed = mails.find((mail) => mail.recipient === email)!;
    expect(mailed.subject).toBe('Your Growth Strategy Diagnosis');
    expect(mailed.text).toContain(`\n${analysisLabels.ai}\n`);
    expect(mailed.text).not.toContain(analysisLabels.rules);
    expect(mailed.text).toContain(`\n${written}\n`);
  } finally {
    await setSecrets(request, { OPENAI_API_KEY: null, OPENAI_BASE_URL: null, OPENAI_MODEL: null });
    await provider.close();
  }
});

test('"Copy analysis" copies the analysis as readable text, without markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await answerWithKeyboard(page, '');
  await page.getByRole('button', { name: 'Copy analysis' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${analysisLabels.rules}\n\nYour likely bottleneck: `));
  expect(copied).not.toMatch(/not configured|Offline/);
  expect(copied).toContain(
    '\nYour likely bottleneck: evidence that what you build is what users need: you are not checking it yet.',
  );
  expect(copied).toMatch(/\n• .+\n• .+\n/);
  expect(copied).toMatch(/Recommendation: Let's Talk Strategy\.$/);
  expect(copied).not.toMatch(/\*\*|^- /m);
});

test('a reload resumes at the question the visitor went back to', async ({ page }) => {
  // Resuming is what this checks; answers given before hydration are the performance spec's.
  await gotoHydrated(page, '/growth-check');
  await page.getByText('Series A or beyond').click();
  await page.getByText('Something else').click();
  await expect(page.getByText('Question 3 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await page.reload();
  // The browser may restore the checked option itself; Next moves on once React has the page.
  await waitForHydration(page);
  await expect(page.getByText('Question 1 of 7')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Series A or beyond' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'Something else' })).toBeChecked();
});
