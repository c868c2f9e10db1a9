// Run with: npm run test:functions.
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import {
  createLeadsHandler,
  LeadRefused,
  type ChallengeVerifier,
  type StoredLead,
  type StoreOutcome,
} from './handler.ts';
import { postgrestLeadStore } from './store.ts';
import { SITEVERIFY_URL, turnstileVerifier } from './turnstile.ts';

const SITE = 'https://www.example.com';
const ID = '0b4a8f5e-3c55-4a4e-9a53-8b1f7c1d2e3f';

/** A store that keeps what it is given and answers `outcome` (or throws `failure`). */
function memoryStore(outcome: StoreOutcome = { outcome: 'stored' }, failure?: Error) {
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
  options: { outcome?: StoreOutcome; failure?: Error; verifyChallenge?: ChallengeVerifier } = {},
) {
  const memory = memoryStore(options.outcome, options.failure);
  return {
    ...memory,
    handle: createLeadsHandler({
      store: memory.store,
      siteUrl: SITE,
      verifyChallenge: options.verifyChallenge,
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
      assertEquals(await response.json(), { ok: true });
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

Deno.test('a non-ASCII address is a real address and is stored', async () => {
  const { handle, stored } = handler();
  const response = await handle(
    postJson({ form: 'playbook', request_id: ID, name: 'José', email: 'josé@example.com' }),
  );
  assertEquals(response.status, 200);
  assertEquals(stored[0]?.row.email, 'josé@example.com');
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
      const { handle } = handler({ outcome: { outcome } });
      const response = await handle(
        postJson({ form: 'newsletter', request_id: ID, email: address, source: 'blog' }),
      );
      answers.push([response.status, await response.text(), JSON.stringify([...response.headers])]);
    }
  }
  for (const answer of answers) assertEquals(answer, answers[0]);
});

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

Deno.test(
  'a database failure is a 503 to retry; a refusal is a 400; a native post goes to the not-sent page',
  async () => {
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

    const refused = handler({ failure: new LeadRefused('check constraint') });
    const refusal = await refused.handle(
      postJson({ form: 'playbook', request_id: ID, ...forms.playbook.fields }),
    );
    assertEquals(refusal.status, 400);
    assertEquals((await refusal.json()).error, 'bad_request');
  },
);

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

Deno.test(
  'postgrestLeadStore: take_lead with the service key; a 4xx is a refusal, a 5xx a failure',
  async () => {
    const calls: [string, RequestInit][] = [];
    let status = 200;
    const fakeFetch = ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(
        new Response(status === 200 ? '{"outcome":"stored"}' : '{"code":"23514"}', { status }),
      );
    }) as typeof fetch;
    const store = postgrestLeadStore('https://ref.supabase.co/', 'service-key', fakeFetch);
    const lead: StoredLead = {
      table: 'playbook_requests',
      requestId: ID,
      row: { full_name: 'Pat', email: 'pat@example.com' },
      clientAddress: '203.0.113.7',
      challenge: 'off',
    };
    assertEquals(await store(lead), { outcome: 'stored' });
    assertEquals(calls[0]![0], 'https://ref.supabase.co/rest/v1/rpc/take_lead');
    assertEquals(JSON.parse(calls[0]![1].body as string), {
      p_table: 'playbook_requests',
      p_request_id: ID,
      p_row: { full_name: 'Pat', email: 'pat@example.com' },
      p_client_address: '203.0.113.7',
      p_challenge: 'off',
    });
    status = 400;
    let error: unknown;
    await store(lead).catch((caught) => (error = caught));
    assertEquals(error instanceof LeadRefused, true);
    status = 503;
    await store(lead).catch((caught) => (error = caught));
    assertEquals(error instanceof LeadRefused, false);
  },
);
