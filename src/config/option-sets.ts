import { diagnosticOptions } from '../../supabase/functions/_shared/diagnostic-options.ts';
import { leadOptions } from '../../supabase/functions/_shared/lead-fields.ts';

/**
 * The option sets, stored values exactly as docs/product/forms.md and diagnostic.md list them. They exist
 * once: forms render them, schemas validate against them, and the database tests prove the SQL check
 * constraints accept exactly these values.
 */
export const optionSets = {
  // The lead forms' sets live beside the schemas that validate them (supabase/functions/_shared/lead-fields.ts).
  ...leadOptions,
  // The diagnostic's sets live beside the Edge Function's rules that validate them (one file for both runtimes).
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
