import * as z from 'zod/mini';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type BetaAccessValues = { fullName: string; email: string; useCase: string };

/** Mirrors labs_beta_requests' constraints. */
export const betaRequestRowSchema = z.object({
  mvp_slug: z.string().check(z.minLength(1)),
  full_name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(254)),
  use_case: z.string().check(z.minLength(1), z.maxLength(2000)),
});

/**
 * Stores a beta access request for one MVP (docs/product/forms.md#beta-access); the database accepts beta
 * MVPs only.
 */
export async function requestBetaAccess(mvpSlug: string, values: BetaAccessValues, requestId: string) {
  const row = z.parse(betaRequestRowSchema, {
    mvp_slug: mvpSlug,
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    use_case: values.useCase.trim(),
  });
  await insertLead('labs_beta_requests', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('labs_beta_access_requested', { mvp: mvpSlug });
}
