import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../supabase/tests/database.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from './backend.ts';
import { LOCAL_LEADS_NOTIFY_EMAIL } from './functions.ts';
import { mailboxMessages } from './mailbox.ts';

let db: PGlite;
let backend: LocalBackend;
const origin = 'http://127.0.0.1:4999';

const post = (path: string, body: unknown, key = LOCAL_ANON_KEY) =>
  backend.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      // The client address the platform would state (the growth analysis refuses a request without one).
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'cf-connecting-ip': '203.0.113.5',
      },
      body: JSON.stringify(body),
    }),
  );

const messagesTo = async (address: string) =>
  (await mailboxMessages(backend)).filter((m) => m.recipient === address || m.reply_to === address);

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
});
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});

describe('the local backend delivers the outbox into the local mailbox', () => {
  it('a playbook request: the visitor gets the PDF link, the studio a notification to reply to', async () => {
    const response = await post('/functions/v1/leads', {
      form: 'playbook',
      name: 'Ada Founder',
      email: 'ada-local@example.com',
      request_id: crypto.randomUUID(),
    });
    expect(response.status).toBe(200);
    await backend.lastDrain;
    const messages = await messagesTo('ada-local@example.com');
    expect(messages.map((m) => [m.recipient, m.reply_to, m.subject]).sort()).toEqual([
      ['ada-local@example.com', LOCAL_LEADS_NOTIFY_EMAIL, 'Your Growth Playbook (PDF)'],
      [LOCAL_LEADS_NOTIFY_EMAIL, 'ada-local@example.com', 'New playbook request from Ada Founder'],
    ]);
    const delivery = messages.find((m) => m.recipient === 'ada-local@example.com')!;
    expect(delivery.text).toContain(`${origin}/downloads/growth-experiment-framework.pdf`);
    expect(delivery.html).toContain(`href="${origin}/downloads/growth-experiment-framework.pdf"`);
  });

  it('the diagnostic: the emailed analysis is the one the visitor was shown', async () => {
    const requestId = crypto.randomUUID();
    const answers = {
      stage: 'post-seed',
      challenge: 'acquisition',
      validationStrategy: 'running-experiments',
      monetizationStrategy: 'subscription',
      pricingConfidence: 4,
      retention: '40-70',
      needs: ['growth-strategy'],
    };
    const stored = await post('/functions/v1/leads', {
      form: 'diagnostic',
      ...answers,
      email: 'gina-local@example.com',
      request_id: requestId,
    });
    expect(stored.status).toBe(200);
    const response = await post('/functions/v1/growth-analysis', { ...answers, requestId });
    const shown = JSON.parse(response.body) as { analysis: string; emailed: boolean };
    expect(shown.emailed).toBe(true);
    await backend.lastDrain;
    const [mail] = (await mailboxMessages(backend)).filter((m) => m.recipient === 'gina-local@example.com');
    expect(mail?.subject).toBe('Your Growth Strategy Diagnosis');
    expect(mail?.text).toContain(`\nThis summary follows fixed rules\n\n${shown.analysis}\n`);
    expect(mail?.text).toContain('- Validation: 5 out of 5 (Running experiments)');
    expect(mail?.text).toContain(`Book a Strategy Call: ${origin}/book-call`);
  });

  it('send-email answers only the service key, and a second run sends nothing twice', async () => {
    expect((await post('/functions/v1/send-email', {})).status).toBe(401);
    const before = (await mailboxMessages(backend)).length;
    const response = await post('/functions/v1/send-email', {}, LOCAL_SERVICE_KEY);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect((await mailboxMessages(backend)).length).toBe(before);
  });

  it('plays the hosted schedule: the daily digest of undelivered mail reaches the local mailbox', async () => {
    await db.exec(`
      insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload, status, last_error)
      values ('playbook-delivery', 'visitor', 'bounced@example.com', 'playbook_requests', gen_random_uuid(),
              '{"table": "playbook_requests", "row": {}}', 'failed', 'Resend answered 422: invalid recipient');
      update private.mail_schedule set last_run_at = now() - interval '25 hours';`);
    await backend.retryOutbox();
    const [digest] = (await mailboxMessages(backend)).filter((m) =>
      m.subject.startsWith('Mail not delivered'),
    );
    expect(digest).toMatchObject({
      recipient: LOCAL_LEADS_NOTIFY_EMAIL,
      subject: 'Mail not delivered: 1 failed',
    });
    expect(digest!.text).toContain('Playbook (PDF) to bounced@example.com');
    expect(digest!.text).toContain('Resend answered 422: invalid recipient');
    // Not again until the next digest hour.
    await backend.retryOutbox();
    expect(
      (await mailboxMessages(backend)).filter((m) => m.subject.startsWith('Mail not delivered')),
    ).toHaveLength(1);
  });
});
