import { trackEvent } from '@/lib/analytics';
import {
  assertValid,
  cleanText,
  emailError,
  NAME_MAX,
  requiredTextError,
  type FieldErrors,
} from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type PlaybookRequest = { name: string; email: string };

/** The playbook form's rule set: the messages on screen, and the check before the insert. */
export function validatePlaybookRequest(values: PlaybookRequest): FieldErrors<PlaybookRequest> {
  const errors: FieldErrors<PlaybookRequest> = {};
  const name = requiredTextError(values.name, NAME_MAX, 'Name is required', 'Name');
  if (name) errors.name = name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

export const playbookRow = (values: PlaybookRequest) => ({
  full_name: cleanText(values.name),
  email: cleanText(values.email),
});

/** Keeps the lead, then records the download (event playbook_downloaded, source growth_playbook; docs/product/analytics.md). */
export async function requestPlaybook(request: PlaybookRequest, requestId: string): Promise<void> {
  assertValid('playbook form', validatePlaybookRequest, request);
  const row = playbookRow(request);
  await insertLead('playbook_requests', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('playbook_downloaded', { source: 'growth_playbook' });
}
