import { trackEvent } from '@/lib/analytics';
import {
  leadChecks,
  leadLimits,
  sendLead,
  type FieldErrors,
  type Delivered,
  type SendOptions,
} from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type BetaAccessValues = { fullName: string; email: string; useCase: string };

/** labs_beta_requests' column limits; the inputs' maxlength. */
export const betaAccessLimits = { useCase: leadLimits.mediumText } as const;

type BetaRequest = BetaAccessValues & { mvpSlug: string };
const checkBetaRequest = leadChecks<BetaRequest>('beta-access');
const fieldErrors = ({ mvpSlug: _, ...errors }: FieldErrors<BetaRequest>) => errors;

/** The beta access form's checks (the MVP is the page's, not a field): its schema's messages. */
export const validateBetaAccess = (values: BetaAccessValues) => {
  const found = checkBetaRequest({ ...values, mvpSlug: 'any-mvp' });
  return found instanceof Promise ? found.then(fieldErrors) : fieldErrors(found);
};

/** Asks beta access to one MVP through the leads function; the database accepts beta MVPs only. */
export async function requestBetaAccess(
  mvpSlug: string,
  values: BetaAccessValues,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const { values: request, visitorMail } = await sendLead(
    'beta-access',
    { ...values, mvpSlug },
    requestId,
    options,
  );
  rememberVisitor({ name: request.fullName, email: request.email });
  trackEvent('labs_beta_access_requested', { mvp: mvpSlug });
  return { visitorMail, email: request.email };
}
