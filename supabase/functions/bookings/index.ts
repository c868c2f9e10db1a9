// Supabase Edge Function `bookings`: Calendly's webhook (invitee.created, invitee.canceled), verified and
// recorded in public.booked_calls (docs/decisions/0036-booked-calls.md). Secret: CALENDLY_WEBHOOK_SIGNING_KEY,
// the signing key given when the webhook subscription was created (README, "Deploy").
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are the platform's.
import { postgrestRpc } from '../_shared/service-rpc.ts';
import { bookingRecorder, createBookingsHandler } from './handler.ts';

const rpc = postgrestRpc(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');

Deno.serve(
  createBookingsHandler({
    signingKey: Deno.env.get('CALENDLY_WEBHOOK_SIGNING_KEY'),
    record: bookingRecorder(rpc),
  }),
);
