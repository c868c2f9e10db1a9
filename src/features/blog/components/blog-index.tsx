import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchField, textButtonClasses } from '@/components/ui/filter-controls';
import { EmptyState, LoadError } from '@/components/ui/status-message';
import { paths, tagSlug } from '@/config/paths';
import { isSearch, SEARCH_MIN_LENGTH, type PostList } from '../api/posts';
import { pageWindow, type BlogCard } from '../lib/posts';
import { useListAddress } from '../lib/use-list-address';
import { SEARCH_DEBOUNCE_MS, usePostPages, useSearchResults } from '../lib/use-post-pages';
import { PostCard } from './post-card';

export const blogIndexMessages = {
  failure: 'Failed to load blog posts. Please try again later.',
  empty: 'No articles found',
  emptyFiltered: 'Try adjusting your search or filter criteria.',
  emptyAll: 'Check back soon for new content!',
  searching: 'Searching articles...',
  searchTooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  loadMore: 'Load more',
  loadingMore: 'Loading more articles...',
  moreFailed: 'Could not load more articles. Please try again.',
  newer: 'Newer articles',
} as const;

/** What the live region reads after a search or a topic changes the list: "1 article shown", "3 articles shown". */
export const articlesShown = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} shown`;

const topicClasses = (active: boolean) =>
  `inline-block rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
  }`;

const moreClasses =
  'inline-flex items-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The blog list (docs/product/content.md#the-blog-list): search, topics, then one page of posts, the first
 * page with the newest as the featured article, and "Load more" below. Everything works as plain HTML
 * first: the search is a form that sends `?q=`, the topics are links to the tag pages and "Load more" is a
 * link to the next page. With scripts, the search runs as the visitor types (`?q=` and `?tag=` kept in the
 * address) and "Load more" appends the next page in place.
 */
export function BlogIndex({ list, tag }: { list: PostList; tag?: string }) {
  const address = useListAddress();
  const [typed, setTyped] = useState(address.search);
  const [inAddress, setInAddress] = useState(address.search);
  const id = useId();
  // The address changed under the field (Back, a shared link, "Clear filters"): the field follows.
  if (inAddress !== address.search) {
    setInAddress(address.search);
    setTyped(address.search);
  }
  useEffect(() => {
    if (typed === address.search) return;
    const timer = setTimeout(() => address.go({ ...address, search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, address]);

  const topic = tag ?? (address.topic || undefined);
  const searching = address.search.trim() !== '' || (!tag && address.topic !== '');
  const results = useSearchResults(searching ? { search: address.search, tag: topic } : undefined);

  if (list.failed) return <LoadError message={blogIndexMessages.failure} />;
  const listPath = tag ? paths.blog.tag(tag) : paths.blog.list;
  const topicPath = (name: string) =>
    address.search
      ? `${paths.blog.list}?${new URLSearchParams({ q: address.search, tag: tagSlug(name) })}`
      : paths.blog.tag(name);

  return (
    <>
      <form
        role="search"
        action={listPath}
        method="get"
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          address.go({ ...address, search: typed });
        }}
      >
        <div className="max-w-xl">
          <SearchField
            label="Search articles"
            placeholder="Search articles..."
            name="q"
            value={typed}
            onChange={setTyped}
          />
        </div>
        {!tag && address.topic && <input type="hidden" name="tag" value={address.topic} />}
        {address.search.trim() !== '' && !isSearch(address.search) && (
          <p role="status" className="text-slate-600">
            {blogIndexMessages.searchTooShort}
          </p>
        )}
      </form>
      <nav aria-label="Topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={
                address.search
                  ? `${paths.blog.list}?${new URLSearchParams({ q: address.search })}`
                  : paths.blog.list
              }
              aria-current={!topic ? 'page' : undefined}
              className={topicClasses(!topic)}
            >
              All Topics
            </Link>
          </li>
          {list.tags.map((name) => {
            const active = topic === tagSlug(name);
            return (
              <li key={name}>
                <Link
                  to={topicPath(name)}
                  aria-current={active ? 'page' : undefined}
                  className={topicClasses(active)}
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {searching ? (
        results ? (
          <PostPages
            key={`${address.search}|${topic ?? ''}`}
            place={`${listPath}?${new URLSearchParams({ q: address.search, tag: topic ?? '' })}`}
            list={{ ...results, page: 1 }}
            query={{ search: address.search, tag: topic, offset: 0 }}
            clearTo={listPath}
            headingId={id}
          />
        ) : (
          <p role="status" className="mt-12 text-slate-600">
            {blogIndexMessages.searching}
          </p>
        )
      ) : (
        <PostPages
          key={`${listPath}|${list.page}`}
          place={
            list.page > 1 ? (tag ? paths.blog.tagPage(tag, list.page) : paths.blog.page(list.page)) : listPath
          }
          list={list}
          query={{ tag, offset: pageWindow(list.page).offset }}
          nextPage={(n) => (tag ? paths.blog.tagPage(tag, n) : paths.blog.page(n))}
          headingId={id}
        />
      )}
    </>
  );
}

/**
 * One list of posts: the featured one on a first page, the grid, and "Load more". `nextPage` names the
 * pages of a list (a search has none: its "Load more" is a button); `clearTo` is where "Clear filters" goes.
 */
function PostPages({
  place,
  list,
  query,
  nextPage,
  clearTo,
  headingId,
}: {
  place: string;
  list: Pick<PostList, 'posts' | 'hasMore' | 'total' | 'failed' | 'page'>;
  query: { search?: string; tag?: string; offset: number };
  nextPage?: (n: number) => string;
  clearTo?: string;
  headingId: string;
}) {
  const pages = usePostPages({ place, first: list, query });
  if (list.failed) return <LoadError message={blogIndexMessages.failure} />;
  const firstPage = list.page <= 1;
  const [featured, ...rest] = firstPage ? pages.posts : [undefined, ...pages.posts];
  const shown = pages.posts.length;
  const loadedPages = list.page + Math.ceil((shown - pageWindow(list.page).limit) / pageWindow(2).limit);
  const next = nextPage?.(Math.max(list.page, loadedPages) + 1);

  return (
    <>
      {/* Page links for crawlers and browsers: the list's own pages, never a search's. */}
      {nextPage && !firstPage && <link rel="prev" href={nextPage(list.page - 1)} />}
      {nextPage && list.hasMore && <link rel="next" href={nextPage(list.page + 1)} />}
      <p aria-live="polite" className="sr-only">
        {articlesShown(shown)}
      </p>
      {shown === 0 ? (
        <div className="mt-12">
          <EmptyState title={blogIndexMessages.empty}>
            {clearTo ? (
              <>
                <p>{blogIndexMessages.emptyFiltered}</p>
                <Link to={clearTo} className={`mt-4 inline-block ${textButtonClasses}`}>
                  Clear filters
                </Link>
              </>
            ) : (
              <p>{blogIndexMessages.emptyAll}</p>
            )}
          </EmptyState>
        </div>
      ) : (
        <>
          {featured && (
            <section aria-labelledby={`${headingId}-featured`} className="mt-12">
              <h2 id={`${headingId}-featured`} className="text-2xl font-bold text-slate-900">
                Featured Article
              </h2>
              <div className="mt-6">
                <PostCard post={featured} featured />
              </div>
            </section>
          )}
          {rest.length > 0 && <PostGrid posts={rest as BlogCard[]} headingId={headingId} />}
          <div className="mt-12 flex flex-wrap items-center justify-center gap-4">
            {nextPage && !firstPage && (
              <Link to={nextPage(list.page - 1)} className={moreClasses}>
                {blogIndexMessages.newer}
              </Link>
            )}
            {pages.hasMore &&
              (pages.loading ? (
                <p role="status" className="text-slate-600">
                  {blogIndexMessages.loadingMore}
                </p>
              ) : next ? (
                <a
                  href={next}
                  className={moreClasses}
                  onClick={(event) => {
                    event.preventDefault();
                    void pages.loadMore();
                  }}
                >
                  {blogIndexMessages.loadMore}
                </a>
              ) : (
                <button type="button" className={moreClasses} onClick={() => void pages.loadMore()}>
                  {blogIndexMessages.loadMore}
                </button>
              ))}
          </div>
          {pages.failed && (
            <p role="alert" className="mt-4 text-center text-red-700">
              {blogIndexMessages.moreFailed}
            </p>
          )}
        </>
      )}
    </>
  );
}

function PostGrid({ posts, headingId }: { posts: BlogCard[]; headingId: string }) {
  return (
    <section aria-labelledby={`${headingId}-all`} className="mt-16">
      <h2 id={`${headingId}-all`} className="text-2xl font-bold text-slate-900">
        All Articles
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
