/**
 * The growth diagnostic's rules, shared by the Edge Function (Deno) and the site (Vite): the answers'
 * validation against their option sets (diagnostic-options.ts), the messages sent to the AI, the offline
 * analysis and the recommendation rules (all in docs/product/diagnostic.md). Plain TypeScript that imports
 * only its neighbours, so every runtime reads the same file.
 */
import { diagnosticOptions } from './diagnostic-options.ts';

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

/** The advisor's instructions (docs/product/diagnostic.md#what-happens-on-submit). */
export const SYSTEM_PROMPT = [
  'You are a scrappy startup growth advisor who has helped hundreds of early-stage founders.',
  "Write a short, direct diagnostic of the startup described by the founder's answers.",
  'Name the likely biggest growth bottleneck, then give 2 practical steps the founder can take this week.',
  'Use bullet points and plain language; no jargon, no filler.',
  'End with one recommendation: book a strategy call, submit the idea to Labs, or get the growth playbook.',
].join(' ');

/** The answers, one per line; pricing confidence out of 5; needs joined by commas. */
export function userMessage(answers: DiagnosticAnswers): string {
  return [
    'Here are my answers to the growth diagnostic:',
    `- Stage: ${answers.stage}`,
    `- Biggest challenge: ${answers.challenge}`,
    `- Validation approach: ${answers.validationStrategy}`,
    `- Monetization: ${answers.monetizationStrategy}`,
    `- Pricing confidence: ${answers.pricingConfidence ?? 'not answered'} out of 5`,
    `- Retention: ${answers.retention}`,
    `- Needs: ${answers.needs.length ? answers.needs.join(', ') : 'none selected'}`,
  ].join('\n');
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

type Stage = DiagnosticAnswers['stage'];
type Challenge = DiagnosticAnswers['challenge'];

/**
 * An idea-stage founder has no users yet, so nothing said to them may assume users, signups, cohorts or
 * revenue: each piece of advice that depends on the stage has an idea-stage wording and one for a startup
 * with users.
 */
const hasUsers = (stage: Stage) => stage !== 'idea';
const byStage = (stage: Stage, idea: string, withUsers: string) => (hasUsers(stage) ? withUsers : idea);

const bottlenecks: Record<Challenge, { idea: string; withUsers: string }> = {
  acquisition: {
    idea: 'finding the first people who have the problem, before there is a product to sell them',
    withUsers: 'getting enough of the right people to try the product',
  },
  retention: {
    idea: 'knowing whether the problem comes up often enough to bring people back, before you build',
    withUsers: 'keeping the users you already win',
  },
  monetization: {
    idea: 'knowing whether anyone would pay to have the problem solved, before you build',
    withUsers: 'turning usage into revenue',
  },
  other: {
    idea: 'evidence that the problem is worth solving: at the idea stage everything else waits on it',
    withUsers: 'focus: too many problems competing for the same few hours',
  },
};

/** A step for the bottleneck itself, so every answer set has a second step beside the general one. */
const bottleneckSteps: Record<Challenge, { idea: string; withUsers: string }> = {
  acquisition: {
    idea: 'Find the one place where people with the problem already gather, and ask ten of them for a call.',
    withUsers:
      'List the channels that brought your ten best users and spend this week doubling down on the strongest one.',
  },
  retention: {
    idea: 'Ask five people how often the problem comes up: a weekly problem keeps users, a yearly one does not.',
    withUsers:
      'Find the one thing your retained users did in their first week, and lead every new user to it.',
  },
  monetization: {
    idea: 'Ask five people what they pay today to work around the problem: that is your first price ceiling.',
    withUsers:
      'Ask your five most active users what they would lose without the product, and quote them a price.',
  },
  other: {
    idea: 'Write the problem and the person who has it in one sentence, and drop every task that does not test it.',
    withUsers:
      'Write down your three biggest problems, rank them by revenue at stake and work only on the first.',
  },
};

/** The rules for this week's steps, in order of urgency; each says when it applies and what to do. */
const stepRules: {
  applies: (answers: DiagnosticAnswers) => boolean;
  step: (answers: DiagnosticAnswers) => string;
}[] = [
  {
    // Validation comes first: before there is evidence of demand, nothing else is worth measuring.
    applies: ({ stage, validationStrategy }) => stage === 'idea' || validationStrategy === 'not-validating',
    step: ({ stage }) =>
      byStage(
        stage,
        'Talk to five people who have the problem this week; ask about the last time it hurt, not about your idea.',
        'Ask five recent users what they did just before they signed up, and what they would use if you disappeared.',
      ),
  },
  {
    // Retention needs users; cohorts need enough of them, which a pre-seed startup rarely has.
    applies: ({ stage, retention }) => hasUsers(stage) && retention === 'not-tracking',
    step: ({ stage }) =>
      stage === 'pre-seed'
        ? 'Write down who used the product in each of the last four weeks, and call three who came back.'
        : 'Measure week-4 retention for your last three signup cohorts, and call the users who stayed.',
  },
  {
    applies: ({ stage, retention }) => hasUsers(stage) && retention === 'below-40',
    step: () => 'Call five users who stopped in their first month and ask what they were trying to get done.',
  },
  {
    applies: ({ monetizationStrategy, pricingConfidence }) =>
      monetizationStrategy === 'not-monetizing' || (pricingConfidence ?? 5) <= 2,
    step: ({ stage }) =>
      byStage(
        stage,
        'Offer a pre-order or a paid pilot to the people you talk to, and count who says yes before you build.',
        'Put a price in front of ten prospects and count who says yes before you build more.',
      ),
  },
  {
    applies: () => true,
    step: ({ stage, challenge }) =>
      byStage(stage, bottleneckSteps[challenge].idea, bottleneckSteps[challenge].withUsers),
  },
  {
    applies: () => true,
    step: ({ stage }) =>
      byStage(
        stage,
        'Pick one number for the next 30 days (people who say they would pay) and drop every task that does not move it.',
        'Pick one metric for the next 30 days and drop every task that does not move it.',
      ),
  },
];

/** The likely bottleneck, worded for the stage (docs/product/diagnostic.md#what-happens-on-submit). */
export function offlineBottleneck({
  stage,
  challenge,
}: Pick<DiagnosticAnswers, 'stage' | 'challenge'>): string {
  return byStage(stage, bottlenecks[challenge].idea, bottlenecks[challenge].withUsers);
}

/**
 * The two steps for this week: the first two rules that apply. The bottleneck's own step and the focus
 * step always apply and every step's text is its own, so there are always two, never the same twice.
 */
export function offlineSteps(answers: DiagnosticAnswers): [string, string] {
  const [first, second] = stepRules
    .filter((rule) => rule.applies(answers))
    .map((rule) => rule.step(answers)) as [string, string];
  return [first, second];
}

/** Why the analysis is the offline one, said in its first line. */
const offlineReasons = {
  /** No AI key (local development, previews). */
  'not-configured': 'the AI service is not configured here',
  /** The browser could not get an analysis from the function (down, failing or too slow). */
  unavailable: 'our AI service could not be reached just now',
} as const;

/**
 * The analysis given when the AI's is not to be had: built from the answers by fixed rules and marked as
 * offline, with the reason, so nobody mistakes it for the AI's.
 */
export function offlineAnalysis(
  answers: DiagnosticAnswers,
  reason: keyof typeof offlineReasons = 'not-configured',
): string {
  return [
    `**Offline analysis** (${offlineReasons[reason]}; this summary follows fixed rules).`,
    '',
    `**Your likely bottleneck:** ${offlineBottleneck(answers)}.`,
    '',
    '**Two steps for this week:**',
    ...offlineSteps(answers).map((step) => `- ${step}`),
    '',
    `**Recommendation:** ${recommendation(answers).title}.`,
  ].join('\n');
}
