import { trackEvent } from '@/lib/analytics';
import {
  assertValid,
  cleanText,
  nameAndEmailErrors,
  requiredTextError,
  type FieldErrors,
} from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type BetaAccessValues = { fullName: string; email: string; useCase: string };

/** labs_beta_requests' column limits; the inputs' maxlength. */
export const betaAccessLimits = { useCase: 2000 } as const;

/** The beta access form's rule set: the messages on screen, and the check before the insert. */
export function validateBetaAccess(values: BetaAccessValues): FieldErrors<BetaAccessValues> {
  const errors: FieldErrors<BetaAccessValues> = nameAndEmailErrors(values);
  const useCase = requiredTextError(
    values.useCase,
    betaAccessLimits.useCase,
    'Please tell us what you want to use it for',
    'Your answer',
    { multiLine: true },
  );
  if (useCase) errors.useCase = useCase;
  return errors;
}

export function betaRequestRow(mvpSlug: string, values: BetaAccessValues) {
  return {
    mvp_slug: mvpSlug,
    full_name: cleanText(values.fullName),
    email: cleanText(values.email),
    use_case: cleanText(values.useCase),
  };
}

/** Stores a beta access request for one MVP; the database accepts beta MVPs only. */
export async function requestBetaAccess(mvpSlug: string, values: BetaAccessValues, requestId: string) {
  assertValid('beta access form', validateBetaAccess, values);
  const row = betaRequestRow(mvpSlug, values);
  await insertLead('labs_beta_requests', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('labs_beta_access_requested', { mvp: mvpSlug });
}
