import { expect, test } from './fixtures.ts';

const anon = { apikey: 'local-anon-key', Authorization: 'Bearer local-anon-key' };
const service = { apikey: 'local-service-role-key', Authorization: 'Bearer local-service-role-key' };
const visitorApi = { ...anon, 'Accept-Profile': 'api' };

test("the preview serves the seeded database's API at /rest/v1, public posts only", async ({ request }) => {
  const response = await request.get('/rest/v1/rpc/blog_posts?page_size=50', { headers: visitorApi });
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as { posts: { slug: string }[] };
  expect(posts.length).toBeGreaterThanOrEqual(8);
  expect(posts.map((post) => post.slug)).not.toContain('community-led-growth-draft');
  const table = await request.get('/rest/v1/blog_posts?select=slug', { headers: anon });
  expect(table.status()).toBe(401);
});

test('a lead sent to the leads function lands once, with the status the database sets; anon cannot insert', async ({
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const lead = {
    form: 'founder-inquiry',
    request_id: crypto.randomUUID(),
    fullName: 'E2E Founder',
    email,
    challenges: ['gtm'],
    timeline: 'asap',
    nextStep: 'call',
  };
  for (let i = 0; i < 2; i += 1) {
    const created = await request.post('/functions/v1/leads', { data: lead });
    expect(created.status()).toBe(200);
    // Whether the receipt was queued depends on the run's other mail from this machine's address.
    expect(await created.json()).toEqual({
      ok: true,
      visitor_mail: expect.stringMatching(/^(queued|skipped)$/),
    });
  }

  const stored = await request.get(
    `/rest/v1/collective_inquiries?select=full_name,status&email=eq.${encodeURIComponent(email)}`,
    {
      headers: service,
    },
  );
  expect(await stored.json()).toEqual([{ full_name: 'E2E Founder', status: 'pending' }]);
  const asAnon = await request.get('/rest/v1/collective_inquiries?select=full_name', { headers: anon });
  expect(asAnon.status()).toBe(401);
  const direct = await request.post('/rest/v1/collective_inquiries', {
    headers: { ...anon, 'Content-Type': 'application/json' },
    data: { full_name: 'E2E Founder', email, challenges: ['gtm'], timeline: 'asap', next_step: 'call' },
  });
  expect(direct.status()).toBe(401);
});

/** The read that held the whole preview for minutes: a backtracking regular expression over every article. */
const costlyRead = `/rest/v1/blog_posts?select=slug&content=${encodeURIComponent('match.((.*)*)*\\1x')}`;

test('a read that would hold the database for minutes is ended, and pages are served while it runs', async ({
  request,
}) => {
  const started = Date.now();
  // As the service role, which no read budget of the anon role refuses: only the statement budget ends it.
  const costly = request.get(costlyRead, { headers: service, timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const page of ['/', '/labs', '/blog']) {
    const before = Date.now();
    expect((await request.get(page)).status()).toBe(200);
    expect(Date.now() - before, `${page} while the read runs`).toBeLessThan(4_000);
  }
  const ended = await costly;
  expect(ended.status()).toBe(500);
  expect(await ended.json()).toMatchObject({ code: '57014' });
  expect(Date.now() - started).toBeLessThan(30_000);
  // The backend answers again, with everything it held before.
  const mvps = await request.get('/rest/v1/rpc/labs_mvps', { headers: visitorApi });
  expect(await mvps.json()).toHaveLength(7);
});

test('the same read as anon is refused at once, as the hosted project refuses it: no right on the table', async ({
  request,
}) => {
  const response = await request.get(costlyRead, { headers: anon, timeout: 60_000 });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: '42501' });
});

test('a lead posted as text/plain is refused with 415 and not stored', async ({ request }) => {
  const email = `form-${Date.now()}@example.com`;
  const posted = await request.post('/functions/v1/leads', {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({ form: 'question', request_id: crypto.randomUUID(), email, message: 'Hi' }),
  });
  expect(posted.status()).toBe(415);
  const stored = await request.get(
    `/rest/v1/contact_submissions?select=email&email=eq.${encodeURIComponent(email)}`,
    { headers: service },
  );
  expect(await stored.json()).toEqual([]);
});

test('the service key is refused from this machine when a proxy says it passes the request on', async ({
  request,
}) => {
  const read = (headers: Record<string, string>) =>
    request.get('/rest/v1/contact_submissions?select=email&limit=1', { headers: { ...service, ...headers } });
  expect((await read({})).status()).toBe(200);
  expect((await read({ 'X-Forwarded-For': '198.51.100.7' })).status()).toBe(401);
});
