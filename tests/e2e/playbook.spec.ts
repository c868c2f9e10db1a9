import { expect, gotoHydrated, test } from './fixtures.ts';
import { PDFDocument } from 'pdf-lib';
import { acceptInsertFailureLogs, refuseInserts, storedRows as rowsOf } from './leads.ts';
import { mailAbout, STUDIO_INBOX } from './mailbox.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

const storedRows = (request: Parameters<typeof rowsOf>[0], email: string) =>
  rowsOf(request, 'playbook_requests', 'full_name,email', email);

test('the playbook form lands one row, even when double-clicked, and hands over the framework', async ({
  page,
  request,
}) => {
  const email = `playbook-${Date.now()}@example.com`;
  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).dblclick();
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeFocused();
  expect(await storedRows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
  await expect(page.getByText("We've sent the Growth Playbook (a 10-page PDF)")).toBeVisible();

  // The PDF downloads from the success screen ...
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the PDF now' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('growth-experiment-framework.pdf');

  // ... and arrives by email: the visitor gets the link, the studio a notification to reply to.
  const mails = await mailAbout(request, email, 2);
  const delivery = mails.find((mail) => mail.recipient === email)!;
  expect(delivery).toMatchObject({
    subject: 'Your Growth Playbook (PDF)',
    reply_to: STUDIO_INBOX,
  });
  // Only our words reach an address nobody has proven is the requester's: no name.
  expect(delivery.text).toMatch(/^Hello,/);
  expect(`${delivery.subject}${delivery.html}${delivery.text}`).not.toContain('Ada');
  const link = /Download the PDF: (\S+)/.exec(delivery.text)![1]!;
  expect(delivery.html).toContain(`href="${link}"`);
  const pdf = await request.get(new URL(link).pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const doc = await PDFDocument.load(await pdf.body());
  expect([doc.getTitle(), doc.getPageCount()]).toEqual(['The Growth Playbook', 10]);
  const notification = mails.find((mail) => mail.recipient === STUDIO_INBOX)!;
  expect(notification).toMatchObject({ subject: 'New playbook request from Ada Founder', reply_to: email });
  expect(notification.text).toContain('Name: Ada Founder');

  await page.getByRole('link', { name: 'Open the playbook now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Growth Playbook');
});

test('past a visitor mail limit the lead still lands once, and the screen promises no mail but hands over the playbook', async ({
  page,
  request,
}) => {
  // Three mails a day reach one inbox however it is spelled (+tags folded): three requests from elsewhere
  // spend today's for this address, so the database skips the fourth's playbook, as past any limit.
  const inbox = `playbook-limit-${Date.now()}`;
  const email = `${inbox}@example.com`;
  for (let n = 1; n <= 3; n += 1) {
    const sent = await request.post('/functions/v1/leads', {
      headers: { 'cf-connecting-ip': `203.0.113.${n}` },
      data: {
        form: 'playbook',
        request_id: crypto.randomUUID(),
        name: 'Earlier',
        email: `${inbox}+${n}@example.com`,
      },
    });
    expect(await sent.json()).toEqual({ ok: true, visitor_mail: 'queued' });
  }

  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  const confirmation = page.getByRole('heading', { name: playbookMessages.ready });
  await expect(confirmation).toBeFocused();
  await expect(page.getByText('We could not email you the Growth Playbook this time')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/inbox|Check Your Email|We've sent/);
  expect(await storedRows(request, email)).toEqual([{ full_name: 'Ada Founder', email }]);
  // No mail to the visitor; the studio hears of the lead, and that its playbook was not sent.
  const [notification] = await mailAbout(request, email, 1);
  expect(notification).toMatchObject({ recipient: STUDIO_INBOX, reply_to: email });
  expect(notification!.text).toContain("The visitor's own email was not sent");

  await page.getByRole('link', { name: 'Open the playbook now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Growth Playbook');
});

test('a refused submission shows the failure message and loses no input; the retry stores one row', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `playbook-retry-${Date.now()}@example.com`;
  const restore = await refuseInserts(page, 'playbook_requests');
  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('alert')).toHaveText(playbookMessages.failure);
  await expect(page.getByLabel('Name')).toHaveValue('Ada Founder');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(await storedRows(request, email)).toEqual([]);

  acceptInsertFailureLogs(consoleErrors);
  await restore();
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible();
  expect(await storedRows(request, email)).toHaveLength(1);
});

test('the local mailbox shows each message in the browser, with both parts', async ({ page }) => {
  const email = `mailbox-${Date.now()}@example.com`;
  await gotoHydrated(page, '/growth-playbook');
  await page.getByLabel('Name').fill('Mia Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Download the Free Playbook' }).click();
  await expect(page.getByRole('heading', { name: playbookMessages.success })).toBeVisible();
  await expect(async () => {
    await page.goto('/_mail');
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Growth Playbook (PDF)');
  await expect(page.getByText('Hello,')).toBeVisible();
  const html = page.frameLocator('iframe[title="HTML part"]');
  await expect(html.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
    'href',
    /\/downloads\/growth-experiment-framework\.pdf$/,
  );
});

test("the playbook's pages show, and a phone downloads the smallest drawing of each", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/growth-playbook');
  const pages = page.getByRole('figure').getByRole('img');
  await expect(pages).toHaveCount(3);
  for (const picture of await pages.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/media\/page-\d-[0-9a-f]{16}-240\.webp$/,
    );
  }
});
