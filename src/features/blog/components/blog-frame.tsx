import type { ReactNode } from 'react';
import { LoadingState } from '@/components/ui/status-message';
import { tagSlug } from '@/config/paths';
import { Seo } from '@/lib/seo';
import type { PostList } from '../api/posts';
import { postListPage } from '../data-pages';
import { BlogIndex } from './blog-index';

function tagName(list: PostList | undefined, tag: string): string {
  return list?.tags.find((name) => tagSlug(name) === tag) ?? tag;
}

function BlogHeader({ tag, list, page = 1 }: { tag?: string; list?: PostList; page?: number }) {
  const name = tag && tagName(list, tag);
  const ofPage = page > 1 ? `, page ${page}` : '';
  return (
    <header className="max-w-3xl">
      {name ? (
        <Seo
          title={`${name} Articles${ofPage}`}
          description={`Articles for early-stage founders about ${name}: practical, tested advice you can use this week.`}
        />
      ) : (
        <Seo
          title={`Blog${ofPage}`}
          description="Practical articles for early-stage founders on validating ideas, building no-code MVPs, pricing, retention and growth."
        />
      )}
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {name ? `${name} Articles` : 'Blog'}
      </h1>
      <p className="mt-4 text-xl text-slate-600">
        {name
          ? `Everything we have written about ${name}.`
          : 'Field notes on validating ideas, building MVPs and growing revenue, from founders who have done it.'}
      </p>
    </header>
  );
}

/**
 * The blog list pages: header, the list (all posts, or one tag's), then the newsletter the route gives. A tag
 * no published post carries is not a page: the route's not-found screen shows instead (the build writes only
 * the tags in use, so the host answers such an address with 404).
 */
export function BlogFrame({
  tag,
  page = 1,
  newsletter,
  notFound,
}: {
  tag?: string;
  /** Which page of the list (NaN: an address that is not a page number). */
  page?: number;
  newsletter: ReactNode;
  notFound: ReactNode;
}) {
  // A tag no published post carries, or a page past the last, is no page at all.
  const unknown = (list: PostList) =>
    !list.failed &&
    (Number.isNaN(page) ||
      (Boolean(tag) && !list.tags.some((name) => tagSlug(name) === tag)) ||
      (page > 1 && list.posts.length === 0));
  return (
    <postListPage.Content
      loading={
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
          {/* A tag page's name is known only once the posts are: no guessed title in the meantime. */}
          {!tag && <BlogHeader page={page} />}
          <LoadingState label="Loading blog posts..." />
        </div>
      }
    >
      {(list) =>
        unknown(list) ? (
          notFound
        ) : (
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
            <BlogHeader tag={tag} list={list} page={page} />
            <div className="mt-10">
              <BlogIndex list={list} tag={tag} />
            </div>
            <div className="mt-20">{newsletter}</div>
          </div>
        )
      }
    </postListPage.Content>
  );
}
