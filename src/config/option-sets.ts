import { diagnosticOptions } from '../../supabase/functions/_shared/growth-diagnostic.ts';

/**
 * The option sets, stored values exactly as docs/product/forms.md and diagnostic.md list them. They exist
 * once: forms render them, schemas validate against them, and the database tests prove the SQL check
 * constraints accept exactly these values.
 */
export const optionSets = {
  labsTargetAudience: ['General Consumers', 'Startups', 'SMBs', 'Enterprises', 'Other'],
  labsCurrentStage: ['Just an Idea', 'Prototype Built', 'Some Early Users', 'Revenue Generating'],
  labsGoals: ['Validate Idea', 'Build MVP', 'Find Early Users', 'Other'],
  inquiryChallenges: [
    'product-strategy',
    'gtm',
    'nocode-mvp',
    'growth-retention',
    'revenue-monetization',
    'scaling-ops',
    'other',
  ],
  inquiryTimeline: ['asap', '1-3-months', '3-6-months', 'longer-term'],
  inquiryBudget: ['<$5K', '$5K-$10K', '$10K-$25K', '$25K+'],
  inquiryNextStep: ['call', 'more-info', 'not-sure'],
  applicationExpertise: [
    'product-strategy',
    'gtm-growth',
    'nocode-mvps',
    'revenue-pricing',
    'scaling-ops',
    'other',
  ],
  applicationWorkType: ['short-term', 'long-term', 'advisory', 'execution', 'other'],
  applicationStartupExperience: ['yes', 'some', 'no'],
  applicationAvailability: ['<5', '5-10', '10-20', 'full-time'],
  // The diagnostic's sets live with the Edge Function that validates them (one file for both runtimes).
  diagnosticStage: diagnosticOptions.stage,
  diagnosticChallenge: diagnosticOptions.challenge,
  diagnosticValidationStrategy: diagnosticOptions.validationStrategy,
  diagnosticMonetizationStrategy: diagnosticOptions.monetizationStrategy,
  diagnosticRetention: diagnosticOptions.retention,
  diagnosticNeeds: diagnosticOptions.needs,
  mvpStatus: ['live', 'beta', 'testing', 'retired'],
} as const;

export type OptionSetName = keyof typeof optionSets;
export type OptionOf<Name extends OptionSetName> = (typeof optionSets)[Name][number];
