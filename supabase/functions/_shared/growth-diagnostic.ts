/**
 * The growth diagnostic's rules, shared by the Edge Function (Deno) and the site (Vite): the answers'
 * validation against their option sets (diagnostic-options.ts), the offline analysis and the recommendation
 * rules (all in docs/product/diagnostic.md). Plain TypeScript that imports
 * only its neighbours, so every runtime reads the same file.
 */
import { diagnosticOptions } from './diagnostic-options.ts';
import { isFunded, scorecard, type ScoredArea } from './growth-scorecard.ts';

type Options = typeof diagnosticOptions;
type OptionOf<Key extends keyof Options> = Options[Key][number];

/** What the visitor answered; pricing confidence is null when the slider was never moved. */
export type DiagnosticAnswers = {
  stage: OptionOf<'stage'>;
  challenge: OptionOf<'challenge'>;
  validationStrategy: OptionOf<'validationStrategy'>;
  monetizationStrategy: OptionOf<'monetizationStrategy'>;
  pricingConfidence: number | null;
  retention: OptionOf<'retention'>;
  needs: OptionOf<'needs'>[];
};

export type ParseResult = { ok: true; answers: DiagnosticAnswers } | { ok: false; error: string };

const isOneOf = <Key extends keyof Options>(key: Key, value: unknown): value is OptionOf<Key> =>
  typeof value === 'string' && (diagnosticOptions[key] as readonly string[]).includes(value);

/** Accepts exactly the answers the quiz can give; anything else is refused with a message naming the field. */
export function parseAnswers(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'The body must be a JSON object of answers.' };
  const input = body as Record<string, unknown>;
  for (const key of [
    'stage',
    'challenge',
    'validationStrategy',
    'monetizationStrategy',
    'retention',
  ] as const) {
    if (!isOneOf(key, input[key]))
      return { ok: false, error: `${key} must be one of: ${diagnosticOptions[key].join(', ')}.` };
  }
  const confidence = input.pricingConfidence ?? null;
  if (
    confidence !== null &&
    !(Number.isInteger(confidence) && (confidence as number) >= 1 && (confidence as number) <= 5)
  )
    return { ok: false, error: 'pricingConfidence must be a whole number from 1 to 5, or null.' };
  const needs = input.needs ?? [];
  if (
    !Array.isArray(needs) ||
    !needs.every((need) => isOneOf('needs', need)) ||
    new Set(needs).size !== needs.length
  )
    return {
      ok: false,
      error: `needs must be a list of distinct values from: ${diagnosticOptions.needs.join(', ')}.`,
    };
  const allowed = new Set([
    'stage',
    'challenge',
    'validationStrategy',
    'monetizationStrategy',
    'pricingConfidence',
    'retention',
    'needs',
  ]);
  const unknown = Object.keys(input).find((key) => !allowed.has(key));
  if (unknown) return { ok: false, error: `Unknown field: ${unknown}.` };
  return {
    ok: true,
    answers: {
      stage: input.stage as DiagnosticAnswers['stage'],
      challenge: input.challenge as DiagnosticAnswers['challenge'],
      validationStrategy: input.validationStrategy as DiagnosticAnswers['validationStrategy'],
      monetizationStrategy: input.monetizationStrategy as DiagnosticAnswers['monetizationStrategy'],
      pricingConfidence: confidence as number | null,
      retention: input.retention as DiagnosticAnswers['retention'],
      needs: needs as DiagnosticAnswers['needs'],
    },
  };
}

export type Recommendation = { title: string; description: string; action: { label: string; path: string } };

/** docs/product/diagnostic.md#recommendation-rules-first-match-wins: checked in order. */
export function recommendation(
  answers: Pick<DiagnosticAnswers, 'stage' | 'challenge' | 'needs'>,
): Recommendation {
  if (answers.stage === 'idea' || answers.needs.includes('validation'))
    return {
      title: 'Validate Your Idea First',
      description:
        'Before you spend on growth, prove that people want this. Labs builds and tests no-code MVPs with founders, free of charge for the ideas we pick.',
      action: { label: 'Submit to Labs', path: '/labs/submit-idea' },
    };
  if (answers.challenge === 'monetization' || answers.needs.includes('monetization'))
    return {
      title: 'Fix Your Revenue Strategy',
      description:
        'Your growth is capped by how you charge. The growth playbook walks you through the pricing and retention experiments that move revenue fastest.',
      action: { label: 'Get the Growth Playbook', path: '/growth-playbook' },
    };
  return {
    title: "Let's Talk Strategy",
    description:
      'You have traction to build on. In a free 20-minute call we find the one or two levers that matter most for your stage.',
    action: { label: 'Book a Strategy Call', path: '/book-call' },
  };
}

/**
 * The offline analysis is built from the scorecard (growth-scorecard.ts): the bottleneck is its weakest
 * area and the two steps are those of its weakest and next areas, each worded for the stage (an idea has no
 * users, so nothing said to it assumes users, signups, cohorts or revenue; a funded startup never gets a
 * first-customers step) and, for revenue, for the business model.
 */
type StageGroup = 'idea' | 'early' | 'funded';
const stageGroup = (stage: DiagnosticAnswers['stage']): StageGroup =>
  stage === 'idea' ? 'idea' : isFunded(stage) ? 'funded' : 'early';

type Wording = (answers: DiagnosticAnswers, group: StageGroup) => string;

const bottlenecks: Record<ScoredArea, Wording> = {
  validation: (_, group) =>
    group === 'idea'
      ? 'evidence that the problem is worth solving: at the idea stage everything else waits on it'
      : group === 'early'
        ? 'evidence that what you build is what users need: you are not checking it yet'
        : 'learning fast enough: decisions are made without tests, so growth spend is a guess',
  acquisition: (_, group) =>
    group === 'idea'
      ? 'finding the first people who have the problem, before there is a product to sell them'
      : group === 'early'
        ? 'getting enough of the right people to try the product'
        : 'finding channels that keep bringing the right customers at a cost that pays back',
  monetization: ({ monetizationStrategy }, group) =>
    group === 'idea'
      ? 'knowing whether anyone would pay to have the problem solved, before you build'
      : monetizationStrategy === 'not-monetizing'
        ? 'turning usage into revenue: there is no revenue model yet'
        : monetizationStrategy === 'freemium'
          ? 'turning free users into paying ones'
          : monetizationStrategy === 'subscription'
            ? 'a subscription price that matches what customers get from it'
            : 'earning more from each transaction',
  retention: ({ retention }, group) =>
    group === 'idea'
      ? 'knowing whether the problem comes up often enough to bring people back, before you build'
      : retention === 'not-tracking'
        ? 'knowing who stays: retention is not measured yet'
        : 'keeping the users you already win',
  focus: (_, group) =>
    group === 'idea'
      ? 'focus on one problem and one person who has it'
      : 'focus: too many problems competing for the same few hours',
};

const steps: Record<ScoredArea, Wording> = {
  validation: (_, group) =>
    group === 'idea'
      ? 'Talk to five people who have the problem this week; ask about the last time it hurt, not about your idea.'
      : group === 'early'
        ? 'Ask five recent users what they did just before they signed up, and what they would use if you disappeared.'
        : 'Pick your riskiest assumption, write down the result you expect, and test it with one experiment this week.',
  acquisition: (_, group) =>
    group === 'idea'
      ? 'Find the one place where people with the problem already gather, and ask ten of them for a call.'
      : group === 'early'
        ? 'List the channels that brought your ten best users and spend this week doubling down on the strongest one.'
        : 'Compare the cost of a customer who stays across your top three channels, and move next month’s budget to the best one.',
  monetization: ({ monetizationStrategy }, group) => {
    if (group === 'idea')
      return 'Offer a pre-order or a paid pilot to the people you talk to, and count who says yes before you build.';
    const early = group === 'early';
    switch (monetizationStrategy) {
      case 'not-monetizing':
        return early
          ? 'Put a price in front of ten prospects and count who says yes before you build more.'
          : 'Launch a paid plan to one segment of new accounts this month and measure how many convert.';
      case 'subscription':
        return early
          ? 'Ask your five most active customers what they would lose without the product, and price your next plan on it.'
          : 'Offer your monthly customers an annual plan and see who switches: it shows what they value and cuts churn.';
      case 'transactional':
        return early
          ? 'Look at your last twenty orders, find what the biggest ones have in common, and sell more of that.'
          : 'Test a price 10% higher on one product line for two weeks and compare conversion and revenue per order.';
      case 'freemium':
        return early
          ? 'Find the moment free users hit a limit, put the upgrade offer there, and count how many of the next fifty upgrade.'
          : 'Measure free-to-paid conversion by signup cohort, and test one change to the paywall on half of new signups.';
    }
  },
  retention: ({ retention }, group) =>
    group === 'idea'
      ? 'Ask five people how often the problem comes up: a weekly problem keeps users, a yearly one does not.'
      : retention === 'not-tracking'
        ? group === 'early'
          ? 'Write down who used the product in each of the last four weeks, and call three who came back.'
          : 'Measure week-4 retention for your last three signup cohorts, and call the users who stayed.'
        : group === 'early'
          ? 'Call five users who stopped in their first month and ask what they were trying to get done.'
          : 'Find the one thing your retained customers did in their first week, and make onboarding lead every new one to it.',
  focus: (_, group) =>
    group === 'idea'
      ? 'Write the problem and the person who has it in one sentence, and drop every task that does not test it.'
      : group === 'early'
        ? 'Pick one metric for the next 30 days and drop every task that does not move it.'
        : 'Write down your three biggest problems, rank them by revenue at stake, and give the team only the first this month.',
};

/** The likely bottleneck: the scorecard's weakest area, worded for the stage and business model. */
export function offlineBottleneck(answers: DiagnosticAnswers): string {
  return bottlenecks[scorecard(answers).weakest](answers, stageGroup(answers.stage));
}

/** The two steps for this week: the weakest area's, then the next one's (always two, never the same). */
export function offlineSteps(answers: DiagnosticAnswers): [string, string] {
  const card = scorecard(answers);
  const group = stageGroup(answers.stage);
  return [steps[card.weakest](answers, group), steps[card.next](answers, group)];
}

/**
 * Who wrote the analysis, said beside it on screen and in the email (the EU AI Act's Article 50 asks that
 * machine-written text be marked as such): the model, or the fixed rules.
 */
export const analysisLabels = {
  ai: 'AI-generated analysis',
  rules: 'This summary follows fixed rules',
} as const;

export const analysisLabel = (offline: boolean) => (offline ? analysisLabels.rules : analysisLabels.ai);

/**
 * The analysis when the model's is not to be had (no key, an outage, a fault, a reply of the wrong shape):
 * built from the answers' scorecard by fixed rules. Who wrote it is said beside it, not in it.
 */
export function offlineAnalysis(answers: DiagnosticAnswers): string {
  return [
    `**Your likely bottleneck:** ${offlineBottleneck(answers)}.`,
    '',
    '**Two steps for this week:**',
    ...offlineSteps(answers).map((step) => `- ${step}`),
    '',
    `**Recommendation:** ${recommendation(answers).title}.`,
  ].join('\n');
}
