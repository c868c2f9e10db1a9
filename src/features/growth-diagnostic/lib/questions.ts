import { diagnosticOptions } from '../../../../supabase/functions/_shared/diagnostic-options.ts';
import type { DiagnosticAnswers } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';

type Choice = { value: string; label: string };

export type Question =
  | {
      key: 'stage' | 'challenge' | 'validationStrategy' | 'monetizationStrategy' | 'retention';
      kind: 'single';
      title: string;
      options: Choice[];
    }
  | { key: 'pricingConfidence'; kind: 'slider'; title: string; hint: string }
  | { key: 'needs'; kind: 'multi'; title: string; hint: string; options: Choice[] };

const choices = <Value extends string>(values: readonly Value[], labels: Record<Value, string>): Choice[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** The seven questions, in the order of the stored columns (docs/product/diagnostic.md#the-quiz). */
export const questions: readonly Question[] = [
  {
    key: 'stage',
    kind: 'single',
    title: 'Where is your startup today?',
    options: choices(diagnosticOptions.stage, {
      idea: 'Just an idea',
      'pre-seed': 'Pre-seed: building or just launched',
      'post-seed': 'Post-seed: early traction',
      'series-a': 'Series A or beyond',
    }),
  },
  {
    key: 'challenge',
    kind: 'single',
    title: 'What is your biggest challenge right now?',
    options: choices(diagnosticOptions.challenge, {
      acquisition: 'Getting users or customers',
      retention: 'Keeping users coming back',
      monetization: 'Turning users into revenue',
      other: 'Something else',
    }),
  },
  {
    key: 'validationStrategy',
    kind: 'single',
    title: 'How do you check that you are building the right thing?',
    options: choices(diagnosticOptions.validationStrategy, {
      'not-validating': 'We are not validating yet',
      'talking-to-users': 'We talk to users',
      'building-mvp': 'We are building an MVP to test',
      'running-experiments': 'We run structured experiments',
    }),
  },
  {
    key: 'monetizationStrategy',
    kind: 'single',
    title: 'How do you make money?',
    options: choices(diagnosticOptions.monetizationStrategy, {
      'not-monetizing': 'We do not charge yet',
      subscription: 'Subscriptions',
      transactional: 'Per transaction or one-off sales',
      freemium: 'Freemium: free plan, paid upgrades',
    }),
  },
  {
    key: 'pricingConfidence',
    kind: 'slider',
    title: 'How confident are you in your pricing?',
    hint: 'From 1 (not at all confident) to 5 (very confident). Skip it if you have no pricing yet.',
  },
  {
    key: 'retention',
    kind: 'single',
    title: 'What share of your users are still active after a month?',
    options: choices(diagnosticOptions.retention, {
      'not-tracking': 'We do not track it',
      'below-40': 'Under 40%',
      '40-70': '40% to 70%',
      'above-70': 'Over 70%',
    }),
  },
  {
    key: 'needs',
    kind: 'multi',
    title: 'Where would help make the biggest difference?',
    hint: 'Choose any that apply, or none.',
    options: choices(diagnosticOptions.needs, {
      validation: 'Validating the idea',
      'growth-strategy': 'A growth strategy',
      monetization: 'Monetization and pricing',
      retention: 'Keeping users',
    }),
  },
];

/** The slider's labels (docs/product/diagnostic.md#the-quiz). */
export const sliderLabels: Record<number, string> = {
  1: 'Not at all confident',
  3: 'Somewhat confident',
  5: 'Very confident',
};
export const SLIDER_DEFAULT = 3;

/** Answers while the quiz is under way: nothing is known until chosen. */
export type DraftAnswers = {
  [Key in keyof DiagnosticAnswers]?: DiagnosticAnswers[Key];
};

export function isAnswered(question: Question, answers: DraftAnswers): boolean {
  if (question.kind === 'slider') return true; // optional: null until moved
  if (question.kind === 'multi') return true; // none is allowed (docs/product/diagnostic.md#the-quiz)
  return answers[question.key] !== undefined;
}

/** The first question still needing an answer: where a returning visitor resumes. */
export function firstUnanswered(answers: DraftAnswers): number {
  const index = questions.findIndex(
    (question) => question.kind === 'single' && answers[question.key] === undefined,
  );
  return index === -1 ? questions.length - 1 : index;
}

/** The complete answers, once every single-choice question has one. */
export function completeAnswers(answers: DraftAnswers): DiagnosticAnswers | null {
  const { stage, challenge, validationStrategy, monetizationStrategy, retention } = answers;
  if (!stage || !challenge || !validationStrategy || !monetizationStrategy || !retention) return null;
  return {
    stage,
    challenge,
    validationStrategy,
    monetizationStrategy,
    retention,
    pricingConfidence: answers.pricingConfidence ?? null,
    needs: answers.needs ?? [],
  };
}

/** A multi-select's list with `value` added, or removed if it was there. */
export function toggled<Value extends string>(list: readonly Value[], value: string): Value[] {
  return (
    list.includes(value as Value) ? list.filter((item) => item !== value) : [...list, value]
  ) as Value[];
}

/**
 * The answer a key gives `question` (the hint: "Choose one, or press its number"): a single choice picks
 * the option it numbers, a multi-select toggles it, the slider takes it as its level (1 to 5). Null for a
 * key the question has no use for.
 */
export function answerForKey(
  question: Question,
  answers: DraftAnswers,
  key: string,
): string | number | string[] | null {
  if (!/^[1-9]$/.test(key)) return null;
  const number = Number(key);
  if (question.kind === 'slider') return number <= 5 ? number : null;
  const option = question.options[number - 1];
  if (!option) return null;
  return question.kind === 'single' ? option.value : toggled(answers.needs ?? [], option.value);
}
