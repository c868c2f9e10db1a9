import * as z from 'zod/mini';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

/** Mirrors playbook_requests' constraints. */
export const playbookRequestSchema = z.object({
  full_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(254)),
});

export type PlaybookRequest = { name: string; email: string };

/**
 * Keeps the lead, then records the download (docs/product/analytics.md: event playbook_downloaded, source
 * growth_playbook).
 */
export async function requestPlaybook(request: PlaybookRequest, requestId: string): Promise<void> {
  const row = z.parse(playbookRequestSchema, { full_name: request.name.trim(), email: request.email.trim() });
  await insertLead('playbook_requests', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('playbook_downloaded', { source: 'growth_playbook' });
}
