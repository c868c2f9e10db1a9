// Run with: npm run test:functions.
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { createLeadsHandler, type ChallengeVerifier, type StoredLead, type StoreOutcome } from './handler.ts';
import { SITEVERIFY_URL, turnstileVerifier } from './turnstile.ts';

const SITE = 'https://www.example.com';
const ID = '0b4a8f5e-3c55-4a4e-9a53-8b1f7c1d2e3f';

/** A store that keeps what it is given and answers `outcome` (or throws `failure`). */
function memoryStore(outcome: StoreOutcome = { outcome: 'stored', visitor_mail: 'queued' }, failure?: Error) {
  const stored: StoredLead[] = [];
  return {
    stored,
    store: (lead: StoredLead) => {
      if (failure) return Promise.reject(failure);
      stored.push(lead);
      return Promise.resolve(outcome);
    },
  };
}

function handler(
  options: {
    outcome?: StoreOutcome;
    failure?: Error;
    verifyChallenge?: ChallengeVerifier;
    now?: () => number;
  } = {},
) {
  const memory = memoryStore(options.outcome, options.failure);
  return {
    ...memory,
    handle: createLeadsHandler({
      store: memory.store,
      siteUrl: SITE,
      verifyChallenge: options.verifyChallenge,
      now: options.now,
    }),
  };
}

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const postForm = (fields: [string, string][]) =>
  new Request('http://localhost/functions/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.7' },
    body: new URLSearchParams(fields).toString(),
  });

/** A valid submission of each form, and the row its table gets. */
const forms = {
  idea: {
    fields: {
      fullName: ' Ada Lovelace ',
      email: 'ada@example.com',
      startupName: '',
      website: 'example.com',
      problem: 'Founders guess.\nThey should not.',
      solution: 'Measure.',
      targetAudience: 'Startups',
      currentStage: 'Just an Idea',
      goals: ['Validate Idea', 'Build MVP'],
      agreed: true,
    },
    table: 'labs_submissions',
    row: {
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      startup_name: null,
      website: 'https://example.com',
      problem: 'Founders guess.\nThey should not.',
      solution: 'Measure.',
      target_audience: 'Startups',
      current_stage: 'Just an Idea',
      goals: ['Validate Idea', 'Build MVP'],
    },
  },
  'founder-inquiry': {
    fields: {
      fullName: 'Grace',
      email: 'grace@example.com',
      companyName: 'Cobol Co',
      challenges: ['gtm'],
      description: '',
      timeline: 'asap',
      budget: '',
      nextStep: 'call',
    },
    table: 'collective_inquiries',
    row: {
      full_name: 'Grace',
      email: 'grace@example.com',
      company_name: 'Cobol Co',
      challenges: ['gtm'],
      description: null,
      timeline: 'asap',
      budget: null,
      next_step: 'call',
    },
  },
  'expert-application': {
    fields: {
      fullName: 'Linus',
      email: 'linus@example.com',
      linkedinUrl: 'https://linkedin.com/in/linus',
      expertise: ['scaling-ops'],
      workType: ['advisory', 'execution'],
      startupExperience: 'yes',
      availability: '5-10',
      workStyle: 'Async',
    },
    table: 'collective_applications',
    row: {
      full_name: 'Linus',
      email: 'linus@example.com',
      linkedin_url: 'https://linkedin.com/in/linus',
      expertise: ['scaling-ops'],
      work_type: ['advisory', 'execution'],
      startup_experience: 'yes',
      availability: '5-10',
      work_style: 'Async',
    },
  },
  question: {
    fields: { email: 'q@example.com', message: 'How long is a call?' },
    table: 'contact_submissions',
    row: {
      name: 'Quick Question',
      email: 'q@example.com',
      message: 'How long is a call?',
      source: 'book-call',
    },
  },
  newsletter: {
    fields: { email: 'news@example.com', source: 'blog-article' },
    table: 'newsletter_subscribers',
    row: { email: 'news@example.com', source: 'blog-article' },
  },
  playbook: {
    fields: { name: 'Pat', email: 'pat@example.com' },
    table: 'playbook_requests',
    row: { full_name: 'Pat', email: 'pat@example.com' },
  },
  'beta-access': {
    fields: {
      mvpSlug: 'pitch-coach',
      fullName: 'Bea',
      email: 'bea@example.com',
      useCase: 'Practice pitches',
    },
    table: 'labs_beta_requests',
    row: {
      mvp_slug: 'pitch-coach',
      full_name: 'Bea',
      email: 'bea@example.com',
      use_case: 'Practice pitches',
    },
  },
  diagnostic: {
    fields: {
      stage: 'idea',
      challenge: 'retention',
      validationStrategy: 'talking-to-users',
      monetizationStrategy: 'freemium',
      pricingConfidence: 3,
      retention: 'below-40',
      needs: ['retention'],
      email: '',
    },
    table: 'growth_diagnostics',
    row: {
      stage: 'idea',
      challenge: 'retention',
      validation_strategy: 'talking-to-users',
      monetization_strategy: 'freemium',
      pricing_confidence: 3,
      retention: 'below-40',
      needs: ['retention'],
      email: null,
    },
  },
} as const;

for (const [form, example] of Object.entries(forms)) {
  Deno.test(
    `${form}: a valid submission is stored once in ${example.table}, cleaned, with its page and UTM`,
    async () => {
      const { handle, stored } = handler();
      const response = await handle(
        postJson({
          form,
          request_id: ID,
          ...example.fields,
          page: '/somewhere',
          utm: { utm_source: 'news', other: 'dropped' },
          unknown: 'ignored',
        }),
      );
      assertEquals(response.status, 200);
      assertEquals(await response.json(), { ok: true, visitor_mail: 'queued' });
      assertEquals(stored, [
        {
          table: example.table,
          requestId: ID,
          row: { ...example.row, page: '/somewhere', utm: { utm_source: 'news' } },
          clientAddress: '203.0.113.7',
          challenge: 'off',
        },
      ]);
    },
  );
}

Deno.test(
  'each form: an empty submission gets every field message of the form, and nothing is stored',
  async () => {
    const expected: Record<string, Record<string, string>> = {
      idea: {
        fullName: 'Full name is required',
        email: 'Email is required',
        problem: 'Problem description is required',
        solution: 'Solution description is required',
        targetAudience: 'Please select a target audience',
        currentStage: 'Please select your current stage',
        goals: 'Please select at least one goal',
        agreed: 'Please agree to the terms',
      },
      'founder-inquiry': {
        fullName: 'Full name is required',
        email: 'Email is required',
        challenges: 'Please select at least one challenge',
        timeline: 'Please select a timeline',
        nextStep: 'Please select your preferred next step',
      },
      'expert-application': {
        fullName: 'Full name is required',
        email: 'Email is required',
        linkedinUrl: 'LinkedIn or portfolio URL is required',
        expertise: 'Please select at least one area of expertise',
        workType: 'Please select at least one type of work',
        startupExperience: 'Please select your startup experience',
        availability: 'Please select your availability',
      },
      question: { email: 'Email is required', message: 'Please enter your question' },
      newsletter: { email: 'Email is required', source: 'Please say where you signed up' },
      playbook: { name: 'Name is required', email: 'Email is required' },
      'beta-access': {
        mvpSlug: 'This MVP is not taking beta requests',
        fullName: 'Full name is required',
        email: 'Email is required',
        useCase: 'Please tell us what you want to use it for',
      },
    };
    for (const [form, fields] of Object.entries(expected)) {
      const { handle, stored } = handler();
      const response = await handle(postJson({ form, request_id: ID }));
      assertEquals(response.status, 400, form);
      assertEquals(await response.json(), { ok: false, error: 'invalid', fields }, form);
      assertEquals(stored.length, 0, form);
    }
  },
);

Deno.test('the schemas refuse what the database refuses, with the messages the forms show', async () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['playbook', { name: 'Pat', email: 'founder@localhost' }, { email: 'Email is invalid' }],
    ['playbook', { name: 'Pat', email: 'user@example.c' }, { email: 'Email is invalid' }],
    // Addresses that only look like another: an invisible character, a Cyrillic а among Latin letters.
    ['playbook', { name: 'Pat', email: 'pat\u200b@example.com' }, { email: 'Email is invalid' }],
    ['playbook', { name: 'Pat', email: 'p\u00adat@example.com' }, { email: 'Email is invalid' }],
    ['playbook', { name: 'Pat', email: 'p\u0430ypal@example.com' }, { email: 'Email is invalid' }],
    ['playbook', { name: 'Pat', email: 'pat@ex\u0430mple.com' }, { email: 'Email is invalid' }],
    ['playbook', { name: 'x'.repeat(121), email: 'a@b.co' }, { name: 'Name must be at most 120 characters' }],
    [
      'playbook',
      { name: 'Pat\u202e', email: 'a@b.co' },
      { name: 'Name cannot contain line breaks, tabs, control characters or text-direction overrides' },
    ],
    ['playbook', { name: ' \u00a0 ', email: 'a@b.co' }, { name: 'Name is required' }],
    [
      'question',
      { email: 'a@b.co', message: 'bell\u0007' },
      {
        message:
          'Your question cannot contain control characters or text-direction overrides (line breaks and tabs are fine)',
      },
    ],
    [
      'expert-application',
      { ...forms['expert-application'].fields, linkedinUrl: 'ftp://linkedin.com/in/x' },
      { linkedinUrl: 'Please enter a valid URL' },
    ],
    [
      'founder-inquiry',
      { ...forms['founder-inquiry'].fields, challenges: ['gtm', 'gtm'], budget: '$1M' },
      { challenges: 'Please select at least one challenge', budget: 'Please select a budget' },
    ],
  ];
  for (const [form, fields, messages] of cases) {
    const { handle, stored } = handler();
    const response = await handle(postJson({ form, request_id: ID, ...fields }));
    assertEquals(await response.json(), { ok: false, error: 'invalid', fields: messages }, form);
    assertEquals(stored.length, 0);
  }
});

Deno.test('a non-ASCII address is a real address and is stored, in one script or a usual mix', async () => {
  const { handle, stored } = handler();
  for (const email of ['josé@example.com', 'иван@пример.рф', 'иван@example.com', '田中たなか@example.jp']) {
    const response = await handle(postJson({ form: 'playbook', request_id: ID, name: 'José', email }));
    assertEquals(response.status, 200, email);
  }
  assertEquals(
    stored.map((lead) => lead.row.email),
    ['josé@example.com', 'иван@пример.рф', 'иван@example.com', '田中たなか@example.jp'],
  );
});

Deno.test('a filled honeypot gets the answer a stored lead gets, and nothing is stored', async () => {
  const { handle, stored } = handler();
  const real = await handle(postJson({ form: 'playbook', request_id: ID, ...forms.playbook.fields }));
  const bot = await handle(
    postJson({
      form: 'playbook',
      request_id: ID,
      ...forms.playbook.fields,
      website_url: 'http://spam.example',
    }),
  );
  assertEquals(bot.status, real.status);
  assertEquals(await bot.text(), await real.text());
  assertEquals([...bot.headers], [...real.headers]);
  assertEquals(stored.length, 1);
  // Even with junk in the other fields, and when posted natively.
  const nativeBot = await handle(
    postForm([
      ['form', 'idea'],
      ['website_url', 'x'],
      ['email', 'nope'],
    ]),
  );
  assertEquals(nativeBot.status, 303);
  assertEquals(nativeBot.headers.get('location'), `${SITE}/thank-you/idea`);
  assertEquals(stored.length, 1);
});

Deno.test(
  'the bot challenge: off unless configured; when configured, its verdict goes with the lead',
  async () => {
    const tokens: [string, string | null][] = [];
    const verifyChallenge: ChallengeVerifier = (token, address) => {
      tokens.push([token, address]);
      if (token === 'unreachable') return Promise.reject(new Error('siteverify is down'));
      return Promise.resolve(token === 'good-token');
    };
    const { handle, stored } = handler({ verifyChallenge });
    const send = (extra: Record<string, unknown>) =>
      handle(
        postJson({ form: 'question', request_id: crypto.randomUUID(), ...forms.question.fields, ...extra }),
      );
    for (const extra of [
      { 'cf-turnstile-response': 'good-token' },
      { 'cf-turnstile-response': 'forged' },
      {},
      { 'cf-turnstile-response': 'unreachable' },
    ]) {
      const response = await send(extra);
      // A missing or failed challenge never loses the lead: the database is told, and decides about mail.
      assertEquals(response.status, 200);
    }
    assertEquals(
      stored.map((lead) => lead.challenge),
      ['passed', 'failed', 'failed', 'failed'],
    );
    assertEquals(tokens, [
      ['good-token', '203.0.113.7'],
      ['forged', '203.0.113.7'],
      ['unreachable', '203.0.113.7'],
    ]);
  },
);

Deno.test('the newsletter answers identically for every address: status, body and headers', async () => {
  // The database stores a new address and, for a known one, stores nothing and perhaps mails a
  // confirmation: take_lead answers "stored" either way. A duplicate request answers the same too.
  const answers: [number, string, string][] = [];
  for (const outcome of ['stored', 'duplicate'] as const) {
    for (const address of [
      'new@example.com',
      'pending@example.com',
      'active@example.com',
      'gone@example.com',
    ]) {
      const { handle } = handler({ outcome: { outcome, visitor_mail: 'queued' } });
      const response = await handle(
        postJson({ form: 'newsletter', request_id: ID, email: address, source: 'blog' }),
      );
      answers.push([response.status, await response.text(), JSON.stringify([...response.headers])]);
    }
  }
  for (const answer of answers) assertEquals(answer, answers[0]);
});

Deno.test(
  "the answer says what became of the visitor's own mail, and a native post lands on the page that promises only that",
  async () => {
    for (const [outcome, visitorMail, page] of [
      ['stored', 'queued', '/thank-you/playbook'],
      ['stored', 'skipped', '/thank-you/playbook/no-mail'],
      ['duplicate', 'skipped', '/thank-you/playbook/no-mail'],
      ['stored', 'none', '/thank-you/playbook'],
    ] as const) {
      const { handle, stored } = handler({ outcome: { outcome, visitor_mail: visitorMail } });
      const scripted = await handle(postJson({ form: 'playbook', request_id: ID, ...forms.playbook.fields }));
      assertEquals(
        [scripted.status, await scripted.json()],
        [200, { ok: true, visitor_mail: visitorMail }],
        `${outcome} ${visitorMail}`,
      );
      const native = await handle(
        postForm([
          ['form', 'playbook'],
          ['name', 'Pat'],
          ['email', 'pat@example.com'],
        ]),
      );
      assertEquals([native.status, native.headers.get('location')], [303, `${SITE}${page}`]);
      assertEquals(stored.length, 2);
    }
  },
);

Deno.test('limits: 429 with Retry-After (readable by the page) and the message the forms show', async () => {
  const { handle } = handler({ outcome: { outcome: 'rate_limited', retry_after: 1234 } });
  const response = await handle(postJson({ form: 'playbook', request_id: ID, ...forms.playbook.fields }));
  assertEquals(response.status, 429);
  assertEquals(response.headers.get('retry-after'), '1234');
  assertEquals(response.headers.get('access-control-expose-headers'), 'Retry-After');
  const body = await response.json();
  assertEquals(body.error, 'rate_limited');
  assertMatch(body.message, /several submissions from your connection/);
});

Deno.test('a store that fails is a 503 to retry; a native post goes to the not-sent page', async () => {
  const down = handler({ failure: new Error('connection refused') });
  const response = await down.handle(
    postJson({ form: 'playbook', request_id: ID, ...forms.playbook.fields }),
  );
  assertEquals(response.status, 503);
  assertEquals(response.headers.get('retry-after'), '30');
  assertEquals((await response.json()).error, 'unavailable');
  const native = await down.handle(
    postForm([
      ['form', 'playbook'],
      ['name', 'Pat'],
      ['email', 'pat@example.com'],
    ]),
  );
  assertEquals(native.status, 303);
  assertEquals(native.headers.get('location'), `${SITE}/not-sent/playbook/failed`);
});

Deno.test('a beta request for an MVP not in beta is refused on its field', async () => {
  const { handle } = handler({ outcome: { outcome: 'not_in_beta' } });
  const response = await handle(
    postJson({ form: 'beta-access', request_id: ID, ...forms['beta-access'].fields }),
  );
  assertEquals(response.status, 400);
  assertEquals(await response.json(), {
    ok: false,
    error: 'invalid',
    fields: { mvpSlug: 'This MVP is not taking beta requests' },
  });
});

Deno.test(
  'native posts: urlencoded fields (lists repeated, a ticked box "on") and a 303 to the site',
  async () => {
    const { handle, stored } = handler();
    const response = await handle(
      postForm([
        ['form', 'idea'],
        ['fullName', 'Ada'],
        ['email', 'ada@example.com'],
        ['problem', 'P'],
        ['solution', 'S'],
        ['targetAudience', 'SMBs'],
        ['currentStage', 'Prototype Built'],
        ['goals', 'Build MVP'],
        ['goals', 'Other'],
        ['agreed', 'on'],
        ['website_url', ''],
        ['page', '/labs/submit-idea'],
        ['utm_campaign', 'launch'],
      ]),
    );
    assertEquals(response.status, 303);
    assertEquals(response.headers.get('location'), `${SITE}/thank-you/idea`);
    assertEquals(stored[0]?.row.goals, ['Build MVP', 'Other']);
    assertEquals(stored[0]?.row.page, '/labs/submit-idea');
    assertEquals(stored[0]?.row.utm, { utm_campaign: 'launch' });
    // Without a request id of its own, a native post gets a fresh one.
    assertMatch(stored[0]!.requestId, /^[0-9a-f-]{36}$/);

    const invalid = await handle(
      postForm([
        ['form', 'playbook'],
        ['email', 'nope'],
      ]),
    );
    assertEquals(invalid.status, 303);
    assertEquals(invalid.headers.get('location'), `${SITE}/not-sent/playbook?fields=name%2Cemail`);

    const busy = handler({ outcome: { outcome: 'rate_limited', retry_after: 60 } });
    const limited = await busy.handle(
      postForm([
        ['form', 'playbook'],
        ['name', 'Pat'],
        ['email', 'pat@example.com'],
      ]),
    );
    assertEquals(limited.headers.get('location'), `${SITE}/not-sent/playbook/busy`);
  },
);

Deno.test('requests that are not a lead: the preflight, other methods, types, sizes and shapes', async () => {
  const { handle, stored } = handler();
  const preflight = await handle(new Request('http://localhost/functions/v1/leads', { method: 'OPTIONS' }));
  assertEquals(preflight.status, 204);
  assertEquals(preflight.headers.get('access-control-allow-origin'), '*');
  assertEquals((await handle(new Request('http://localhost/functions/v1/leads'))).status, 405);
  const plain = new Request('http://localhost/functions/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: '{}',
  });
  assertEquals((await handle(plain)).status, 415);
  assertEquals((await handle(postJson({ form: 'question', message: 'x'.repeat(70_000) }))).status, 413);
  assertEquals((await handle(postJson('not json'))).status, 400);
  assertEquals((await handle(postJson([1]))).status, 400);
  assertEquals((await handle(postJson({ form: 'survey', request_id: ID }))).status, 400);
  const noId = await handle(postJson({ form: 'playbook', ...forms.playbook.fields }));
  assertEquals(noId.status, 400);
  assertEquals((await noId.json()).message, 'request_id must be a UUID.');
  assertEquals(stored.length, 0);
});

Deno.test('turnstileVerifier asks siteverify with the secret, the token and the address', async () => {
  const asked: URLSearchParams[] = [];
  const fakeFetch = ((url: string, init: RequestInit) => {
    assertEquals(url, SITEVERIFY_URL);
    const body = init.body as URLSearchParams;
    asked.push(body);
    return Promise.resolve(Response.json({ success: body.get('response') === 'good' }));
  }) as typeof fetch;
  const verify = turnstileVerifier('secret-key', fakeFetch);
  assertEquals(await verify('good', '198.51.100.2'), true);
  assertEquals(await verify('bad', null), false);
  assertEquals(Object.fromEntries(asked[0]!), {
    secret: 'secret-key',
    response: 'good',
    remoteip: '198.51.100.2',
  });
  assertEquals(asked[1]!.has('remoteip'), false);
});

Deno.test('metadata never refuses a lead: a hostile campaign link and page are cleaned to fit', async () => {
  const { handle, stored } = handler();
  const response = await handle(
    postJson({
      form: 'playbook',
      request_id: ID,
      ...forms.playbook.fields,
      page: '/blog/é x\u202e\n' + 'y'.repeat(400),
      utm: {
        utm_source: '\u202e',
        utm_medium: 'spring\nsale',
        utm_campaign: 'ü'.repeat(300),
        utm_term: '\u200bterm\u2066',
        utm_content: '😀'.repeat(120),
      },
    }),
  );
  assertEquals(response.status, 200);
  const { page, utm } = stored[0]!.row as { page: string; utm: Record<string, string> };
  assertEquals(page, `/blog/%C3%A9%20x${'y'.repeat(300 - 16)}`);
  assertEquals(utm, {
    utm_medium: 'spring sale',
    utm_campaign: 'ü'.repeat(100),
    utm_term: 'term',
    utm_content: '😀'.repeat(50),
  });
  // What the database measures (jsonb's text: a space after each colon and comma) stays under 1,200 bytes.
  const jsonbText = JSON.stringify(utm).replace(/":"/g, '": "').replace(/","/g, '", "');
  assertEquals(new TextEncoder().encode(jsonbText).length <= 1200, true);
});

Deno.test("a native post is read in its declared charset: ISO-8859-1's é is é, not U+FFFD", async () => {
  const post = (body: Uint8Array<ArrayBuffer>, charset?: string) =>
    new Request('http://localhost/functions/v1/leads', {
      method: 'POST',
      headers: {
        'Content-Type': `application/x-www-form-urlencoded${charset ? `; charset=${charset}` : ''}`,
      },
      body,
    });
  const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const { handle, stored } = handler();
  // A page in ISO-8859-1 escapes é as %E9; a client may also send the byte itself.
  for (const body of [
    'form=playbook&name=Jos%E9+M%FCller&email=jose%40example.com',
    'form=playbook&name=José Müller&email=jose@example.com',
  ])
    assertEquals((await handle(post(latin1(body), 'ISO-8859-1'))).status, 303);
  // Without a charset, or with UTF-8, a form is UTF-8.
  assertEquals(
    (
      await handle(
        post(new TextEncoder().encode('form=playbook&name=Jos%C3%A9+M%C3%BCller&email=jose%40example.com')),
      )
    ).status,
    303,
  );
  assertEquals(
    stored.map((lead) => lead.row.full_name),
    ['José Müller', 'José Müller', 'José Müller'],
  );
  const unknown = await handle(post(latin1('form=playbook'), 'x-klingon'));
  assertEquals(unknown.status, 415);
  assertEquals((await unknown.json()).message, 'The charset x-klingon is not one this form can read.');
});

Deno.test('the 64 kB limit is kept while reading: a larger body is not read to its end', async () => {
  const { handle, stored } = handler();
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 16_384;
      controller.enqueue(new TextEncoder().encode('x'.repeat(16_384)));
      if (pulled > 10_000_000) controller.close();
    },
  });
  const streamed = await handle(
    new Request('http://localhost/functions/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
    }),
  );
  assertEquals(streamed.status, 413);
  assertEquals(pulled <= 64 * 1024 + 2 * 16_384, true, `read ${pulled} bytes`);
  // A declared length over the limit is refused before a byte is read.
  let touched = false;
  const declared = await handle(
    new Request('http://localhost/functions/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10_000_000) },
      // No read ahead: a pull is a read by the function.
      body: new ReadableStream(
        {
          pull() {
            touched = true;
          },
        },
        { highWaterMark: 0 },
      ),
    }),
  );
  assertEquals(declared.status, 413);
  assertEquals(touched, false);
  assertEquals(stored.length, 0);
});

Deno.test(
  'a form posted twice with no script is one submission: same form, fields and address, ten minutes',
  async () => {
    let now = Date.parse('2027-03-01T10:00:00Z');
    const { handle, stored } = handler({ now: () => now });
    const post = (fields: [string, string][], address = '203.0.113.7') =>
      handle(
        new Request('http://localhost/functions/v1/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    const playbook: [string, string][] = [
      ['form', 'playbook'],
      ['name', 'Pat'],
      ['email', 'pat@example.com'],
    ];
    await post(playbook);
    now += 3 * 60_000;
    // Sent again (a double press, or Back and send), with the challenge's new token: the same request id.
    await post([...playbook, ['cf-turnstile-response', 'another-token']]);
    await post([...playbook.slice(0, 2), ['email', 'pat2@example.com']]);
    await post(playbook, '198.51.100.9');
    now += 10 * 60_000;
    await post(playbook);
    const [first, again, otherEmail, otherAddress, later] = stored.map((lead) => lead.requestId);
    assertEquals(again, first);
    assertEquals(new Set([first, otherEmail, otherAddress, later]).size, 4);
  },
);
