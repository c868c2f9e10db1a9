import { describe, expect, it } from 'vitest';
import { diagnosticOptions } from '../../../../supabase/functions/_shared/diagnostic-options.ts';
import {
  offlineAnalysis,
  offlineBottleneck,
  offlineSteps,
  parseAnswers,
  recommendation,
  userMessage,
  type DiagnosticAnswers,
} from '../../../../supabase/functions/_shared/growth-diagnostic.ts';

const answers: DiagnosticAnswers = {
  stage: 'post-seed',
  challenge: 'acquisition',
  validationStrategy: 'running-experiments',
  monetizationStrategy: 'freemium',
  pricingConfidence: 4,
  retention: '40-70',
  needs: ['growth-strategy', 'retention'],
};

describe('recommendation, checked in order', () => {
  it.each([
    [{ stage: 'idea' }, 'Validate Your Idea First', '/labs/submit-idea'],
    [{ needs: ['validation'] }, 'Validate Your Idea First', '/labs/submit-idea'],
    [{ stage: 'idea', needs: ['monetization'] }, 'Validate Your Idea First', '/labs/submit-idea'],
    [{ stage: 'idea', challenge: 'monetization' }, 'Validate Your Idea First', '/labs/submit-idea'],
    [{ challenge: 'monetization' }, 'Fix Your Revenue Strategy', '/growth-playbook'],
    [{ needs: ['retention', 'monetization'] }, 'Fix Your Revenue Strategy', '/growth-playbook'],
    [{ needs: ['monetization', 'validation'] }, 'Validate Your Idea First', '/labs/submit-idea'],
    [{}, "Let's Talk Strategy", '/book-call'],
    [{ needs: [] }, "Let's Talk Strategy", '/book-call'],
  ] as const)('%o gives "%s"', (change, title, path) => {
    const next = recommendation({ ...answers, ...change } as DiagnosticAnswers);
    expect(next.title).toBe(title);
    expect(next.action.path).toBe(path);
  });

  it('labels the three calls to action as the recommendation rules do', () => {
    expect(recommendation({ ...answers, stage: 'idea' }).action.label).toBe('Submit to Labs');
    expect(recommendation({ ...answers, challenge: 'monetization' }).action.label).toBe(
      'Get the Growth Playbook',
    );
    expect(recommendation(answers).action.label).toBe('Book a Strategy Call');
  });
});

describe('userMessage', () => {
  it('lists every answer, pricing confidence out of 5 and the needs joined by commas', () => {
    expect(userMessage(answers)).toBe(
      [
        'Here are my answers to the growth diagnostic:',
        '- Stage: post-seed',
        '- Biggest challenge: acquisition',
        '- Validation approach: running-experiments',
        '- Monetization: freemium',
        '- Pricing confidence: 4 out of 5',
        '- Retention: 40-70',
        '- Needs: growth-strategy, retention',
      ].join('\n'),
    );
  });

  it('says so when the slider was not moved and no need was chosen', () => {
    const message = userMessage({ ...answers, pricingConfidence: null, needs: [] });
    expect(message).toContain('- Pricing confidence: not answered out of 5');
    expect(message).toContain('- Needs: none selected');
  });
});

describe('parseAnswers', () => {
  it('accepts the quiz’s answers, with needs empty and the slider untouched', () => {
    expect(parseAnswers({ ...answers, pricingConfidence: null, needs: [] })).toEqual({
      ok: true,
      answers: { ...answers, pricingConfidence: null, needs: [] },
    });
  });

  it.each([
    [null, /JSON object/],
    [{ ...answers, challenge: 'hiring' }, /challenge must be one of/],
    [{ ...answers, retention: undefined }, /retention must be one of/],
    [{ ...answers, pricingConfidence: 0 }, /pricingConfidence/],
    [{ ...answers, pricingConfidence: '3' }, /pricingConfidence/],
    [{ ...answers, needs: ['everything'] }, /needs/],
    [{ ...answers, extra: true }, /Unknown field: extra/],
  ])('refuses %o', (body, message) => {
    const result = parseAnswers(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(message);
  });
});

it('marks the offline analysis as offline and ends with the recommendation', () => {
  const text = offlineAnalysis({ ...answers, stage: 'idea' });
  expect(text).toMatch(/^\*\*Offline analysis\*\*/);
  expect(text).toMatch(/\*\*Recommendation:\*\* Validate Your Idea First\.$/);
});

/** Every answer set the quiz can send: each option of each question, the slider untouched or 1-5, any needs. */
function* everyAnswerSet(): Generator<DiagnosticAnswers> {
  const needSets = diagnosticOptions.needs.reduce<DiagnosticAnswers['needs'][]>(
    (sets, need) => [...sets, ...sets.map((set) => [...set, need])],
    [[]],
  );
  for (const stage of diagnosticOptions.stage)
    for (const challenge of diagnosticOptions.challenge)
      for (const validationStrategy of diagnosticOptions.validationStrategy)
        for (const monetizationStrategy of diagnosticOptions.monetizationStrategy)
          for (const pricingConfidence of [null, 1, 2, 3, 4, 5])
            for (const retention of diagnosticOptions.retention)
              for (const needs of needSets)
                yield {
                  stage,
                  challenge,
                  validationStrategy,
                  monetizationStrategy,
                  pricingConfidence,
                  retention,
                  needs,
                };
}

it('lists two different steps under "Two steps for this week:" for every answer set', () => {
  let checked = 0;
  for (const answerSet of everyAnswerSet()) {
    const lines = offlineAnalysis(answerSet).split('\n');
    const start = lines.indexOf('**Two steps for this week:**') + 1;
    const end = lines.indexOf('', start);
    const steps = lines.slice(start, end);
    if (steps.length !== 2 || !steps.every((step) => step.startsWith('- ')) || steps[0] === steps[1])
      expect.fail(`${JSON.stringify(answerSet)} gives ${JSON.stringify(steps)}`);
    checked += 1;
  }
  expect(checked).toBe(4 * 4 * 4 * 4 * 6 * 4 * 16);
});

describe('the offline analysis follows the stage and the answers, for every answer set', () => {
  const sets = [...everyAnswerSet()];
  const failures = (check: (answers: DiagnosticAnswers, text: string) => boolean) =>
    sets
      .filter((answerSet) => !check(answerSet, offlineAnalysis(answerSet)))
      .slice(0, 3)
      .map((answerSet) => ({ answerSet, text: offlineAnalysis(answerSet) }));

  it('tells an idea-stage founder nothing that assumes users, signups, cohorts or revenue', () => {
    expect(
      failures(
        ({ stage }, text) =>
          stage !== 'idea' ||
          !/retention|cohort|signup|signed up|users? who|active users|revenue/i.test(text),
      ),
    ).toEqual([]);
  });

  it('speaks of signup cohorts only to a funded startup that does not track retention', () => {
    expect(
      failures(
        ({ stage, retention }, text) =>
          /cohort/.test(text) ===
          ((stage === 'post-seed' || stage === 'series-a') && retention === 'not-tracking'),
      ),
    ).toEqual([]);
  });

  it('opens with talking to people with the problem whenever there is no validation yet', () => {
    expect(
      failures(
        (answerSet) =>
          !(answerSet.stage === 'idea' || answerSet.validationStrategy === 'not-validating') ||
          /^(Talk to five people|Ask five recent users)/.test(offlineSteps(answerSet)[0]),
      ),
    ).toEqual([]);
  });

  it('asks for a price only when there is none or the founder doubts it', () => {
    expect(
      failures(
        ({ monetizationStrategy, pricingConfidence }, text) =>
          !/Put a price|pre-order/.test(text) ||
          monetizationStrategy === 'not-monetizing' ||
          (pricingConfidence ?? 5) <= 2,
      ),
    ).toEqual([]);
  });

  it('names a bottleneck of its own for each stage group and challenge', () => {
    const named = new Set(
      diagnosticOptions.stage.flatMap((stage) =>
        diagnosticOptions.challenge.map((challenge) => offlineBottleneck({ stage, challenge })),
      ),
    );
    expect(named.size).toBe(2 * diagnosticOptions.challenge.length);
  });

  it('gives the idea stage the steps the issue asked for instead of cohorts', () => {
    expect(
      offlineSteps({
        ...answers,
        stage: 'idea',
        validationStrategy: 'talking-to-users',
        retention: 'not-tracking',
        challenge: 'retention',
      }),
    ).toEqual([
      'Talk to five people who have the problem this week; ask about the last time it hurt, not about your idea.',
      'Ask five people how often the problem comes up: a weekly problem keeps users, a yearly one does not.',
    ]);
    expect(offlineSteps({ ...answers, stage: 'series-a', retention: 'not-tracking' })[0]).toBe(
      'Measure week-4 retention for your last three signup cohorts, and call the users who stayed.',
    );
  });
});
