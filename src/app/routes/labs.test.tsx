import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { visitSite as visit } from '@/testing/render-app';
import { errorSummaryMessages } from '@/testing/error-summary';
import { fakeSupabase, postgrestError } from '@/testing/supabase-http';
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error';
import { betaAccessMessages, mvpPageMessages } from '@/features/labs/messages';

const backend = fakeSupabase();

const mvpRow = (slug: string, status: string, extra: Record<string, unknown> = {}) => ({
  features: [] as string[],
  id: slug,
  slug,
  title: `MVP ${slug}`,
  summary: `What ${slug} does.`,
  description:
    '<h2>About</h2><p>Safe</p><script>window.__pwned = 1</script><a href="javascript:alert(1)">x</a>',
  featured_image: null,
  status,
  featured: false,
  beta_users: 12,
  github_url: null,
  live_url: null,
  created_at: '2026-03-10T00:00:00Z',
  updated_at: '2026-03-10T00:00:00Z',
  ...extra,
});

const rows = [
  mvpRow('churn', 'beta'),
  mvpRow('radar', 'live', { live_url: 'https://radar.example', github_url: 'https://github.com/x/radar' }),
];

/** The API's catalogue (api.labs_mvps, no descriptions) and one MVP (api.labs_mvp), from `rows`. */
let answer: (url: URL) => Response | Promise<Response> = (url) => {
  const slug = url.searchParams.get('mvp_slug');
  if (slug === null) return HttpResponse.json(rows.map(({ description: _, ...card }) => card));
  return HttpResponse.json(rows.find((row) => row.slug === slug) ?? null);
};
const defaultAnswer = answer;
beforeEach(() => {
  answer = defaultAnswer;
  backend.server.use(
    http.get('*/rest/v1/rpc/labs_mvps', ({ request }) => answer(new URL(request.url))),
    http.get('*/rest/v1/rpc/labs_mvp', ({ request }) => answer(new URL(request.url))),
  );
});

describe('/labs/mvps', () => {
  it('shows "Loading MVPs...", then the catalogue', async () => {
    // The read is held until the loading state has been seen: a plain fetch can answer within a frame.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async (url) => {
      await held;
      return defaultAnswer(url);
    };
    await visit('/labs/mvps');
    expect(await screen.findByText('Loading MVPs...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'MVP churn' })).toBeInTheDocument();
  });
});

describe('/labs', () => {
  it('shows the featured MVPs as the catalogue does: badge, beta users and the same buttons', async () => {
    const featured = [
      mvpRow('launch', 'beta', { featured: true, beta_users: 150 }),
      mvpRow('flow', 'live', { featured: true, live_url: 'https://flow.example' }),
      mvpRow('quiet', 'testing'),
    ];
    answer = () => HttpResponse.json(featured);
    await visit('/labs');
    const builds = within(await screen.findByRole('region', { name: 'Live MVP builds' }));
    await builds.findByRole('heading', { level: 3, name: 'MVP launch' });
    expect(builds.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'MVP launch',
      'MVP flow',
    ]);
    const launch = within(builds.getByRole('heading', { name: 'MVP launch' }).closest('li')!);
    expect(launch.getByText('Beta')).toBeInTheDocument();
    expect(launch.getByText('150 beta users')).toBeInTheDocument();
    expect(launch.getByRole('link', { name: 'Request Beta Access' })).toHaveAttribute(
      'href',
      '/labs/launch/beta-access',
    );
    expect(launch.queryByRole('link', { name: /Try It Live/ })).not.toBeInTheDocument();
    const flow = within(builds.getByRole('heading', { name: 'MVP flow' }).closest('li')!);
    expect(flow.getByText('Live')).toBeInTheDocument();
    expect(flow.getByRole('link', { name: /Try It Live/ })).toHaveAttribute('href', 'https://flow.example');
    expect(flow.getByRole('link', { name: 'Learn more about MVP flow' })).toHaveAttribute(
      'href',
      '/labs/flow',
    );
    expect(screen.queryByText(/Testing Phase/)).not.toBeInTheDocument();
  });
});

describe('/labs/{slug}', () => {
  it('shows the MVP with sanitized HTML, its badge, users (a live one has users, not beta users), month and its buttons', async () => {
    await visit('/labs/radar');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('MVP radar');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Live')).toBeInTheDocument();
    expect(main.getByText('12 users')).toBeInTheDocument();
    expect(main.getByText('March 2026')).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(main.getByText('x').closest('a')).not.toHaveAttribute('href');
    for (const tryIt of main.getAllByRole('link', { name: /Try It Live/ }))
      expect(tryIt).toHaveAttribute('href', 'https://radar.example');
    expect(main.getByRole('region', { name: 'MVP radar is live: try it' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /View on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/x/radar',
    );
    expect(main.getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(document.title).toBe('MVP radar | Labs | Foundercraft');
  });

  it('offers beta access, and no GitHub link, for a beta MVP without one', async () => {
    await visit('/labs/churn');
    await screen.findByRole('heading', { level: 1 });
    const asks = screen.getAllByRole('link', { name: 'Request Beta Access' });
    for (const ask of asks) expect(ask).toHaveAttribute('href', '/labs/churn/beta-access');
    expect(screen.queryByRole('link', { name: /View on GitHub/ })).not.toBeInTheDocument();
    // It ends with that next step, and one's own idea second.
    const next = within(screen.getByRole('region', { name: /^Want to try/ }));
    expect(next.getByRole('link', { name: 'Request Beta Access' })).toBeInTheDocument();
    expect(next.getByRole('link', { name: /Or submit your own idea/ })).toHaveAttribute(
      'href',
      '/labs/submit-idea',
    );
  });

  it('redirects an unknown MVP to the catalogue', async () => {
    await visit('/labs/nope');
    await screen.findByRole('heading', { level: 1, name: 'MVPs from the Lab' });
    expect(window.location.pathname).toBe('/labs/mvps');
  });

  it('says mvpPageMessages.failure when the read fails', async () => {
    expectConsoleError();
    answer = () => postgrestError(500, 'XX000', 'down');
    await visit('/labs/radar');
    expect(await screen.findByRole('alert')).toHaveTextContent(mvpPageMessages.failure);
  });
});

describe('/labs/{slug}/beta-access', () => {
  it('checks the fields, then stores the request for that MVP', async () => {
    const { user } = await visit('/labs/churn/beta-access');
    await user.click(await screen.findByRole('button', { name: 'Request Beta Access' }));
    expect(errorSummaryMessages()).toEqual([
      'Full name is required',
      'Email is required',
      'Please tell us what you want to use it for',
    ]);
    await user.type(screen.getByLabelText('Full name'), 'Ada Founder');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('What do you want to use MVP churn for?'), 'Churn alerts.');
    await user.click(screen.getByRole('button', { name: 'Request Beta Access' }));
    expect(
      await screen.findByRole('heading', { name: betaAccessMessages.thanks }, { timeout: 3000 }),
    ).toHaveFocus();
    expect(backend.received).toEqual([
      expect.objectContaining({
        table: 'labs_beta_requests',
        body: {
          mvp_slug: 'churn',
          full_name: 'Ada Founder',
          email: 'ada@example.com',
          use_case: 'Churn alerts.',
          request_id: expect.any(String),
          page: '/labs/churn/beta-access',
          utm: null,
        },
      }),
    ]);
  });

  it('sends the visitor to the page of an MVP that is not in beta, replacing the history entry', async () => {
    const { entries } = await visit('/labs/radar/beta-access');
    expect(await screen.findByRole('heading', { level: 1, name: 'MVP radar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/labs/radar');
    expect(entries()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Request Beta Access' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });
});

describe('Labs that looks real', () => {
  const testing = mvpRow('lab', 'testing', { beta_users: 0, features: [] });
  const withFeatures = mvpRow('radar', 'live', {
    live_url: 'https://radar.example',
    features: ['Ranks problems by mentions', 'A weekly digest'],
  });
  beforeEach(() => {
    answer = (url) => {
      const all = [testing, withFeatures];
      const slug = url.searchParams.get('mvp_slug');
      if (slug === null)
        return HttpResponse.json(all.map(({ description: _, features: __, ...card }) => card));
      return HttpResponse.json(all.find((row) => row.slug === slug) ?? null);
    };
  });

  it("an MVP's page lists the features of its row", async () => {
    await visit('/labs/radar');
    const features = within(
      (await screen.findByRole('heading', { name: 'Key Features' })).closest('section')!,
    );
    expect(features.getAllByRole('listitem').map((item) => item.textContent?.replace('✓', ''))).toEqual([
      'Ranks problems by mentions',
      'A weekly digest',
    ]);
  });

  it('an MVP nobody can use yet shows no count of zero and ends by inviting an idea', async () => {
    await visit('/labs/lab');
    await screen.findByRole('heading', { level: 1, name: 'MVP lab' });
    expect(screen.queryByText(/0 (beta users|testers)/)).not.toBeInTheDocument();
    // Without a row of its own, the three general features.
    const features = within(screen.getByRole('heading', { name: 'Key Features' }).closest('section')!);
    expect(features.getAllByRole('listitem')).toHaveLength(3);
    const next = within(screen.getByRole('region', { name: 'Have an idea of your own?' }));
    expect(next.getByRole('link', { name: 'Submit Your Idea' })).toHaveAttribute('href', '/labs/submit-idea');
  });

  it('a card whose main button opens the MVP page offers that one link only', async () => {
    await visit('/labs/mvps');
    const card = within((await screen.findByRole('heading', { name: 'MVP lab' })).closest('li')!);
    expect(card.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View Details', '/labs/lab'],
    ]);
    expect(card.queryByText(/\d+ (beta users|testers)/)).not.toBeInTheDocument();
    const live = within(screen.getByRole('heading', { name: 'MVP radar' }).closest('li')!);
    expect(live.getByText('12 users')).toBeInTheDocument();
  });
});
