import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsMiddleware, type SecretChanges } from './secrets.ts';

let server: Server;
let origin: string;
const received: SecretChanges[] = [];

beforeAll(async () => {
  const handle = secretsMiddleware((changes) => {
    received.push(changes);
    return Promise.resolve(Object.keys(changes).filter((name) => changes[name] !== null));
  });
  server = createServer((req, res) => handle(req, res, () => res.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/_local/secrets`, { method: 'POST', body, headers });

describe('the local functions’ secrets (/_local/secrets), as supabase secrets set', () => {
  it('sets and unsets secrets, answering the names set and never a value', async () => {
    const response = await post(
      '{"LEADS_WEBHOOK_URL":"https://hooks.example/x","TURNSTILE_SECRET_KEY":null}',
    );
    expect([response.status, await response.json()]).toEqual([200, { set: ['LEADS_WEBHOOK_URL'] }]);
    expect(received).toEqual([{ LEADS_WEBHOOK_URL: 'https://hooks.example/x', TURNSTILE_SECRET_KEY: null }]);
  });

  it.each([
    ['not JSON', 'LEADS_WEBHOOK_URL=x'],
    ['a list', '["LEADS_WEBHOOK_URL"]'],
    ['a name not in capitals', '{"leads_webhook_url":"x"}'],
    ['a value that is no string', '{"ANALYSIS_DAILY_AI_CAP":5}'],
  ])('refuses %s with a 400 that says what to send', async (_, body) => {
    const before = received.length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(received.length).toBe(before);
  });

  it('answers this machine only, and POST only', async () => {
    const proxied = await post('{"LEADS_WEBHOOK_URL":"x"}', { 'X-Forwarded-For': '198.51.100.9' });
    expect([proxied.status, await proxied.json()]).toEqual([
      403,
      { error: 'The local secrets are set from this machine only.' },
    ]);
    expect((await fetch(`${origin}/_local/secrets`)).status).toBe(405);
    expect((await fetch(`${origin}/_local/other`)).status).toBe(418);
  });
});
