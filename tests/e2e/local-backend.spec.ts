import { expect, test } from './fixtures.ts';

const anon = { apikey: 'local-anon-key', Authorization: 'Bearer local-anon-key' };
const service = { apikey: 'local-service-role-key', Authorization: 'Bearer local-service-role-key' };

test('the preview serves the seeded database at /rest/v1, published posts only', async ({ request }) => {
  const response = await request.get('/rest/v1/blog_posts?select=slug,published&order=published_at.desc', {
    headers: anon,
  });
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as { slug: string; published: boolean }[];
  expect(posts.length).toBeGreaterThanOrEqual(8);
  expect(posts.every((post) => post.published)).toBe(true);
  expect(posts.map((post) => post.slug)).not.toContain('community-led-growth-draft');
});

test('a lead posted as anon lands once, with the status the database sets', async ({ request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const created = await request.post('/rest/v1/collective_inquiries', {
    headers: { ...anon, 'Content-Type': 'application/json' },
    data: { full_name: 'E2E Founder', email, challenges: ['gtm'], timeline: 'asap', next_step: 'call' },
  });
  expect(created.status()).toBe(201);
  expect(await created.text()).toBe('');

  const stored = await request.get(
    `/rest/v1/collective_inquiries?select=full_name,status&email=eq.${encodeURIComponent(email)}`,
    {
      headers: service,
    },
  );
  expect(await stored.json()).toEqual([{ full_name: 'E2E Founder', status: 'pending' }]);
  const asAnon = await request.get('/rest/v1/collective_inquiries?select=full_name', { headers: anon });
  expect(asAnon.status()).toBe(401);
});
