import { trackEvent } from '@/lib/analytics';
import { leadChecks, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type PlaybookRequest = { name: string; email: string };

/** The playbook form's checks: its schema's messages. */
export const validatePlaybookRequest = leadChecks<PlaybookRequest>('playbook');

/** Keeps the lead, then records the download (event playbook_downloaded, source growth_playbook; docs/product/analytics.md). */
export async function requestPlaybook(
  request: PlaybookRequest,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const {
    values: { name, email },
    visitorMail,
  } = await sendLead('playbook', request, requestId, options);
  rememberVisitor({ name, email });
  trackEvent('playbook_downloaded', { source: 'growth_playbook' });
  return { visitorMail, email };
}
