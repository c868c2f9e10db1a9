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

function answer(respond: () => Response) {
  server.use(
    http.get('*/rest/v1/labs_mvps', ({ request }) => {
      requests.push(new URL(request.url));
      return respond();
    }),
  );
}

describe('listMvps', () => {
  it('asks for the columns the screens show, status ascending then newest first, and camel-cases them', async () => {
    answer(() => HttpResponse.json([row]));
    const list = await listMvps();
    expect(requests[0]!.searchParams.get('order')).toBe('status.asc,created_at.desc');
    expect(requests[0]!.searchParams.get('select')).toBe(
      'id,slug,title,description,summary,featured_image,status,featured,beta_users,github_url,live_url,created_at,updated_at',
    );
    expect(list).toEqual({
      failed: false,
      mvps: [
        {
          id: '1',
          slug: 'churn-signal',
          title: 'Churn Signal',
          summary: 'Warns you.',
          description: '<p>Hi</p>',
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
    answer(() => HttpResponse.json([row]));
    expect(await getMvp('churn-signal')).toMatchObject({ status: 'found', mvp: { betaUsers: 38 } });
    expect(requests[0]!.searchParams.get('slug')).toBe('eq.churn-signal');
  });

  it('reports an unknown slug as not found, without logging', async () => {
    answer(() => HttpResponse.json([]));
    expect(await getMvp('nope')).toEqual({ status: 'not-found' });
  });

  it('logs other failures and reports an error', async () => {
    expectConsoleError();
    answer(() => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 }));
    expect(await getMvp('churn-signal')).toEqual({ status: 'error' });
  });
});
