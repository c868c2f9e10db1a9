import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { getMvp, listMvps } from './mvps';

const row = {
  id: '1',
  slug: 'churn-signal',
  title: 'Churn Signal',
  summary: 'Warns you.',
  description: '<p>Hi</p>',
  featured_image: null,
  status: 'beta',
  featured: false,
  beta_users: 38,
  github_url: null,
  live_url: 'https://churn.example',
  created_at: '2026-08-01T00:00:00Z',
  updated_at: '2026-08-02T00:00:00Z',
};

const server = setupServer();
const requests: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** Answers both reads of the API (api.labs_mvps, api.labs_mvp), noting what was asked. */
function answer(respond: () => Response) {
  server.use(
    http.get('*/rest/v1/rpc/:name', ({ request }) => {
      requests.push(new URL(request.url));
      return respond();
    }),
  );
}

describe('listMvps', () => {
  it("reads the catalogue from the visitor's API and camel-cases it", async () => {
    answer(() => HttpResponse.json([row]));
    const list = await listMvps();
    expect(requests[0]!.pathname).toBe('/rest/v1/rpc/labs_mvps');
    expect(list).toEqual({
      failed: false,
      mvps: [
        {
          id: '1',
          slug: 'churn-signal',
          title: 'Churn Signal',
          summary: 'Warns you.',
          description: '<p>Hi</p>',
          features: [],
          featuredImage: null,
          status: 'beta',
          featured: false,
          betaUsers: 38,
          githubUrl: null,
          liveUrl: 'https://churn.example',
          createdAt: '2026-08-01T00:00:00Z',
          updatedAt: '2026-08-02T00:00:00Z',
        },
      ],
    });
  });

  it('logs a failure and returns an empty list flagged as failed', async () => {
    expectConsoleError();
    answer(() => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 }));
    expect(await listMvps()).toEqual({ mvps: [], failed: true });
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe('Could not load the Labs MVPs:');
  });
});

describe('getMvp', () => {
  it('finds one MVP by slug', async () => {
    answer(() => HttpResponse.json(row));
    expect(await getMvp('churn-signal')).toMatchObject({ status: 'found', mvp: { betaUsers: 38 } });
    expect(requests[0]!.pathname).toBe('/rest/v1/rpc/labs_mvp');
    expect(requests[0]!.searchParams.get('mvp_slug')).toBe('churn-signal');
  });

  it('reports an unknown slug as not found, without logging', async () => {
    answer(() => HttpResponse.json(null));
    expect(await getMvp('nope')).toEqual({ status: 'not-found' });
  });

  it('logs other failures and reports an error', async () => {
    expectConsoleError();
    answer(() => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 }));
    expect(await getMvp('churn-signal')).toEqual({ status: 'error' });
  });
});
