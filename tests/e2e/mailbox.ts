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

/** The one notification the studio gets for a lead: to the studio, reply-to the visitor, with the fields. */
export async function expectLeadNotification(
  request: APIRequestContext,
  visitor: string,
  subject: string,
  lines: string[],
): Promise<void> {
  const mails = await mailAbout(request, visitor, 1);
  const [mail] = mails;
  expect(mail).toMatchObject({ recipient: STUDIO_INBOX, reply_to: visitor, subject });
  for (const line of [`Email: ${visitor}`, ...lines]) expect(mail!.text).toContain(line);
}
