import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visitSite as visit } from '@/testing/render-app';
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error';

/** A blog_posts row as PostgREST answers the site's select. */
function row(
  slug: string,
  title: string,
  tags: string[],
  publishedAt: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id: slug,
    slug,
    title,
    subtitle: null,
    summary: `${title} in short.`,
    content: `All about ${title}.`,
    featured_image: null,
    published_at: publishedAt,
    created_at: publishedAt,
    updated_at: publishedAt,
    author: { full_name: 'Maya Okafor', avatar_url: null, title: 'Advisor' },
    tags: tags.map((name) => ({ name })),
    ...extra,
  };
}

const rows = [
  row(
    'pricing',
    'Pricing your first product',
    ['Pricing', 'Monetization', 'Growth', 'Strategy', 'MVP'],
    '2026-05-01T00:00:00Z',
  ),
  row('retention', 'Retention before acquisition', ['Retention', 'Growth'], '2026-04-01T00:00:00Z'),
  row('stack', 'The no-code MVP stack', ['No-Code', 'MVP'], '2026-03-01T00:00:00Z'),
];

let answer: (url: URL) => Response | Promise<Response> = (url) => {
  const slug = url.searchParams.get('slug')?.replace(/^eq\./, '');
  const notId = url.searchParams.get('id')?.replace(/^neq\./, '');
  return HttpResponse.json(
    rows.filter((candidate) => (!slug || candidate.slug === slug) && candidate.id !== notId),
  );
};
const defaultAnswer = answer;
const server = setupServer(http.get('*/rest/v1/blog_posts', ({ request }) => answer(new URL(request.url))));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answer = defaultAnswer;
});
afterAll(() => server.close());

const main = () => within(screen.getByRole('main'));

describe('/blog', () => {
  it('shows "Loading blog posts...", then the newest as the featured article and the rest in the grid', async () => {
    await visit('/blog');
    expect(await screen.findByText('Loading blog posts...')).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured Article' });
    expect(within(featured).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pricing your first product',
    );
    expect(within(featured).getByText('May 1, 2026')).toBeInTheDocument();
    expect(within(featured).getByText('1 min read')).toBeInTheDocument();
    expect(within(featured).getByText('+2 more')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Growth' })).toHaveAttribute(
      'href',
      '/blog/tag/growth',
    );
    const grid = screen.getByRole('region', { name: 'All Articles' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Retention before acquisition', 'The no-code MVP stack']);
    expect(
      within(screen.getByRole('navigation', { name: 'Topics' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Topics', 'Growth', 'Monetization', 'MVP', 'No-Code', 'Pricing', 'Retention', 'Strategy']);
  });

  it('filters by search AND topic, empties with the no-results texts, and "Clear filters" resets both', async () => {
    const { user } = await visit('/blog');
    await user.click(await screen.findByRole('button', { name: 'MVP' }));
    expect(screen.getByRole('button', { name: 'MVP' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByPlaceholderText('Search articles...'), 'NO-CODE');
    expect(
      within(screen.getByRole('region', { name: 'Featured Article' })).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('The no-code MVP stack');
    expect(screen.queryByRole('region', { name: 'All Articles' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retention' }));
    expect(main().getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(main().getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'All Articles' })).toBeInTheDocument();
  });

  it('says "Check back soon for new content!" when nothing is published', async () => {
    answer = () => HttpResponse.json([]);
    await visit('/blog');
    expect(await screen.findByText('Check back soon for new content!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the load failure with "Try Again"', async () => {
    expectConsoleError();
    answer = () => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 });
    await visit('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/blog/tag/{tag}', () => {
  it('lists that tag only, under its name', async () => {
    await visit('/blog/tag/growth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth Articles' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Featured Article' });
    expect(
      main()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pricing your first product', 'Retention before acquisition']);
    expect(
      within(screen.getByRole('navigation', { name: 'Topics' })).getByRole('link', { name: 'Growth' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the 404 screen for a tag no published post carries', async () => {
    await visit('/blog/tag/underwater-basket-weaving');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.queryByText(/Underwater Basket Weaving/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No articles found' })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says "1 article shown" to screen readers when one post carries the tag', async () => {
    await visit('/blog/tag/no-code');
    await screen.findByRole('heading', { level: 1, name: 'No-Code Articles' });
    expect(screen.getByText('1 article shown')).toBeInTheDocument();
  });
});

describe('/blog/{slug}', () => {
  it('shows "Loading article...", then the article with its related posts', async () => {
    await visit('/blog/retention');
    expect(await screen.findByText('Loading article...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Retention before acquisition',
    );
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Blog' });
    expect(back).toHaveAttribute('href', '/blog');
    expect(back).toHaveTextContent(/^← Back to Blog$/);
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pricing your first product']);
    expect(within(related).getByRole('link', { name: /Read Article/ })).toHaveAttribute(
      'href',
      '/blog/pricing',
    );
    expect(screen.getByRole('heading', { name: 'Want More Insights Like This?' })).toBeInTheDocument();
    expect(document.title).toBe('Retention before acquisition | Foundercraft');
  });

  it('redirects an unknown post to /blog, replacing the history entry', async () => {
    const { entries } = await visit('/blog/no-such-post');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(window.location.pathname).toBe('/blog');
    expect(entries()).toBe(0);
  });

  it('shows the load failure with "Try Again"', async () => {
    expectConsoleError();
    answer = () => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 });
    await visit('/blog/retention');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog post. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
