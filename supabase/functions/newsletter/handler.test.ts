// Run with: npm run test:functions.
import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import type { ConfirmResult, UnsubscribeResult } from '../_shared/site-links.ts';
import { createNewsletterHandler } from './handler.ts';

/** The SQL functions in memory: one confirmation token, one unsubscribe token. */
function memoryStore() {
  const calls: string[] = [];
  let used = false;
  let status = 'pending';
  return {
    calls,
    status: () => status,
    store: {
      confirm(token: string): Promise<ConfirmResult> {
        calls.push(`confirm ${token}`);
        if (token !== 'confirm-secret') return Promise.resolve('invalid');
        if (used) return Promise.resolve('used');
        used = true;
        status = 'active';
        return Promise.resolve('confirmed');
      },
      unsubscribe(token: string): Promise<UnsubscribeResult> {
        calls.push(`unsubscribe ${token}`);
        if (token !== 'unsub-secret') return Promise.resolve('invalid');
        status = 'unsubscribed';
        return Promise.resolve('unsubscribed');
      },
    },
  };
}

const url = 'https://project.supabase.co/functions/v1/newsletter';
const json = (body: unknown) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

Deno.test('the confirm page’s request confirms once; the link then answers used', async () => {
  const memory = memoryStore();
  const handle = createNewsletterHandler(memory);
  const first = await handle(json({ action: 'confirm', token: 'confirm-secret' }));
  assertEquals([first.status, await first.json()], [200, { result: 'confirmed' }]);
  assertEquals(first.headers.get('access-control-allow-origin'), '*');
  const again = await handle(json({ action: 'confirm', token: 'confirm-secret' }));
  assertEquals(await again.json(), { result: 'used' });
  assertEquals(memory.status(), 'active');
});

Deno.test(
  'RFC 8058: a POST of List-Unsubscribe=One-Click to the header’s address unsubscribes, with no key',
  async () => {
    const memory = memoryStore();
    const handle = createNewsletterHandler(memory);
    const response = await handle(
      new Request(`${url}/one-click/unsub-secret`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    assertEquals([response.status, await response.text()], [200, 'You are unsubscribed.']);
    assertEquals(memory.status(), 'unsubscribed');
    // The header of mails sent before the secret moved into the path.
    const older = await handle(
      new Request(`${url}?unsubscribe=unsub-secret`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
    assertEquals(older.status, 200);
    await older.body?.cancel();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await handle(
      new Request(`${url}?unsubscribe=unsub-secret`, { method: 'POST', body: form }),
    );
    assertEquals(multipart.status, 200);
    const unknown = await handle(
      new Request(`${url}?unsubscribe=guess`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
    assertEquals(unknown.status, 404);
    await unknown.body?.cancel();
  },
);

Deno.test('a GET (a mail scanner following the link) changes nothing', async () => {
  const memory = memoryStore();
  const handle = createNewsletterHandler(memory);
  for (const address of [
    `${url}/one-click/unsub-secret`,
    `${url}?unsubscribe=unsub-secret`,
    `${url}?token=confirm-secret`,
  ]) {
    const response = await handle(new Request(address));
    assertEquals(response.status, 405);
    await response.body?.cancel();
  }
  assertEquals(memory.calls, []);
});

Deno.test('malformed requests are refused before the database', async () => {
  const memory = memoryStore();
  const handle = createNewsletterHandler(memory);
  for (const request of [
    json({ action: 'confirm' }),
    json({ action: 'delete', token: 'x' }),
    json({ action: 'confirm', token: 'x'.repeat(201) }),
    new Request(url, { method: 'POST', body: 'not json' }),
    new Request(`${url}?unsubscribe=unsub-secret`, { method: 'POST', body: '' }),
  ]) {
    const response = await handle(request);
    assertEquals(response.status, 400);
    await response.body?.cancel();
  }
  assertEquals(memory.calls, []);
});
