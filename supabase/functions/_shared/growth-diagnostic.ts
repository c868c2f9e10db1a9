/**
 * The growth diagnostic's rules, shared by the Edge Function (Deno) and the site (Vite): the answers'
 * option sets, their validation, the messages sent to the AI, the offline analysis and the recommendation
 * rules (all in docs/product/diagnostic.md). Plain TypeScript with no imports, so every
 * runtime reads the same file.
 */
export const diagnosticOptions = {
  stage: ['idea', 'pre-seed', 'post-seed', 'series-a'],
  challenge: ['acquisition', 'retention', 'monetization', 'other'],
  validationStrategy: ['not-validating', 'talking-to-users', 'building-mvp', 'running-experiments'],
  monetizationStrategy: ['not-monetizing', 'subscription', 'transactional', 'freemium'],
  retention: ['not-tracking', 'below-40', '40-70', 'above-70'],
  needs: ['validation', 'growth-strategy', 'monetization', 'retention'],
} as const;

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

const bottlenecks: Record<DiagnosticAnswers['challenge'], string> = {
  acquisition: 'getting enough of the right people to try the product',
  retention: 'keeping the users you already win',
  monetization: 'turning usage into revenue',
  other: 'focus: too many problems competing for the same few hours',
};

/** A step for the bottleneck itself, so every answer set has a second step beside the general one. */
const bottleneckSteps: Record<DiagnosticAnswers['challenge'], string> = {
  acquisition:
    'List the channels that brought your ten best users and spend this week doubling down on the strongest one.',
  retention: 'Call five users who stopped using the product and ask what they were trying to get done.',
  monetization:
    'Ask your five most active users what they would lose without the product, and quote them a price.',
  other: 'Write down your three biggest problems, rank them by revenue at stake and work only on the first.',
};

/**
 * The two steps for this week, by fixed rules: the first two that apply, in order of urgency. The
 * bottleneck's own step and the focus step always apply, so there are always two, and never the same twice.
 */
export function offlineSteps(answers: DiagnosticAnswers): [string, string] {
  const steps: string[] = [];
  if (answers.validationStrategy === 'not-validating' || answers.stage === 'idea')
    steps.push(
      'Talk to five people who have the problem this week; ask about the last time it hurt, not about your idea.',
    );
  if (answers.retention === 'not-tracking' || answers.retention === 'below-40')
    steps.push('Measure week-4 retention for your last three signup cohorts, and call the users who stayed.');
  if (answers.monetizationStrategy === 'not-monetizing' || (answers.pricingConfidence ?? 5) <= 2)
    steps.push('Put a price in front of ten prospects and count who says yes before you build more.');
  steps.push(bottleneckSteps[answers.challenge]);
  steps.push('Pick one metric for the next 30 days and drop every task that does not move it.');
  const [first, second] = [...new Set(steps)] as [string, string];
  return [first, second];
}

/**
 * The analysis given when no AI key is configured (local development, previews): built from the answers by
 * fixed rules and marked as offline, so nobody mistakes it for the AI's.
 */
export function offlineAnalysis(answers: DiagnosticAnswers): string {
  return [
    '**Offline analysis** (the AI service is not configured here; this summary follows fixed rules).',
    '',
    `**Your likely bottleneck:** ${bottlenecks[answers.challenge]}.`,
    '',
    '**Two steps for this week:**',
    ...offlineSteps(answers).map((step) => `- ${step}`),
    '',
    `**Recommendation:** ${recommendation(answers).title}.`,
  ].join('\n');
}
