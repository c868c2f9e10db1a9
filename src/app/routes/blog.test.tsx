import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tagSlug } from '@/config/paths';
import { visitSite as visit } from '@/testing/render-app';
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error';
import { blogIndexMessages } from '@/features/blog/components/blog-index';
import { articleMessages } from './blog/post';

/** A published post as the database holds it. */
type Post = { slug: string; title: string; summary: string; content: string; tags: string[]; date: string };

const post = (
  slug: string,
  title: string,
  tags: string[],
  date: string,
  content = `All about ${title}.`,
) => ({
  slug,
  title,
  summary: `${title} in short.`,
  content,
  tags,
  date,
});

const seed: Post[] = [
  post(
    'pricing',
    'Pricing your first product',
    ['Pricing', 'Monetization', 'Growth', 'Strategy', 'MVP'],
    '2026-05-01T00:00:00Z',
  ),
  post('retention', 'Retention before acquisition', ['Retention', 'Growth'], '2026-04-01T00:00:00Z'),
  post(
    'stack',
    'The no-code MVP stack',
    ['No-Code', 'MVP'],
    '2026-03-01T00:00:00Z',
    'Bubble, Airtable and Zapier.',
  ),
];
/** 30 more posts, one a day back from 2026-02-28, for the pages. */
const many: Post[] = Array.from({ length: 30 }, (_, i) =>
  post(`note-${i + 1}`, `Field note ${i + 1}`, ['Notes'], new Date(Date.UTC(2026, 1, 28 - i)).toISOString()),
);

let posts: Post[] = seed;
let failing = false;
/** Every list read and search the page sent, as its arguments. */
let searches: URLSearchParams[] = [];

const card = (p: Post) => ({
  id: p.slug,
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  featured_image: null,
  published_date: p.date,
  updated_at: p.date,
  read_time: 1,
  tags: [...p.tags].sort((a, b) => a.localeCompare(b)),
});

/** Public posts matching a text and a tag, newest first, as supabase/tests/blog-reads.test.ts pins it down. */
function matching(needle: string, tag: string | null) {
  return posts
    .filter((p) => !needle || `${p.title}\n${p.summary}\n${p.content}`.toLowerCase().includes(needle))
    .filter((p) => !tag || p.tags.some((name) => tagSlug(name) === tag))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The API's blog_posts: a page of the list by offset, with the total. */
function blogPosts(args: URLSearchParams) {
  const offset = Number(args.get('page_offset') ?? 0);
  const limit = Number(args.get('page_size') ?? 12);
  const found = matching('', args.get('tag'));
  return {
    total: found.length,
    has_more: found.length > offset + limit,
    posts: found.slice(offset, offset + limit).map(card),
  };
}

/** The API's blog_search: a page of matches after the cursor `after` (the date and id of the last one shown). */
function blogSearch(args: URLSearchParams) {
  const limit = Number(args.get('page_size') ?? 12);
  const found = matching((args.get('search') ?? '').trim().toLowerCase(), args.get('tag'));
  const after = args.get('after');
  const start = after ? found.findIndex((p) => `${p.date}|${p.slug}` === after) + 1 : 0;
  const page = found.slice(start, start + limit);
  const more = found.length > start + limit;
  return {
    has_more: more,
    next: more ? `${page.at(-1)!.date}|${page.at(-1)!.slug}` : null,
    posts: page.map(card),
  };
}

const down = () => HttpResponse.json({ code: 'XX000', message: 'down' }, { status: 500 });
const server = setupServer(
  http.get('*/rest/v1/rpc/blog_posts', ({ request }) => {
    if (failing) return down();
    const args = new URL(request.url).searchParams;
    searches.push(args);
    return HttpResponse.json(blogPosts(args));
  }),
  http.post('*/rest/v1/rpc/blog_search', async ({ request }) => {
    if (failing) return down();
    const body = (await request.json()) as Record<string, string | number>;
    const args = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]));
    searches.push(args);
    return HttpResponse.json(blogSearch(args));
  }),
  http.get('*/rest/v1/rpc/blog_tags', () =>
    failing ? down() : HttpResponse.json([...new Set(posts.flatMap((p) => p.tags))].sort()),
  ),
  http.get('*/rest/v1/rpc/blog_related', ({ request }) => {
    const me = posts.find((p) => p.slug === new URL(request.url).searchParams.get('post_slug'));
    const shared = (p: Post) => p.tags.filter((tag) => me?.tags.includes(tag)).length;
    return HttpResponse.json(
      posts
        .filter((p) => p !== me && shared(p) > 0)
        .sort((a, b) => shared(b) - shared(a))
        .slice(0, 3)
        .map(card),
    );
  }),
  http.get('*/rest/v1/rpc/blog_post', ({ request }) => {
    if (failing) return down();
    const found = posts.find((p) => p.slug === new URL(request.url).searchParams.get('post_slug'));
    return HttpResponse.json(
      found
        ? {
            ...card(found),
            subtitle: null,
            content: found.content,
            published_at: found.date,
            created_at: found.date,
            author: { full_name: 'Maya Okafor', avatar_url: null, title: 'Advisor' },
          }
        : null,
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Before each test: the last test's list keeps its place in sessionStorage as it is unmounted.
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  posts = seed;
  failing = false;
  searches = [];
});
afterAll(() => server.close());

const main = () => within(screen.getByRole('main'));
const gridTitles = () =>
  within(screen.getByRole('region', { name: 'All Articles' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/blog', () => {
  it('shows "Loading blog posts...", then the newest as the featured article, the grid, and topics as links to the tag pages', async () => {
    await visit('/blog');
    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured Article' });
    expect(within(featured).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pricing your first product',
    );
    expect(within(featured).getByText('May 1, 2026')).toBeInTheDocument();
    expect(within(featured).getByText('+2 more')).toBeInTheDocument();
    expect(gridTitles()).toEqual(['Retention before acquisition', 'The no-code MVP stack']);
    const topics = within(screen.getByRole('navigation', { name: 'Topics' })).getAllByRole('link');
    expect(topics.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Topics', '/blog'],
      ['Growth', '/blog/tag/growth'],
      ['Monetization', '/blog/tag/monetization'],
      ['MVP', '/blog/tag/mvp'],
      ['No-Code', '/blog/tag/no-code'],
      ['Pricing', '/blog/tag/pricing'],
      ['Retention', '/blog/tag/retention'],
      ['Strategy', '/blog/tag/strategy'],
    ]);
    expect(topics[0]).toHaveAttribute('aria-current', 'page');
    // Without scripts the search is a form that sends ?q= to the list itself.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/blog');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveAttribute('name', 'q');
  });

  it('shows the first page (featured + 12), and "Load more" appends the next 12 in place, its link naming the next page', async () => {
    posts = [...seed, ...many];
    const { user } = await visit('/blog');
    await screen.findByRole('region', { name: 'Featured Article' });
    expect(gridTitles()).toHaveLength(12);
    expect(screen.getByText('13 articles shown')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: blogIndexMessages.loadMore });
    expect(more).toHaveAttribute('href', '/blog/page/2');

    await user.click(more);
    await waitFor(() => expect(gridTitles()).toHaveLength(24));
    expect(gridTitles().slice(10, 14)).toEqual([
      'Field note 9',
      'Field note 10',
      'Field note 11',
      'Field note 12',
    ]);
    expect(screen.getByText('25 articles shown')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/blog');
    expect(screen.getByRole('link', { name: blogIndexMessages.loadMore })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(searches.at(-1)?.get('page_offset')).toBe('13');

    await user.click(screen.getByRole('link', { name: blogIndexMessages.loadMore }));
    await waitFor(() => expect(gridTitles()).toHaveLength(32));
    expect(screen.queryByRole('link', { name: blogIndexMessages.loadMore })).not.toBeInTheDocument();
  });

  it('keeps what was loaded for the way back, not for a new visit to the list', async () => {
    posts = [...seed, ...many];
    const { user, router } = await visit('/blog');
    await screen.findByRole('region', { name: 'Featured Article' });
    await user.click(screen.getByRole('link', { name: blogIndexMessages.loadMore }));
    await waitFor(() => expect(gridTitles()).toHaveLength(24));
    // Away to another page (a topic's), then Back.
    const topics = () => within(screen.getByRole('navigation', { name: 'Topics' }));
    await user.click(topics().getByRole('link', { name: 'Growth' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth Articles' })).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(gridTitles()).toHaveLength(24));
    expect(screen.getByText('25 articles shown')).toBeInTheDocument();

    // A link to the list is a new visit: its first page.
    await user.click(topics().getByRole('link', { name: 'Growth' }));
    await screen.findByRole('heading', { level: 1, name: 'Growth Articles' });
    await router.navigate('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(gridTitles()).toHaveLength(12));
    expect(screen.getByText('13 articles shown')).toBeInTheDocument();
  });

  it('searches as the visitor types, once typing pauses, with ?q= in the address; "Clear filters" ends it', async () => {
    const { user } = await visit('/blog');
    await screen.findByRole('region', { name: 'Featured Article' });
    await user.type(screen.getByPlaceholderText('Search articles...'), 'AIRTABLE');
    await waitFor(() => expect(window.location.search).toBe('?q=AIRTABLE'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Featured Article' })).getByRole('heading', { level: 3 }),
      ).toHaveTextContent('The no-code MVP stack'),
    );
    // One request for the whole word, not one per key.
    expect(searches.filter((args) => args.get('search'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'All Articles' })).not.toBeInTheDocument();
    expect(screen.getByText('1 article shown')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search articles...'), ' blockchain');
    expect(await main().findByRole('heading', { name: blogIndexMessages.empty })).toBeInTheDocument();
    expect(main().getByText(blogIndexMessages.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(await screen.findByRole('region', { name: 'All Articles' })).toBeInTheDocument();
  });

  it('asks for three characters before it searches: one or two leave the list as it is', async () => {
    const { user } = await visit('/blog');
    await screen.findByRole('region', { name: 'Featured Article' });
    await user.type(screen.getByPlaceholderText('Search articles...'), 'ai');
    await waitFor(() => expect(window.location.search).toBe('?q=ai'));
    expect(await screen.findByText(blogIndexMessages.searchTooShort)).toBeInTheDocument();
    await waitFor(() =>
      expect(gridTitles()).toEqual(['Retention before acquisition', 'The no-code MVP stack']),
    );
    expect(searches.filter((args) => args.get('search'))).toEqual([]);
    await user.type(screen.getByPlaceholderText('Search articles...'), 'r');
    await waitFor(() => expect(searches.filter((args) => args.get('search'))).toHaveLength(1));
    expect(screen.queryByText(blogIndexMessages.searchTooShort)).not.toBeInTheDocument();
  });

  it('opens a shared search address with the search filled in and the topic chosen', async () => {
    await visit('/blog?q=pricing&tag=growth');
    expect(await screen.findByPlaceholderText('Search articles...')).toHaveValue('pricing');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Featured Article' })).getByRole('heading', { level: 3 }),
      ).toHaveTextContent('Pricing your first product'),
    );
    expect(searches.at(-1)?.get('search')).toBe('pricing');
    expect(searches.at(-1)?.get('tag')).toBe('growth');
    const topics = within(screen.getByRole('navigation', { name: 'Topics' }));
    expect(topics.getByRole('link', { name: 'Growth' })).toHaveAttribute('aria-current', 'page');
    // A topic chosen during a search keeps the search.
    expect(topics.getByRole('link', { name: 'MVP' })).toHaveAttribute('href', '/blog?q=pricing&tag=mvp');
  });

  it('says "Check back soon for new content!" when nothing is published', async () => {
    posts = [];
    await visit('/blog');
    expect(await screen.findByText(blogIndexMessages.emptyAll, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the load failure with "Try Again"', async () => {
    expectConsoleError();
    failing = true;
    await visit('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent(blogIndexMessages.failure);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/blog/page/{n}', () => {
  it('shows that page of the grid, a link back to newer articles and one to the next page', async () => {
    posts = [...seed, ...many];
    await visit('/blog/page/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'All Articles' });
    expect(screen.queryByRole('region', { name: 'Featured Article' })).not.toBeInTheDocument();
    expect(gridTitles()[0]).toBe('Field note 11');
    expect(gridTitles()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Newer articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: blogIndexMessages.loadMore })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(document.title).toBe('Blog, page 2 | Foundercraft');
  });

  it('is the 404 screen past the last page', async () => {
    await visit('/blog/page/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
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
    expect(screen.getByRole('search')).toHaveAttribute('action', '/blog/tag/growth');
  });

  it('pages like the list: "Load more" names the tag\'s next page', async () => {
    posts = [...seed, ...many];
    await visit('/blog/tag/notes');
    await screen.findByRole('region', { name: 'Featured Article' });
    expect(screen.getByRole('link', { name: blogIndexMessages.loadMore })).toHaveAttribute(
      'href',
      '/blog/tag/notes/page/2',
    );
  });

  it('shows the 404 screen for a tag no published post carries', async () => {
    await visit('/blog/tag/underwater-basket-weaving');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: blogIndexMessages.empty })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says "1 article shown" to screen readers when one post carries the tag', async () => {
    await visit('/blog/tag/no-code');
    await screen.findByRole('heading', { level: 1, name: 'No-Code Articles' });
    expect(await screen.findByText('1 article shown')).toBeInTheDocument();
  });
});

describe('/blog/{slug}', () => {
  it('shows "Loading article...", then the article with its related posts from the database', async () => {
    await visit('/blog/retention');
    expect(await screen.findByText('Loading article...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Retention before acquisition',
    );
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Blog' });
    expect(back).toHaveAttribute('href', '/blog');
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
    failing = true;
    await visit('/blog/retention');
    expect(await screen.findByRole('alert')).toHaveTextContent(articleMessages.failure);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
