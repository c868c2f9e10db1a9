import type { APIRequestContext } from '@playwright/test';
import type { MailboxMessage } from '../../server/local-backend/mailbox.ts';
import { expect } from './fixtures.ts';

/**
 * Where the local backend sends studio notifications: LOCAL_LEADS_NOTIFY_EMAIL in
 * server/local-backend/functions.ts (not imported, so the browser tests do not load the backend's code).
 */
export const STUDIO_INBOX = 'leads@foundercraft.localhost';

/** A message as the local mailbox's /_mail/messages.json lists it. */
export type Mail = MailboxMessage;

/**
 * The local mailbox's messages about one visitor (sent to them, or to the studio with them as reply-to),
 * polled until `count` have arrived: the outbox is drained just after the form's request is answered.
 */
export async function mailAbout(request: APIRequestContext, visitor: string, count: number): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/_mail/messages.json');
        expect(response.status()).toBe(200);
        found = ((await response.json()) as Mail[]).filter(
          (mail) => mail.recipient === visitor || mail.reply_to === visitor,
        );
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
  return found;
}

/**
 * What a lead with an address sends, each once: the studio's notification (to the studio, reply-to the
 * visitor, with the fields) and the founder's receipt (to the visitor, saying what happens next), which
 * carries none of the words they typed.
 */
export async function expectNotificationAndReceipt(
  request: APIRequestContext,
  visitor: string,
  notification: { subject: string; lines: string[] },
  receipt: { subject: string; typed: string[] },
): Promise<void> {
  const mails = await mailAbout(request, visitor, 2);
  const toStudio = mails.filter((mail) => mail.recipient === STUDIO_INBOX);
  expect(toStudio).toHaveLength(1);
  expect(toStudio[0]).toMatchObject({ reply_to: visitor, subject: notification.subject });
  for (const line of [`Email: ${visitor}`, ...notification.lines]) expect(toStudio[0]!.text).toContain(line);
  const toVisitor = mails.filter((mail) => mail.recipient === visitor);
  expect(toVisitor).toHaveLength(1);
  expect(toVisitor[0]!.subject).toBe(receipt.subject);
  expect(toVisitor[0]!.text).toContain('What happens next: ');
  for (const words of receipt.typed) {
    expect(toVisitor[0]!.text).not.toContain(words);
    expect(toVisitor[0]!.html).not.toContain(words);
  }
}
