/**
 * What the model is asked (docs/product/diagnostic.md#what-happens-on-submit): the function's alone, so
 * the site's bundle carries none of it.
 */
import { pagesBrief } from '../_shared/analysis-grounding.ts';
import type { DiagnosticAnswers } from '../_shared/growth-diagnostic.ts';
import { scorecard, scorecardFacts } from '../_shared/growth-scorecard.ts';

/**
 * The advisor's instructions (docs/product/diagnostic.md#what-happens-on-submit): the spec's brief, the
 * shape the reply is checked for (analysis-grounding.ts), and the studio's pages, the only links allowed.
 */
export const SYSTEM_PROMPT = [
  [
    'You are a scrappy startup growth advisor who has helped hundreds of early-stage founders.',
    "Write a short, direct diagnostic of the startup described by the founder's answers.",
    'Name the likely biggest growth bottleneck, then give 2 practical steps the founder can take this week.',
    'Use bullet points and plain language; no jargon, no filler.',
    'End with one recommendation: book a strategy call, submit the idea to Labs, or get the growth playbook.',
  ].join(' '),
  [
    'The answers come with a scorecard computed from them by fixed rules: build on it and explain it in plain words, never change a score.',
    'Fit the steps to the stage and the business model: a funded startup has users, revenue and a team; an idea has none of them.',
    'Write Markdown of at most 200 words: one line naming the bottleneck, the 2 steps as "- " bullet points, then the recommendation.',
    'Point to at most two of the pages below where they help; link to no other site and make up no address.',
  ].join(' '),
  pagesBrief(),
].join('\n\n');

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
    '',
    scorecardFacts(scorecard(answers)),
  ].join('\n');
}
