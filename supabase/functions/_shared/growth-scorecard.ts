/**
 * The growth diagnostic's scorecard: fixed rules that turn the seven answers into five scored areas and a
 * tier (docs/product/diagnostic.md#the-scorecard). Computed, never generated: the site shows it, the
 * function stores it with the submission and gives it to the model as facts, and the offline analysis is
 * built from it. Plain TypeScript shared by the site (Vite) and the Edge Function (Deno).
 */
import type { DiagnosticAnswers } from './growth-diagnostic.ts';

export const scoredAreas = ['validation', 'acquisition', 'monetization', 'retention', 'focus'] as const;
export type ScoredArea = (typeof scoredAreas)[number];

export const areaLabels: Record<ScoredArea, string> = {
  validation: 'Validation',
  acquisition: 'Acquisition',
  monetization: 'Monetization',
  retention: 'Retention',
  focus: 'Focus',
};

/** Where the startup is: explore (prove the problem), build (find what keeps and pays), scale. */
export type Tier = 'explore' | 'build' | 'scale';
export const tierLabels: Record<Tier, string> = {
  explore: 'Explore: prove the problem is worth solving',
  build: 'Build: find what makes users stay and pay',
  scale: 'Scale: grow what already works',
};

export type AreaScore = { area: ScoredArea; score: number; finding: string };
export type Scorecard = {
  areas: AreaScore[];
  /** The sum of the five scores: 5 to 25. */
  total: number;
  tier: Tier;
  /** The area that holds growth back most: the lowest score, the founder's own challenge first on a tie. */
  weakest: ScoredArea;
  /** The next one, for the second step. */
  next: ScoredArea;
};

const clamp = (score: number) => Math.min(5, Math.max(1, score));

/** A funded startup (post-seed, Series A) has the team and the numbers a pre-seed one lacks. */
export const isFunded = (stage: DiagnosticAnswers['stage']) => stage === 'post-seed' || stage === 'series-a';

function validation({ stage, validationStrategy }: DiagnosticAnswers): AreaScore {
  if (stage === 'idea' && validationStrategy === 'building-mvp')
    return { area: 'validation', score: 2, finding: 'Building before the problem is proven' };
  const [score, finding] = (
    {
      'not-validating': [1, 'No validation yet'],
      'talking-to-users': [3, 'Talking to users'],
      'building-mvp': [3, 'Testing with an MVP'],
      'running-experiments': [5, 'Running experiments'],
    } as const
  )[validationStrategy];
  return { area: 'validation', score, finding };
}

function acquisition({ stage, challenge, needs }: DiagnosticAnswers): AreaScore {
  const [base, finding] = (
    {
      idea: [1, 'No users yet'],
      'pre-seed': [2, 'First users'],
      'post-seed': [3, 'A growing user base'],
      'series-a': [4, 'Traction at scale'],
    } as const
  )[stage];
  const named = challenge === 'acquisition' || needs.includes('growth-strategy');
  return {
    area: 'acquisition',
    score: clamp(base - (named ? 1 : 0)),
    finding: stage !== 'idea' && named ? `${finding}; growth is the challenge` : finding,
  };
}

function monetization({
  monetizationStrategy,
  pricingConfidence,
  challenge,
  needs,
}: DiagnosticAnswers): AreaScore {
  if (monetizationStrategy === 'not-monetizing')
    return { area: 'monetization', score: 1, finding: 'No revenue model yet' };
  const model = { subscription: 'Subscription', transactional: 'Transactional', freemium: 'Freemium' }[
    monetizationStrategy
  ];
  const confidence =
    pricingConfidence === null ? 0 : pricingConfidence <= 2 ? -1 : pricingConfidence >= 4 ? 1 : 0;
  const named = challenge === 'monetization' || needs.includes('monetization');
  return {
    area: 'monetization',
    score: clamp((monetizationStrategy === 'freemium' ? 2 : 3) + confidence - (named ? 1 : 0)),
    finding:
      pricingConfidence === null
        ? `${model}; pricing confidence not given`
        : `${model}; pricing confidence ${pricingConfidence}/5`,
  };
}

function retention({ stage, retention: share, challenge, needs }: DiagnosticAnswers): AreaScore {
  if (stage === 'idea') return { area: 'retention', score: 1, finding: 'No users to keep yet' };
  const [base, finding] = (
    {
      'not-tracking': [1, 'Not measured'],
      'below-40': [2, 'Under 40% still active after a month'],
      '40-70': [4, '40-70% still active after a month'],
      'above-70': [5, 'Over 70% still active after a month'],
    } as const
  )[share];
  const named = challenge === 'retention' || needs.includes('retention');
  return { area: 'retention', score: clamp(base - (named && share !== 'not-tracking' ? 1 : 0)), finding };
}

function focus({ challenge, needs }: DiagnosticAnswers): AreaScore {
  const byNeeds = [4, 5, 4, 3, 2][needs.length]!;
  const clear = challenge !== 'other';
  return {
    area: 'focus',
    score: clamp(byNeeds - (clear ? 0 : 2)),
    finding: `${clear ? 'One challenge named' : 'No single challenge named'}; help wanted in ${
      needs.length === 0 ? 'no area' : needs.length === 1 ? 'one area' : `${needs.length} areas`
    }`,
  };
}

/** The area each challenge is about, which wins a tie for the weakest. */
const challengeArea: Record<DiagnosticAnswers['challenge'], ScoredArea> = {
  acquisition: 'acquisition',
  retention: 'retention',
  monetization: 'monetization',
  other: 'focus',
};

/** Ties between areas the founder did not name go to the one that blocks the others: evidence first. */
const urgency: ScoredArea[] = ['validation', 'retention', 'monetization', 'acquisition', 'focus'];

export function scorecard(answers: DiagnosticAnswers): Scorecard {
  const areas = [validation, acquisition, monetization, retention, focus].map((rule) => rule(answers));
  const total = areas.reduce((sum, area) => sum + area.score, 0);
  const rank = (area: AreaScore) =>
    area.score * 10 + (area.area === challengeArea[answers.challenge] ? 0 : 1 + urgency.indexOf(area.area));
  const [weakest, next] = [...areas].sort((a, b) => rank(a) - rank(b));
  const tier: Tier =
    answers.stage === 'idea' ? 'explore' : isFunded(answers.stage) && total >= 15 ? 'scale' : 'build';
  return { areas, total, tier, weakest: weakest!.area, next: next!.area };
}

/** The scorecard as the facts the model is given, one area a line. */
export function scorecardFacts(card: Scorecard): string {
  return [
    `Scorecard, computed by fixed rules from these answers (1 = weak, 5 = strong); explain it, do not change it:`,
    ...card.areas.map((area) => `- ${areaLabels[area.area]}: ${area.score}/5 (${area.finding})`),
    `- Total: ${card.total}/25; tier: ${tierLabels[card.tier]}`,
    `- Weakest area: ${areaLabels[card.weakest]}; next: ${areaLabels[card.next]}`,
  ].join('\n');
}
