import { describe, expect, it } from 'vitest';
import { diagnosticOptions } from '../../../../supabase/functions/_shared/diagnostic-options.ts';
import { scorecard, scoredAreas } from '../../../../supabase/functions/_shared/growth-scorecard.ts';
import {
  offlineAnalysis,
  offlineSteps,
  parseAnswers,
  recommendation,
  type DiagnosticAnswers,
} from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { userMessage } from '../../../../supabase/functions/growth-analysis/prompt.ts';

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
    expect(userMessage(answers)).toContain(
      [
        'Here are my answers to the growth diagnostic:',
        '- Stage: post-seed',
        '- Biggest challenge: acquisition',
        '- Validation approach: running-experiments',
        '- Monetization: freemium',
        '- Pricing confidence: 4 out of 5',
        '- Retention: 40-70',
        '- Needs: growth-strategy, retention',
      ].join('\n') + '\n\nScorecard, computed by fixed rules',
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

const sets = [...everyAnswerSet()];

it('there are 98,304 answer sets, and each gets a scorecard and two different steps', () => {
  expect(sets).toHaveLength(4 * 4 * 4 * 4 * 6 * 4 * 16);
  const broken = sets.filter((answerSet) => {
    const card = scorecard(answerSet);
    const lines = offlineAnalysis(answerSet).split('\n');
    const start = lines.indexOf('**Two steps for this week:**') + 1;
    const listed = lines.slice(start, lines.indexOf('', start));
    return (
      card.areas.map((area) => area.area).join() !== scoredAreas.join() ||
      !card.areas.every((area) => Number.isInteger(area.score) && area.score >= 1 && area.score <= 5) ||
      card.total !== card.areas.reduce((sum, area) => sum + area.score, 0) ||
      card.weakest === card.next ||
      listed.length !== 2 ||
      !listed.every((step) => step.startsWith('- ')) ||
      listed[0] === listed[1]
    );
  });
  expect(broken.slice(0, 3)).toEqual([]);
});

/** The first three answer sets whose analysis breaks `check`, with their text: [] when none does. */
const failures = (check: (answers: DiagnosticAnswers, text: string) => boolean) =>
  sets
    .filter((answerSet) => !check(answerSet, offlineAnalysis(answerSet)))
    .slice(0, 3)
    .map((answerSet) => ({ answerSet, text: offlineAnalysis(answerSet) }));

const funded = (stage: DiagnosticAnswers['stage']) => stage === 'post-seed' || stage === 'series-a';

/** Steps written for the first customers or the first price: never for a funded startup. */
const earlySteps =
  /ten prospects|pre-order|paid pilot|first price|before you build|ten of them for a call|your ten best users|last twenty orders|next fifty upgrade|five recent users|Talk to five people/;

describe('the scorecard, by fixed rules', () => {
  const base: DiagnosticAnswers = {
    stage: 'series-a',
    challenge: 'monetization',
    validationStrategy: 'running-experiments',
    monetizationStrategy: 'freemium',
    pricingConfidence: 2,
    retention: '40-70',
    needs: ['monetization'],
  };

  it('scores each area from the answers that bear on it, and totals them', () => {
    expect(scorecard(base)).toEqual({
      areas: [
        { area: 'validation', score: 5, finding: 'Running experiments' },
        { area: 'acquisition', score: 4, finding: 'Traction at scale' },
        { area: 'monetization', score: 1, finding: 'Freemium; pricing confidence 2/5' },
        { area: 'retention', score: 4, finding: '40-70% still active after a month' },
        { area: 'focus', score: 5, finding: 'One challenge named; help wanted in one area' },
      ],
      total: 19,
      tier: 'scale',
      weakest: 'monetization',
      // A tie at 4: retention comes before acquisition, since users who leave make growth a leaky bucket.
      next: 'retention',
    });
  });

  it('puts an idea in the explore tier, a pre-seed startup in build, a funded one in scale when it scores 15', () => {
    for (const answerSet of sets) {
      const { tier, total } = scorecard(answerSet);
      const expected =
        answerSet.stage === 'idea' ? 'explore' : funded(answerSet.stage) && total >= 15 ? 'scale' : 'build';
      if (tier !== expected) expect.fail(`${JSON.stringify(answerSet)}: ${tier}`);
    }
  });

  it('moves with every answer: changing any one answer changes a score for some founder', () => {
    const values: { [K in keyof DiagnosticAnswers]: DiagnosticAnswers[K][] } = {
      ...diagnosticOptions,
      stage: [...diagnosticOptions.stage],
      challenge: [...diagnosticOptions.challenge],
      validationStrategy: [...diagnosticOptions.validationStrategy],
      monetizationStrategy: [...diagnosticOptions.monetizationStrategy],
      retention: [...diagnosticOptions.retention],
      pricingConfidence: [null, 1, 2, 3, 4, 5],
      needs: [
        [],
        ['validation'],
        ['validation', 'monetization'],
        ['growth-strategy', 'retention', 'monetization'],
      ],
    };
    const scores = (answerSet: DiagnosticAnswers) => JSON.stringify(scorecard(answerSet).areas);
    const moved = (Object.keys(values) as (keyof DiagnosticAnswers)[]).filter((key) =>
      sets
        .filter((_, index) => index % 1009 === 0)
        .some((answerSet) =>
          values[key].some((value) => scores({ ...answerSet, [key]: value }) !== scores(answerSet)),
        ),
    );
    expect(moved.sort()).toEqual(Object.keys(values).sort());
  });

  it('names its weakest area as the bottleneck, the founder’s own challenge first on a tie', () => {
    expect(
      scorecard({ ...base, challenge: 'retention', retention: 'below-40', pricingConfidence: 3 }).weakest,
    ).toBe('retention');
    expect(
      failures((answerSet) => {
        const card = scorecard(answerSet);
        const lowest = Math.min(...card.areas.map((area) => area.score));
        return card.areas.find((area) => area.area === card.weakest)!.score === lowest;
      }),
    ).toEqual([]);
  });

  it('gives the model the scores as facts, below the answers', () => {
    expect(userMessage(base)).toContain(
      [
        '- Validation: 5/5 (Running experiments)',
        '- Acquisition: 4/5 (Traction at scale)',
        '- Monetization: 1/5 (Freemium; pricing confidence 2/5)',
        '- Retention: 4/5 (40-70% still active after a month)',
        '- Focus: 5/5 (One challenge named; help wanted in one area)',
        '- Total: 19/25; tier: Scale: grow what already works',
      ].join('\n'),
    );
  });
});

describe('the offline analysis is built from the scorecard and fits the stage and business model, for every answer set', () => {
  it('a Series A freemium company with a monetization problem gets a funded freemium step, not the sample’s', () => {
    const [first] = offlineSteps({
      stage: 'series-a',
      challenge: 'monetization',
      validationStrategy: 'talking-to-users',
      monetizationStrategy: 'freemium',
      pricingConfidence: 2,
      retention: '40-70',
      needs: ['monetization'],
    });
    expect(first).toBe(
      'Measure free-to-paid conversion by signup cohort, and test one change to the paywall on half of new signups.',
    );
  });

  it('a post-seed subscription company is not told to try pricing as if it had none', () => {
    const text = offlineAnalysis({
      stage: 'post-seed',
      challenge: 'monetization',
      validationStrategy: 'building-mvp',
      monetizationStrategy: 'subscription',
      pricingConfidence: 2,
      retention: '40-70',
      needs: [],
    });
    expect(text).toContain('annual plan');
    expect(text).not.toMatch(/Put a price|pre-order/);
  });

  it('tells an idea-stage founder nothing that assumes users, signups, cohorts, customers or revenue', () => {
    expect(
      failures(
        ({ stage }, text) =>
          stage !== 'idea' ||
          !/retention|cohort|signup|signed up|users? who|active users|customers?|revenue|churn/i.test(text),
      ),
    ).toEqual([]);
  });

  it('never gives a funded startup (post-seed, Series A) a first-customers step', () => {
    expect(failures(({ stage }, text) => !funded(stage) || !earlySteps.test(text))).toEqual([]);
  });

  it('asks a startup that charges for nothing to set a price, and never one that already charges', () => {
    expect(
      failures(
        ({ stage, monetizationStrategy }, text) =>
          !/Put a price|Launch a paid plan|pre-order/.test(text) ||
          monetizationStrategy === 'not-monetizing' ||
          stage === 'idea',
      ),
    ).toEqual([]);
  });

  it('words a revenue step for the business model: free-to-paid for freemium, plans for subscription, orders for transactions', () => {
    const words = {
      freemium: /free/,
      subscription: /plan/,
      transactional: /order/,
      'not-monetizing': /price|paid plan/,
    };
    expect(
      failures(
        (answerSet) =>
          answerSet.stage === 'idea' ||
          !offlineSteps(answerSet).some((step) => steps.revenue.test(step)) ||
          offlineSteps(answerSet).some((step) => words[answerSet.monetizationStrategy].test(step)),
      ),
    ).toEqual([]);
  });

  it('speaks of signup cohorts only to a funded startup', () => {
    expect(failures(({ stage }, text) => !/cohort/.test(text) || funded(stage))).toEqual([]);
  });
});

const steps = {
  revenue: /price|paid plan|pre-order|upgrade|paywall|annual plan|orders|price your next plan/,
};
