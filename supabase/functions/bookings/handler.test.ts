// Run with: npm run test:functions.
// Calendly's webhook, as Calendly delivers it: signed with the subscription's key at a time, and a
// reschedule told in two deliveries. The database's side (one row per invitee, the inbox, the match with
// earlier leads) is supabase/tests/booked-calls.test.ts.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { placementContent } from '../_shared/booking-placement.ts';
import { createBookingsHandler, type RecordBooking } from './handler.ts';
import type { Booking, BookingEvent } from './invitee.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

const KEY = 'whsec-test-signing-key';
const NOW = Date.parse('2026-12-08T10:00:00Z');
const EVENT = 'https://api.calendly.com/scheduled_events/EVT1';
const INVITEE = `${EVENT}/invitees/INV1`;

/** An invitee as Calendly's webhook carries it (fields the function does not read left out). */
function invitee(overrides: Record<string, unknown> = {}) {
  return {
    uri: INVITEE,
    event: EVENT,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    timezone: 'Europe/London',
    rescheduled: false,
    old_invitee: null,
    new_invitee: null,
    status: 'active',
    scheduled_event: {
      uri: EVENT,
      name: 'Free Strategy Call',
      start_time: '2026-12-10T14:00:00.000000Z',
      end_time: '2026-12-10T14:20:00.000000Z',
    },
    tracking: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: placementContent('mvp', '/blog/pricing'),
      salesforce_uuid: null,
    },
    ...overrides,
  };
}

const delivery = (event: string, payload: Record<string, unknown>) =>
  JSON.stringify({ event, created_at: '2026-12-08T10:00:00.000000Z', payload });

function harness() {
  const recorded: [BookingEvent, Booking][] = [];
  const known = new Set<string>();
  const record: RecordBooking = (event, booking) => {
    recorded.push([event, booking]);
    const first = !known.has(booking.invitee_uri);
    known.add(booking.invitee_uri);
    return Promise.resolve(first ? 'stored' : 'updated');
  };
  const handle = createBookingsHandler({ signingKey: KEY, record, now: () => NOW });
  const post = async (
    body: string,
    { key = KEY, at = NOW, header }: { key?: string; at?: number; header?: string } = {},
  ) => {
    const signature =
      header ?? (await signatureHeader(key, Math.floor(at / 1000), new TextEncoder().encode(body)));
    const response = await handle(
      new Request('https://ref.supabase.co/functions/v1/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { recorded, post };
}

Deno.test(
  'a signed invitee.created is recorded with its name, time, campaign, focus and landing page',
  async () => {
    const { recorded, post } = harness();
    assertEquals(await post(delivery('invitee.created', invitee())), {
      status: 200,
      body: { ok: true, outcome: 'stored' },
    });
    assertEquals(recorded, [
      [
        'invitee.created',
        {
          invitee_uri: INVITEE,
          event_uri: EVENT,
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          event_name: 'Free Strategy Call',
          starts_at: '2026-12-10T14:00:00.000Z',
          ends_at: '2026-12-10T14:20:00.000Z',
          time_zone: 'Europe/London',
          focus: 'mvp',
          page: '/blog/pricing',
          utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
          rescheduled_from: null,
          rescheduled: false,
          canceled_at: null,
          cancel_reason: null,
        },
      ],
    ]);
  },
);

Deno.test(
  'a delivery signed with another key, altered after signing, or unsigned is refused and not recorded',
  async () => {
    const { recorded, post } = harness();
    const body = delivery('invitee.created', invitee());
    assertEquals(await post(body, { key: 'someone-else' }), {
      status: 401,
      body: { ok: false, error: 'forged_signature' },
    });
    const signed = await signatureHeader(KEY, NOW / 1000, new TextEncoder().encode(body));
    assertEquals(await post(body.replace('ada@example.com', 'eve@example.com'), { header: signed }), {
      status: 401,
      body: { ok: false, error: 'forged_signature' },
    });
    assertEquals(await post(body, { header: signed.replace(/v1=\w+/, 'v1=zz') }), {
      status: 401,
      body: { ok: false, error: 'forged_signature' },
    });
    assertEquals(await post(body, { header: '' }), {
      status: 401,
      body: { ok: false, error: 'missing_signature' },
    });
    assertEquals(recorded, []);
  },
);

Deno.test('a genuine delivery replayed later, or timed far ahead, is refused as stale', async () => {
  const { recorded, post } = harness();
  const body = delivery('invitee.created', invitee());
  assertEquals(await post(body, { at: NOW - 4 * 60_000 }), {
    status: 401,
    body: { ok: false, error: 'stale_signature' },
  });
  assertEquals(await post(body, { at: NOW + 4 * 60_000 }), {
    status: 401,
    body: { ok: false, error: 'stale_signature' },
  });
  // Within three minutes, as a delivery on its way is: taken.
  assertEquals((await post(body, { at: NOW - 2 * 60_000 })).status, 200);
  assertEquals(recorded.length, 1);
});

Deno.test(
  'a reschedule: the new invitee names the one it replaces, the old one is canceled as rescheduled',
  async () => {
    const { recorded, post } = harness();
    const moved = `${EVENT.replace('EVT1', 'EVT2')}/invitees/INV2`;
    await post(delivery('invitee.created', invitee()));
    const canceled = await post(
      delivery('invitee.canceled', invitee({ status: 'canceled', rescheduled: true, new_invitee: moved })),
    );
    const created = await post(
      delivery(
        'invitee.created',
        invitee({
          uri: moved,
          event: EVENT.replace('EVT1', 'EVT2'),
          old_invitee: INVITEE,
          scheduled_event: { uri: EVENT.replace('EVT1', 'EVT2'), start_time: '2026-12-11T09:00:00Z' },
        }),
      ),
    );
    assertEquals(
      [canceled.body, created.body],
      [
        { ok: true, outcome: 'updated' },
        { ok: true, outcome: 'stored' },
      ],
    );
    assertEquals(
      recorded.map(([event, booking]) => [
        event,
        booking.invitee_uri,
        booking.rescheduled,
        booking.rescheduled_from,
      ]),
      [
        ['invitee.created', INVITEE, false, null],
        ['invitee.canceled', INVITEE, true, null],
        ['invitee.created', moved, false, INVITEE],
      ],
    );
    assertEquals(recorded[2]![1].starts_at, '2026-12-11T09:00:00.000Z');
  },
);

Deno.test('a cancellation carries when and why; it is no reschedule', async () => {
  const { recorded, post } = harness();
  await post(
    delivery(
      'invitee.canceled',
      invitee({
        status: 'canceled',
        cancellation: {
          canceled_by: 'Ada Lovelace',
          reason: 'Found a co-founder\nafter all',
          created_at: '2026-12-09T08:00:00Z',
        },
      }),
    ),
  );
  const [[event, booking]] = recorded as [[BookingEvent, Booking]];
  assertEquals(
    [event, booking.rescheduled, booking.canceled_at, booking.cancel_reason],
    ['invitee.canceled', false, '2026-12-09T08:00:00.000Z', 'Found a co-founder after all'],
  );
});

Deno.test('what Calendly sends that fits no column is dropped, not the booking', async () => {
  const { recorded, post } = harness();
  await post(
    delivery(
      'invitee.created',
      invitee({
        name: `\u202e${'x'.repeat(200)}`,
        email: 'not an address',
        tracking: { utm_source: 'ok', utm_content: 'Not Ours' },
      }),
    ),
  );
  const [[, booking]] = recorded as [[BookingEvent, Booking]];
  assertEquals(
    [booking.full_name?.length, booking.email, booking.focus, booking.page, booking.utm],
    [120, null, null, null, { utm_source: 'ok' }],
  );
});

Deno.test(
  'other events are acknowledged and not recorded; a delivery naming no invitee is refused',
  async () => {
    const { recorded, post } = harness();
    assertEquals(await post(delivery('routing_form_submission.created', {})), {
      status: 200,
      body: { ok: true, ignored: 'routing_form_submission.created' },
    });
    assertEquals(await post(delivery('invitee.created', invitee({ uri: 'https://evil.example/x' }))), {
      status: 400,
      body: { ok: false, error: 'no_invitee' },
    });
    assertEquals(recorded, []);
  },
);

Deno.test(
  'without the signing key, or when the database fails, Calendly is asked to deliver again (503)',
  async () => {
    const body = delivery('invitee.created', invitee());
    const unset = createBookingsHandler({ signingKey: undefined, record: () => Promise.resolve('stored') });
    assertEquals((await unset(new Request('https://x/bookings', { method: 'POST', body }))).status, 503);
    const failing = createBookingsHandler({
      signingKey: KEY,
      record: () => Promise.reject(new Error('database unreachable')),
      now: () => NOW,
    });
    const response = await failing(
      new Request('https://x/bookings', {
        method: 'POST',
        headers: {
          [SIGNATURE_HEADER]: await signatureHeader(KEY, NOW / 1000, new TextEncoder().encode(body)),
        },
        body,
      }),
    );
    assertEquals(response.status, 503);
  },
);
