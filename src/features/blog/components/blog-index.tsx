import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchField, TextButton, textButtonClasses } from '@/components/ui/filter-controls';
import { EmptyState, LoadError } from '@/components/ui/status-message';
import { paths, tagSlug } from '@/config/paths';
import type { PostList } from '../api/posts';
import { distinctTags, filterPosts } from '../lib/posts';
import { PostCard } from './post-card';

export const blogIndexMessages = {
  failure: 'Failed to load blog posts. Please try again later.',
  empty: 'No articles found',
  emptyFiltered: 'Try adjusting your search or filter criteria.',
  emptyAll: 'Check back soon for new content!',
} as const;

/** What the live region reads after a search or a topic changes the list: "1 article shown", "3 articles shown". */
export const articlesShown = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} shown`;

const topicClasses = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
  }`;

const clearClasses = `mt-4 inline-block ${textButtonClasses}`;

/**
 * The blog list (docs/product/content.md#the-blog-list): search, topics, the featured (newest) match and the
 * grid of the rest. On /blog the topics filter in place; on a tag page (`tag` set) they are links to the
 * other tag pages.
 */
export function BlogIndex({ list, tag }: { list: PostList; tag?: string }) {
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<string | null>(null);
  const id = useId();

  if (list.failed) return <LoadError message={blogIndexMessages.failure} />;

  const selected = tag ?? topic;
  const [featured, ...rest] = filterPosts(list.posts, search, selected);
  const filtering = search.trim() !== '' || selected !== null;
  const clear = () => {
    setSearch('');
    setTopic(null);
  };

  return (
    <>
      <div role="search" className="space-y-6">
        <div className="max-w-xl">
          <SearchField
            label="Search articles"
            placeholder="Search articles..."
            value={search}
            onChange={setSearch}
          />
        </div>
        <nav aria-label="Topics">
          <ul className="flex flex-wrap gap-2">
            <li>
              {tag ? (
                <Link to={paths.blog.list} className={topicClasses(false)}>
                  All Topics
                </Link>
              ) : (
                <button
                  type="button"
                  aria-pressed={topic === null}
                  onClick={() => setTopic(null)}
                  className={topicClasses(topic === null)}
                >
                  All Topics
                </button>
              )}
            </li>
            {distinctTags(list.posts).map((name) => {
              const slug = tagSlug(name);
              const active = selected === slug;
              return (
                <li key={name}>
                  {tag ? (
                    <Link
                      to={paths.blog.tag(name)}
                      aria-current={active ? 'page' : undefined}
                      className={topicClasses(active)}
                    >
                      {name}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => setTopic(active ? null : slug)}
                      className={topicClasses(active)}
                    >
                      {name}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <p aria-live="polite" className="sr-only">
        {articlesShown(featured ? rest.length + 1 : 0)}
      </p>

      {!featured ? (
        <div className="mt-12">
          <EmptyState title={blogIndexMessages.empty}>
            {filtering ? (
              <>
                <p>{blogIndexMessages.emptyFiltered}</p>
                {/* A tag page's tag is its address: clearing it means going back to the whole blog. */}
                {tag ? (
                  <Link to={paths.blog.list} className={clearClasses}>
                    Clear filters
                  </Link>
                ) : (
                  <TextButton onClick={clear} className="mt-4">
                    Clear filters
                  </TextButton>
                )}
              </>
            ) : (
              <p>{blogIndexMessages.emptyAll}</p>
            )}
          </EmptyState>
        </div>
      ) : (
        <>
          <section aria-labelledby={`${id}-featured`} className="mt-12">
            <h2 id={`${id}-featured`} className="text-2xl font-bold text-slate-900">
              Featured Article
            </h2>
            <div className="mt-6">
              <PostCard post={featured} featured />
            </div>
          </section>
          {rest.length > 0 && (
            <section aria-labelledby={`${id}-all`} className="mt-16">
              <h2 id={`${id}-all`} className="text-2xl font-bold text-slate-900">
                All Articles
              </h2>
              <ul className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
