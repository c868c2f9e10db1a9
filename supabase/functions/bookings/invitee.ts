import { readPlacement } from '../_shared/booking-placement.ts';
import {
  cleanText,
  emailProblem,
  INVITEE_URI_PATTERN,
  leadLimits,
  SCHEDULED_EVENT_URI_PATTERN,
} from '../_shared/lead-fields.ts';
import { cleanLine, cleanUtm } from '../_shared/lead-origin.ts';

/** The two events the bookings function records; Calendly may send others to the same subscription. */
export const bookingEvents = ['invitee.created', 'invitee.canceled'] as const;
export type BookingEvent = (typeof bookingEvents)[number];

/** An invitee as public.record_booking takes it (booked_calls' columns), cleaned to fit its checks. */
export type Booking = {
  invitee_uri: string;
  event_uri: string;
  full_name: string | null;
  email: string | null;
  event_name: string | null;
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string | null;
  focus: string | null;
  page: string | null;
  utm: Record<string, string> | null;
  /** A created invitee that replaces another: the invitee it replaces. */
  rescheduled_from: string | null;
  /** A canceled invitee that was moved to another time rather than called off. */
  rescheduled: boolean;
  canceled_at: string | null;
  cancel_reason: string | null;
};

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

const moment = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

const matching = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

/**
 * The invitee of one of Calendly's webhook deliveries (`{"event": ..., "payload": <the invitee>}`), or
 * undefined when it names no invitee of an event: what Calendly sent is its own to be right about, so
 * anything else that does not fit a column is dropped rather than refused (the call was booked).
 */
export function bookingOf(delivery: unknown): Booking | undefined {
  const invitee = object(object(delivery).payload);
  const scheduled = object(invitee.scheduled_event);
  const tracking = object(invitee.tracking);
  const inviteeUri = matching(invitee.uri, INVITEE_URI_PATTERN);
  const eventUri =
    matching(invitee.event, SCHEDULED_EVENT_URI_PATTERN) ??
    matching(scheduled.uri, SCHEDULED_EVENT_URI_PATTERN);
  if (!inviteeUri || !eventUri || !inviteeUri.startsWith(`${eventUri}/invitees/`)) return undefined;
  const email = typeof invitee.email === 'string' ? cleanText(invitee.email) : '';
  const { focus, page } = readPlacement(tracking.utm_content);
  const cancellation = object(invitee.cancellation);
  return {
    invitee_uri: inviteeUri,
    event_uri: eventUri,
    full_name: cleanLine(invitee.name, leadLimits.name),
    email: email && !emailProblem(email) ? email : null,
    event_name: cleanLine(scheduled.name, 200),
    starts_at: moment(scheduled.start_time),
    ends_at: moment(scheduled.end_time),
    time_zone: cleanLine(invitee.timezone, leadLimits.timeZone),
    focus,
    page,
    // utm_content is the site's placement, read above; the other four are the visit's campaign.
    utm: cleanUtm({ ...tracking, utm_content: undefined }),
    rescheduled_from: matching(invitee.old_invitee, INVITEE_URI_PATTERN),
    rescheduled: invitee.rescheduled === true,
    canceled_at: moment(cancellation.created_at),
    cancel_reason: cleanLine(cancellation.reason, leadLimits.mediumText),
  };
}
