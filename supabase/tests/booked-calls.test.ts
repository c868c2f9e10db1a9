import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalBackend } from '../../server/local-backend/backend.ts';
import { placementContent } from '../functions/_shared/booking-placement.ts';
import { SIGNATURE_HEADER, signatureHeader } from '../functions/bookings/signature.ts';
import { asRole, freshDatabase, sendLead } from './database.ts';

/**
 * Calls in the studio's records (docs/decisions/0036-booked-calls.md): Calendly's webhook through the local
 * backend's `bookings` function (the deployed handler, signed as Calendly signs), the booking page's word
 * through the `leads` function, and what lands in booked_calls, the inbox and the outbox: once per invitee.
 */
let db: PGlite;
let backend: LocalBackend;
const KEY = 'local-calendly-signing-key';

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
  backend.setSecrets({ CALENDLY_WEBHOOK_SIGNING_KEY: KEY });
});
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});

/** Each test's own events, invitees and addresses (one database for the file). */
let run = '';
beforeEach(() => {
  run = crypto.randomUUID().slice(0, 8);
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;

const event = (id: string) => `https://api.calendly.com/scheduled_events/${id}${run}`;
const invitee = (eventId: string, id: string) => `${event(eventId)}/invitees/${id}${run}`;
/** Her address as she typed it in Calendly, and as she typed it in a form before (the same mailbox). */
const ada = () => `Ada.Lovelace.${run}+calls@gmail.com`;
const adaBefore = () => `adalovelace${run}@gmail.com`;

/** One of Calendly's deliveries, signed now with the subscription's key, to the bookings function. */
async function deliver(kind: 'invitee.created' | 'invitee.canceled', payload: Record<string, unknown>) {
  const body = JSON.stringify({ event: kind, payload });
  const response = await backend.fetch(
    new Request('http://localhost/functions/v1/bookings', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signatureHeader(
          KEY,
          Math.floor(Date.now() / 1000),
          new TextEncoder().encode(body),
        ),
      },
      body,
    }),
  );
  return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
}

const booked = (eventId: string, id: string, extra: Record<string, unknown> = {}) => ({
  uri: invitee(eventId, id),
  event: event(eventId),
  name: 'Ada Lovelace',
  email: ada(),
  timezone: 'Europe/London',
  scheduled_event: { uri: event(eventId), name: 'Free Strategy Call', start_time: '2026-12-10T14:00:00Z' },
  tracking: {
    utm_source: 'newsletter',
    utm_campaign: 'spring',
    utm_content: placementContent('mvp', '/blog/pricing'),
  },
  ...extra,
});

/** This test's calls, their inbox rows, and the mail they queued. */
const calls = () =>
  query<Record<string, unknown>>(
    `select invitee_uri, full_name, email, status, focus, page, utm, rescheduled_from, confirmed_by_webhook,
            earlier_leads, starts_at from public.booked_calls where strpos(invitee_uri, $1) > 0
      order by created_at, invitee_uri`,
    [run],
  );
const inbox = () =>
  query<{
    kind: string;
    name: string | null;
    email: string | null;
    summary: string;
    page: string;
    utm: string;
  }>(
    `select l.kind, l.name, l.email, l.summary, l.page, l.utm from public.leads l
       join public.booked_calls b on b.id = l.lead_id
      where l.lead_table = 'booked_calls' and strpos(b.invitee_uri, $1) > 0`,
    [run],
  );
const studioMail = () =>
  query<{ template: string; audience: string }>(
    `select o.template, o.audience from public.email_outbox o join public.booked_calls b on b.id = o.lead_id
      where o.lead_table = 'booked_calls' and strpos(b.invitee_uri, $1) > 0 order by o.created_at`,
    [run],
  );

describe("Calendly's webhook", () => {
  it('stores a booking once per invitee, however often it is delivered, with its campaign and landing page', async () => {
    expect((await deliver('invitee.created', booked('E1', 'I1'))).body).toEqual({
      ok: true,
      outcome: 'stored',
    });
    expect((await deliver('invitee.created', booked('E1', 'I1'))).body).toEqual({
      ok: true,
      outcome: 'updated',
    });
    expect(await calls()).toMatchObject([
      {
        invitee_uri: invitee('E1', 'I1'),
        full_name: 'Ada Lovelace',
        status: 'scheduled',
        focus: 'mvp',
        page: '/blog/pricing',
        utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
        confirmed_by_webhook: true,
      },
    ]);
    expect(await inbox()).toEqual([
      {
        kind: 'booked call',
        name: 'Ada Lovelace',
        email: ada(),
        summary: 'Call at 2026-12-10 14:00 UTC · focus mvp',
        page: '/blog/pricing',
        utm: 'newsletter / spring',
      },
    ]);
    // The studio hears of it once; the invitee gets Calendly's own confirmation, none of ours.
    expect(await studioMail()).toEqual([{ template: 'lead-notification', audience: 'studio' }]);
  });

  it("matches a booking to the person's earlier leads by their folded address", async () => {
    expect(
      (await sendLead(backend, 'question', { email: adaBefore(), message: 'Do you build MVPs?' })).body,
    ).toEqual({ ok: true, visitor_mail: 'queued' });
    await sendLead(backend, 'playbook', { name: 'Someone else', email: 'grace@example.com' });
    await deliver('invitee.created', booked('E1', 'I1'));
    const [call] = await calls();
    expect(call?.earlier_leads).toEqual([
      expect.objectContaining({ kind: 'contact', lead_table: 'contact_submissions' }),
    ]);
    expect((await inbox())[0]?.summary).toBe('Call at 2026-12-10 14:00 UTC · focus mvp · 1 earlier: contact');
  });

  it('a cancellation keeps the row, says so in the inbox, and queues nothing more', async () => {
    await deliver('invitee.created', booked('E1', 'I1'));
    await deliver(
      'invitee.canceled',
      booked('E1', 'I1', { cancellation: { reason: 'Found help', created_at: '2026-12-09T08:00:00Z' } }),
    );
    expect(await calls()).toMatchObject([{ status: 'canceled' }]);
    expect((await inbox())[0]?.summary).toBe('Canceled · Call at 2026-12-10 14:00 UTC · focus mvp');
    expect(await studioMail()).toHaveLength(1);
  });

  it.each([
    ['the cancellation first', ['canceled', 'created'] as const],
    ['the new booking first', ['created', 'canceled'] as const],
  ])(
    'a reschedule, %s: one lead in the inbox, at the new time, the old invitee marked rescheduled',
    async (_, order) => {
      await deliver('invitee.created', booked('E1', 'I1'));
      await query(
        `update public.leads l set status = 'replied', note = 'Sent the agenda'
          from public.booked_calls b where l.lead_table = 'booked_calls' and b.id = l.lead_id
           and strpos(b.invitee_uri, $1) > 0`,
        [run],
      );
      for (const step of order)
        if (step === 'canceled')
          await deliver(
            'invitee.canceled',
            booked('E1', 'I1', { rescheduled: true, new_invitee: invitee('E2', 'I2') }),
          );
        else
          await deliver(
            'invitee.created',
            booked('E2', 'I2', {
              old_invitee: invitee('E1', 'I1'),
              scheduled_event: { uri: event('E2'), start_time: '2026-12-11T09:30:00Z' },
            }),
          );
      expect((await calls()).map((call) => [call.invitee_uri, call.status, call.rescheduled_from])).toEqual([
        [invitee('E1', 'I1'), 'rescheduled', null],
        [invitee('E2', 'I2'), 'scheduled', invitee('E1', 'I1')],
      ]);
      const leads = await query<{ summary: string; status: string; note: string }>(
        `select l.summary, l.status, l.note from public.leads l join public.booked_calls b on b.id = l.lead_id
          where l.lead_table = 'booked_calls' and strpos(b.invitee_uri, $1) > 0`,
        [run],
      );
      expect(leads).toEqual([
        { summary: 'Call at 2026-12-11 09:30 UTC · focus mvp', status: 'replied', note: 'Sent the agenda' },
      ]);
      // A call moved is no new lead: the studio was told once.
      expect(await studioMail()).toHaveLength(1);
    },
  );
});

describe("the booking page's word, without a webhook", () => {
  const told = (id: string) => ({
    form: 'booking',
    eventUri: event('E1'),
    inviteeUri: invitee('E1', id),
    focus: 'mvp',
  });

  it('records the booking once, with the landing page and campaign, however often it is sent', async () => {
    const page = '/services/mvp';
    const utm = { utm_source: 'linkedin' };
    for (const requestId of [crypto.randomUUID(), crypto.randomUUID()])
      expect((await sendLead(backend, 'booking', { ...told('I1'), page, utm }, { requestId })).body).toEqual({
        ok: true,
        visitor_mail: 'none',
      });
    expect(await calls()).toMatchObject([
      {
        invitee_uri: invitee('E1', 'I1'),
        full_name: null,
        email: null,
        focus: 'mvp',
        page,
        utm,
        confirmed_by_webhook: false,
      },
    ]);
    expect(await inbox()).toMatchObject([
      {
        summary: 'Booked on the site; time, name and email are in the scheduler · focus mvp',
        page,
        utm: 'linkedin',
      },
    ]);
    expect(await studioMail()).toEqual([{ template: 'lead-notification', audience: 'studio' }]);
  });

  it("is completed by a later webhook for the same invitee: one row, Calendly's name, time and email", async () => {
    await sendLead(backend, 'booking', { ...told('I1'), page: '/services/mvp' });
    expect((await deliver('invitee.created', booked('E1', 'I1'))).body).toEqual({
      ok: true,
      outcome: 'updated',
    });
    expect(await calls()).toMatchObject([
      {
        full_name: 'Ada Lovelace',
        email: ada(),
        page: '/blog/pricing',
        confirmed_by_webhook: true,
      },
    ]);
    expect(await inbox()).toMatchObject([
      { name: 'Ada Lovelace', summary: 'Call at 2026-12-10 14:00 UTC · focus mvp' },
    ]);
  });

  it('adds nothing when the webhook came first', async () => {
    await deliver('invitee.created', booked('E1', 'I1'));
    // The scheduler mails the invitee; the site sends nothing of its own.
    expect((await sendLead(backend, 'booking', told('I1'))).body).toEqual({ ok: true, visitor_mail: 'none' });
    expect(await calls()).toHaveLength(1);
    expect(await inbox()).toHaveLength(1);
  });

  it('refuses a reference that is not the scheduler’s', async () => {
    const answer = await sendLead(backend, 'booking', {
      ...told('I1'),
      inviteeUri: 'https://evil.example/invitees/x',
    });
    expect(answer.status).toBe(400);
    expect(await calls()).toEqual([]);
  });
});

describe('a call request', () => {
  it('lands once in its table and the inbox, with the receipt and the studio notification', async () => {
    const requestId = crypto.randomUUID();
    const request = {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      availability: 'Weekday mornings',
      timeZone: 'America/New_York',
      focus: 'strategy',
      page: '/book-call',
    };
    for (let i = 0; i < 2; i += 1)
      expect((await sendLead(backend, 'call-request', request, { requestId })).body).toEqual({
        ok: true,
        visitor_mail: 'queued',
      });
    expect(
      await query(`select full_name, email, availability, time_zone, focus, page from public.call_requests`),
    ).toEqual([
      {
        full_name: 'Grace Hopper',
        email: 'grace@example.com',
        availability: 'Weekday mornings',
        time_zone: 'America/New_York',
        focus: 'strategy',
        page: '/book-call',
      },
    ]);
    expect(await query(`select kind, summary from public.leads where kind = 'call request'`)).toEqual([
      { kind: 'call request', summary: 'Weekday mornings · America/New_York · focus strategy' },
    ]);
    expect(
      await query(
        `select template, audience from public.email_outbox where lead_table = 'call_requests' order by template`,
      ),
    ).toEqual([
      { template: 'lead-notification', audience: 'studio' },
      { template: 'lead-receipt', audience: 'visitor' },
    ]);
  });
});

describe('the weekly summary', () => {
  it('counts the week’s booked calls by campaign source and landing page', async () => {
    await deliver('invitee.created', booked('E1', 'I1'));
    await deliver(
      'invitee.created',
      booked('E2', 'I2', { tracking: { utm_content: placementContent('default', '/') } }),
    );
    await deliver('invitee.canceled', booked('E2', 'I2', { tracking: {} }));
    // This test's calls, a month ago: the other tests' calls are this week's.
    await query(
      `update public.leads l set received_at = l.received_at - interval '30 days' from public.booked_calls b
        where l.lead_table = 'booked_calls' and b.id = l.lead_id and strpos(b.invitee_uri, $1) > 0`,
      [run],
    );
    const [queued] = await asRole<{ id: string }>(
      db,
      'service_role',
      `select private.queue_weekly_summary(now() - interval '29 days') as id`,
    );
    const [summary] = await query<{ payload: { booked_calls: unknown } }>(
      `select payload from public.email_outbox where lead_id = $1`,
      [queued?.id],
    );
    expect(summary?.payload.booked_calls).toEqual({
      booked: 2,
      canceled: 1,
      by_source: [
        { source: '(none)', calls: 1 },
        { source: 'newsletter', calls: 1 },
      ],
      by_page: [
        { page: '/', calls: 1 },
        { page: '/blog/pricing', calls: 1 },
      ],
    });
  });
});
