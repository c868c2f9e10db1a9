import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMiddleware } from './mailbox.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  const handle = mailboxMiddleware(() => Promise.resolve([]));
  server = createServer((req, res) => handle(req, res, () => res.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the local mailbox (/_mail), which holds tokens and leads', () => {
  it('answers this machine', async () => {
    const response = await fetch(`${origin}/_mail/messages.json`);
    expect([response.status, await response.json()]).toEqual([200, []]);
  });

  it.each(['X-Forwarded-For', 'Forwarded', 'X-Forwarded-Host', 'X-Real-IP', 'Via'])(
    'refuses a request that %s says a proxy or tunnel passed on',
    async (header) => {
      const response = await fetch(`${origin}/_mail`, { headers: { [header]: '198.51.100.9' } });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('The local mailbox answers this machine only.');
    },
  );
});
