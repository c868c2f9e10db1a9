// Run with: npm run test:functions. The mail as composed, before any provider sees it (ADR 0018).
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { newsletterLinkWords } from '../_shared/site-links.ts';
import type { OutboxMessage } from './outbox.ts';
import { composeMail, headerText, type ComposedMail, type MailContext } from './templates.ts';

const context: MailContext = {
  brand: 'Foundercraft',
  siteUrl: 'https://www.example.com',
  studioAddress: 'leads@example.com',
  functionsUrl: 'https://project.supabase.co/functions/v1',
};

/** What a hostile visitor types into every text field, as the issue found it. */
const LURE = 'Your⠀account⠀is⠀locked:⠀verify⠀at⠀https://evil.example/login Smith';
const INJECTION = 'Eve\r\nSubject: injected\r\nBcc: all@example.com';
const typed = {
  full_name: LURE,
  company_name: INJECTION,
  description: 'Click https://evil.example/pay now',
  message: '<a href="https://evil.example">win</a>',
};

const message = (fields: Partial<OutboxMessage>): OutboxMessage =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    audience: 'visitor',
    recipient: 'stranger@example.com',
    reply_to: null,
    lead_table: 'playbook_requests',
    attempts: 1,
    claim_token: 'claim',
    ...fields,
  }) as OutboxMessage;

/** Every visitor-facing template, each given a payload that (like a row queued before ADR 0018) holds typed text. */
const visitorMail: Record<string, OutboxMessage> = {
  'playbook-delivery': message({
    template: 'playbook-delivery',
    payload: { table: 'playbook_requests', row: { ...typed, email: 'stranger@example.com' } },
  }),
  'diagnostic-analysis': message({
    template: 'diagnostic-analysis',
    lead_table: 'growth_diagnostics',
    payload: {
      table: 'growth_diagnostics',
      row: { ...typed, stage: 'idea', challenge: 'retention', needs: [], analysis: '**Focus:** retention.' },
    },
  }),
  ...Object.fromEntries(
    [
      'labs_submissions',
      'collective_inquiries',
      'collective_applications',
      'contact_submissions',
      'labs_beta_requests',
    ].map((table) => [
      `lead-receipt (${table})`,
      message({
        template: 'lead-receipt',
        lead_table: table,
        // Queued with no row at all; a payload holding typed text must still not leak it.
        payload: { table, row: { ...typed, email: 'stranger@example.com' } },
      }),
    ]),
  ),
  'newsletter-confirmation': message({
    template: 'newsletter-confirmation',
    lead_table: 'newsletter_subscribers',
    payload: { token: 'a'.repeat(64), ...typed } as never,
  }),
  'newsletter-welcome': message({
    template: 'newsletter-welcome',
    lead_table: 'newsletter_subscribers',
    payload: { unsubscribe_token: '11111111-2222-4333-8444-555555555555', ...typed } as never,
  }),
};

const everything = (mail: ComposedMail) =>
  [mail.subject, mail.html, mail.text, JSON.stringify(mail.headers ?? {})].join('\n');
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

for (const [template, queued] of Object.entries(visitorMail)) {
  Deno.test(`${template}: nothing a visitor typed reaches the address they typed`, () => {
    const all = everything(composeMail(queued, context));
    for (const words of ['evil.example', 'Smith', 'account', 'injected', 'Bcc', 'win<'])
      assertEquals(all.includes(words), false, `${template} carries "${words}"`);
  });
}

Deno.test('the studio’s notification carries everything, escaped, with a subject of one line', () => {
  const mail = composeMail(
    message({
      template: 'lead-notification',
      audience: 'studio',
      recipient: null,
      reply_to: 'eve@example.com',
      lead_table: 'collective_inquiries',
      payload: {
        table: 'collective_inquiries',
        row: { ...typed, full_name: INJECTION, email: 'eve@example.com' },
      },
    }),
    context,
  );
  assertEquals(mail.subject, 'New collective inquiry from Eve Subject: injected Bcc: all@example.com');
  assertEquals(CONTROL.test(mail.subject), false);
  assertMatch(mail.html, /&lt;a href=&quot;https:\/\/evil\.example&quot;&gt;win&lt;\/a&gt;/);
  assertEquals(mail.html.includes('<a href="https://evil.example">'), false);
  assertMatch(mail.text, /Company name: Eve\r\nSubject: injected/);
});

Deno.test('a right-to-left override or an escape in a name never reaches a header', () => {
  for (const name of ['Eve\u202egnp.exe', 'Eve\u001b[31m', 'Eve\u0085Bcc', 'Eve\u2028Bcc', 'Eve\u0000'])
    for (const [template, queued] of [
      [
        'lead-notification',
        message({
          template: 'lead-notification',
          audience: 'studio',
          recipient: null,
          lead_table: 'labs_submissions',
          payload: { table: 'labs_submissions', row: { full_name: name } },
        }),
      ],
      ...Object.entries(visitorMail),
    ] as const) {
      const mail = composeMail(queued, { ...context, brand: `Found${name}` });
      assertEquals(CONTROL.test(mail.subject), false, `${template} subject with ${JSON.stringify(name)}`);
      for (const value of Object.values(mail.headers ?? {})) assertEquals(CONTROL.test(value), false);
    }
  assertEquals(headerText(' a\r\n\tb\u202e c '), 'a b c');
});

Deno.test('a notification says when the visitor’s own mail was skipped, and why', () => {
  const mail = composeMail(
    message({
      template: 'lead-notification',
      audience: 'studio',
      recipient: null,
      lead_table: 'playbook_requests',
      payload: {
        table: 'playbook_requests',
        row: { full_name: 'Gus', email: 'gus@example.com' },
        visitor_mail_skipped: 'the daily cap on emails to visitors (50) is reached',
      },
    }),
    context,
  );
  assertMatch(
    mail.text,
    /The visitor's own email was not sent: the daily cap on emails to visitors \(50\) is reached\./,
  );
  assertMatch(mail.html, /The visitor&#39;s own email was not sent/);
});

Deno.test(
  'the confirmation mail links to the confirm page with its token, and carries no unsubscribe',
  () => {
    const mail = composeMail(visitorMail['newsletter-confirmation']!, context);
    assertEquals(mail.subject, 'Confirm your subscription to the Foundercraft newsletter');
    assertMatch(
      mail.text,
      new RegExp(
        `${newsletterLinkWords.confirm.button}: https://www\\.example\\.com/newsletter/confirm#token=${'a'.repeat(64)}`,
      ),
    );
    assertMatch(mail.html, /href="https:\/\/www\.example\.com\/newsletter\/confirm#token=a{64}"/);
    assertEquals(mail.headers, undefined);
  },
);

Deno.test('mail to a subscriber carries the one-click unsubscribe of RFC 8058 and a link in its body', () => {
  const mail = composeMail(visitorMail['newsletter-welcome']!, context);
  assertEquals(mail.headers, {
    'List-Unsubscribe':
      '<https://project.supabase.co/functions/v1/newsletter/one-click/11111111-2222-4333-8444-555555555555>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  assertMatch(
    mail.text,
    /Unsubscribe with one click: https:\/\/www\.example\.com\/newsletter\/unsubscribe#token=11111111-2222-4333-8444-555555555555/,
  );
  assertMatch(
    mail.html,
    /href="https:\/\/www\.example\.com\/newsletter\/unsubscribe#token=11111111-2222-4333-8444-555555555555"/,
  );
});

Deno.test(
  'the held digest: how many notifications were held, who they are about, and where the rest are',
  () => {
    const mail = composeMail(
      message({
        template: 'mail-digest',
        audience: 'studio',
        recipient: null,
        lead_table: 'email_outbox',
        payload: {
          kind: 'held',
          digest_id: '11111111-2222-4333-8444-555555555555',
          failed: 0,
          skipped: 0,
          held: 250,
          messages: [
            {
              status: 'held',
              template: 'lead-notification',
              recipient: null,
              lead_table: 'labs_submissions',
              lead_id: 'a',
              created_at: '2026-11-27T10:01:00Z',
              reason: 'past the bound',
              name: INJECTION,
              email: 'eve@example.com',
            },
          ],
        },
      }),
      context,
    );
    assertEquals(mail.subject, '250 lead notifications held back: too many leads at once');
    assertMatch(mail.text, /- Lead notification: Labs idea from Eve/);
    assertMatch(
      mail.text,
      /And 249 more, not listed here: in the table email_outbox where reported_in is 11111111-2222-4333-8444-555555555555\./,
    );
    assertEquals(mail.html.includes('Subject: injected<'), false);
  },
);

Deno.test('the weekly summary: the week’s leads by form, page and campaign, the newsletter, the mail', () => {
  const mail = composeMail(
    message({
      template: 'weekly-summary',
      audience: 'studio',
      recipient: null,
      lead_table: 'weekly_summaries',
      payload: {
        from: '2026-11-20T08:00:00+00:00',
        until: '2026-11-27T08:00:00+00:00',
        leads: 5,
        spam: 1,
        by_kind: [
          { kind: 'contact', leads: 3 },
          { kind: 'labs idea', leads: 2 },
        ],
        by_page: [{ page: '/book-call', leads: 3 }],
        by_campaign: [{ campaign: 'newsletter / email / <spring>', leads: 2 }],
        newsletter: { confirmed: 4, unsubscribed: 1 },
        mail: { sent: 20, failed: 1, skipped: 0 },
      },
    }),
    context,
  );
  assertEquals(mail.subject, 'Your week: 5 leads, newsletter +3');
  assertEquals(
    mail.text,
    [
      'Your week: 5 leads, newsletter +3',
      '',
      '2026-11-20 to 2026-11-27 (UTC). Every lead is in the leads table.',
      '',
      'Leads by form',
      '- contact: 3',
      '- labs idea: 2',
      '- (and 1 lead you marked as spam)',
      '',
      'By page',
      '- /book-call: 3',
      '',
      'By campaign (source / medium / campaign)',
      '- newsletter / email / <spring>: 2',
      '',
      'Newsletter',
      '- 4 new confirmed subscribers, 1 unsubscribe: +3',
      '',
      'Mail',
      '- 20 sent, 1 failed, 0 skipped by a limit',
      '- Each one that did not go out was listed in the daily digest of its day (email_outbox).',
    ].join('\n'),
  );
  // A campaign's name came from a visitor's address bar: escaped like everything else.
  assertMatch(mail.html, /newsletter \/ email \/ &lt;spring&gt;: 2/);
});

Deno.test(
  'half the day’s visitor mail spent without a bot challenge: the studio is told what holds and what to do',
  () => {
    const mail = composeMail(
      message({
        template: 'mail-budget-low',
        audience: 'studio',
        recipient: null,
        lead_table: 'visitor_mail_limits',
        payload: {
          day: '2026-12-07',
          sent: 25,
          per_day: 50,
          networks: [
            { network: '203.0.113.0/24', mails: 10 },
            { network: '2001:db8:aa::/48', mails: 1 },
          ],
        },
      }),
      context,
    );
    assertEquals(mail.subject, 'Visitor mail is running low today: 25 of 50 sent');
    assertMatch(mail.text, /From now on each network gets one a day; past 50, none until midnight UTC\./);
    assertMatch(
      mail.text,
      /Turn on the bot challenge \(Cloudflare Turnstile: the TURNSTILE_SECRET_KEY secret/,
    );
    assertMatch(mail.text, /- 203\.0\.113\.0\/24: 10 mails\n- 2001:db8:aa::\/48: 1 mail$/);
    assertMatch(mail.html, /<li style="margin:0 0 6px">203\.0\.113\.0\/24: 10 mails<\/li>/);
  },
);

Deno.test('each receipt says what happens next and by when, in the studio’s own promises', () => {
  const receipt = (table: string) =>
    composeMail(
      message({ template: 'lead-receipt', lead_table: table, payload: { table, row: {} } }),
      context,
    );
  const expected: Record<string, [string, RegExp]> = {
    labs_submissions: ['We have your idea', /reply by email within 5-7 business days/],
    collective_inquiries: ['We have your request to work with the Collective', /replies within 24 hours/],
    collective_applications: [
      'We have your application to the Collective',
      /We review applications every week/,
    ],
    contact_submissions: ['We have your question', /replies by email within 24 hours/],
    labs_beta_requests: ['We have your beta request', /We let new beta users in every week/],
  };
  for (const [table, [subject, next]] of Object.entries(expected)) {
    const mail = receipt(table);
    assertEquals(mail.subject, subject);
    assertMatch(mail.text, /^Hello,\n/);
    assertMatch(mail.text, /What happens next: /);
    assertMatch(mail.text, next);
    assertMatch(mail.html, next);
  }
});
