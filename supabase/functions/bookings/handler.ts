import { BodyTooLarge, readLimited } from '../leads/body.ts';
import { bookingEvents, bookingOf, type Booking, type BookingEvent } from './invitee.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';

/**
 * The `bookings` Edge Function: Calendly's webhook (docs/decisions/0036-booked-calls.md). Each delivery is
 * verified against the subscription's signing key (CALENDLY_WEBHOOK_SIGNING_KEY) and its time, then the
 * invitee it tells of is recorded once (public.record_booking): a booking, a cancellation, the two halves
 * of a reschedule. Calendly retries a delivery that is not answered 2xx, so a fault of ours answers 503 and
 * the delivery comes again; a refused one (forged, stale, unreadable) answers 4xx and is dropped.
 */

/** A delivery is one invitee: a few kB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Records one invitee event; 'stored' for an invitee first heard of, else 'updated'. */
export type RecordBooking = (event: BookingEvent, booking: Booking) => Promise<'stored' | 'updated'>;

/** public.record_booking through the Data API with the service role (postgrestRpc), hosted and local alike. */
export function bookingRecorder(
  rpc: <T>(name: string, args: Record<string, unknown>) => Promise<T>,
): RecordBooking {
  return async (event, booking) =>
    (await rpc<{ outcome: 'stored' | 'updated' }>('record_booking', { p_event: event, p_booking: booking }))
      .outcome;
}

export type BookingsOptions = {
  /** The webhook subscription's signing key; unset, every delivery is answered 503 (and retried). */
  signingKey: string | undefined;
  record: RecordBooking;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const isBookingEvent = (value: unknown): value is BookingEvent =>
  (bookingEvents as readonly unknown[]).includes(value);

export function createBookingsHandler(options: BookingsOptions) {
  const now = options.now ?? Date.now;
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return answer(405, { ok: false, error: 'Calendly posts its webhooks.' });
    if (!options.signingKey) {
      console.error('bookings: CALENDLY_WEBHOOK_SIGNING_KEY is not set; the delivery waits for it');
      return answer(503, { ok: false, error: 'not_configured' });
    }
    let body: Uint8Array;
    try {
      body = await readLimited(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(413, { ok: false, error: 'too_large' });
      throw error;
    }
    const verdict = await verifySignature(
      request.headers.get(SIGNATURE_HEADER),
      body,
      options.signingKey,
      Math.floor(now() / 1000),
    );
    if (verdict !== 'valid') {
      console.warn(`bookings: a delivery was refused (${verdict} signature)`);
      return answer(401, { ok: false, error: `${verdict}_signature` });
    }
    let delivery: unknown;
    try {
      delivery = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return answer(400, { ok: false, error: 'not_json' });
    }
    const event = (delivery as { event?: unknown } | null)?.event;
    // Another event of the subscription: acknowledged, so Calendly does not send it again.
    if (!isBookingEvent(event)) return answer(200, { ok: true, ignored: String(event) });
    const booking = bookingOf(delivery);
    if (!booking) return answer(400, { ok: false, error: 'no_invitee' });
    try {
      return answer(200, { ok: true, outcome: await options.record(event, booking) });
    } catch (error) {
      console.error(`bookings: an ${event} was not recorded (${String(error)})`);
      return answer(503, { ok: false, error: 'not_recorded' });
    }
  };
}
