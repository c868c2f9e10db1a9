import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../supabase/tests/database.ts';
import { LocalBackend } from './backend.ts';

/**
 * A lead alert end to end: the local backend runs the send-email function with LEADS_WEBHOOK_URL pointing at
 * a receiver on this machine; a lead sent as the site sends it is posted there once, however often the
 * outbox is drained or the visitor's browser resends it.
 */
let db: PGlite;
let backend: LocalBackend;
let receiver: Server;
const posts: Record<string, unknown>[] = [];
const origin = 'http://127.0.0.1:4999';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('LEADS_WEBHOOK_URL', `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`);
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
});
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
  vi.unstubAllEnvs();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A quick question, as the booking page sends it to the leads function. */
const sendQuestion = (requestId: string) =>
  backend.fetch(
    new Request(`${origin}/functions/v1/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.7' },
      body: JSON.stringify({
        form: 'question',
        request_id: requestId,
        email: 'webhook-ada@example.com',
        message: 'Do you work with marketplaces?',
        page: '/book-call',
        utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
      }),
    }),
  );

it('posts each lead to LEADS_WEBHOOK_URL once, with what the inbox shows', async () => {
  // The function's first run tells the database it has somewhere to post (public.set_lead_webhook).
  await backend.drainOutbox(origin);
  const requestId = crypto.randomUUID();
  expect((await sendQuestion(requestId)).status).toBe(200);
  await backend.lastDrain;
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    text: 'New quick question',
    metadata: {
      event_type: 'lead_received',
      event_payload: {
        kind: 'contact',
        name: 'Quick Question',
        email: 'webhook-ada@example.com',
        summary: 'Do you work with marketplaces?',
        page: '/book-call',
        utm: 'newsletter / email / spring',
        // No dashboard for the local backend.
        link: null,
      },
    },
  });

  // The browser resends it (its answer was lost): stored once, posted once; later runs post nothing.
  await sendQuestion(requestId);
  await backend.lastDrain;
  await backend.retryOutbox();
  expect(posts).toHaveLength(1);
  const [row] = (
    await db.query<{ status: string; audience: string }>(
      `select status, audience from public.email_outbox where template = 'lead-webhook'`,
    )
  ).rows;
  expect(row).toEqual({ status: 'sent', audience: 'webhook' });
});
