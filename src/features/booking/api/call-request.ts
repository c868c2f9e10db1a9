import { trackEvent } from '@/lib/analytics';
import { leadChecks, leadLimits, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor, visitLandingPage } from '@/lib/visit';
import type { ScheduledCall } from '../lib/widget';

export type CallRequestValues = { fullName: string; email: string; availability: string; timeZone: string };

/** call_requests' column limits; the inputs' maxlength. */
export const callRequestLimits = {
  availability: leadLimits.mediumText,
  timeZone: leadLimits.timeZone,
} as const;

/** The call request's checks: its schema's messages. */
export const validateCallRequest = leadChecks<CallRequestValues>('call-request');

/**
 * docs/product/forms.md#request-a-call: the booking page's form when the scheduler cannot be reached,
 * stored with the focus the page was opened for (its `source`); then the event.
 */
export async function sendCallRequest(
  values: CallRequestValues,
  focus: string,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const {
    values: { fullName, email },
    visitorMail,
  } = await sendLead('call-request', { ...values, focus }, requestId, options);
  rememberVisitor({ name: fullName, email });
  trackEvent('call_requested', { source: focus });
  return { visitorMail, email };
}

/**
 * A call booked in the scheduler, as its `event_scheduled` message tells the page: recorded through the
 * leads function (once per invitee, whatever the page sends; the scheduler's webhook later completes it),
 * with the page the visit landed on; and, after consent, the booked call is a lead for analytics.
 */
export function recordBooking(call: ScheduledCall, focus: string): void {
  trackEvent('call_scheduled', { source: focus });
  trackEvent('generate_lead', { lead_type: 'booked_call', source: focus });
  if (!call.eventUri || !call.inviteeUri) return;
  const landingPage = visitLandingPage();
  sendLead(
    'booking',
    {
      eventUri: call.eventUri,
      inviteeUri: call.inviteeUri,
      focus,
      ...(landingPage && { page: landingPage }),
    },
    crypto.randomUUID(),
  ).catch(() => undefined); // Kept and sent again by the browser's delivery; the scheduler has the call.
}
