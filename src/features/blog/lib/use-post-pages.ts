import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readPosts, type PostPage, type PostQuery } from '../api/posts';
import { PAGE_SIZE, type BlogCard } from './posts';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The posts of a search (or of a topic chosen on /blog), read by the database as the text and tag change:
 * the previous read is cancelled when a new one starts, so an older answer can never replace a newer one.
 * Undefined while reading.
 */
export function useSearchResults(query: { search: string; tag?: string } | undefined): PostPage | undefined {
  const [result, setResult] = useState<{ key: string; page: PostPage }>();
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (!key) return;
    const asked = JSON.parse(key) as { search: string; tag?: string };
    const controller = new AbortController();
    readPosts({ ...asked, offset: 0, limit: PAGE_SIZE + 1 }, controller.signal).then(
      (page) => setResult({ key, page }),
      () => undefined, // cancelled: a newer search is on its way
    );
    return () => controller.abort();
  }, [key]);
  return result?.key === key ? result.page : undefined;
}

/**
 * What a list had loaded past its first page (and, for a search, where its next page starts), and where the
 * visitor was, when they left it.
 */
type KeptList = { posts: BlogCard[]; hasMore: boolean; next?: string; scrollY: number };

const storageKey = (entry: string) => `blog-list:${entry}`;
const listeners = new Set<() => void>();
/** The parsed value of each entry, kept while its stored text is unchanged (a snapshot must be stable). */
const parsed = new Map<string, { text: string | null; value: KeptList | null }>();

function stored(entry: string): KeptList | null {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(storageKey(entry));
  } catch {
    text = null;
  }
  const known = parsed.get(entry);
  if (known && known.text === text) return known.value;
  let value: KeptList | null = null;
  try {
    value = JSON.parse(text ?? 'null') as KeptList | null;
  } catch {
    value = null;
  }
  parsed.set(entry, { text, value });
  return value;
}

function store(entry: string, value: KeptList): void {
  const text = JSON.stringify(value);
  parsed.set(entry, { text, value });
  try {
    sessionStorage.setItem(storageKey(entry), text);
  } catch {
    // Private mode or full storage: the place is kept until the next read.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A list with "Load more": the posts it started with, then further pages read from the database and
 * appended. What was loaded and where the visitor was are kept per history entry (sessionStorage, under
 * the list's address and the entry's key), so Back to the list shows the same posts at the same place,
 * while a new visit to the list (a link) starts at its first page. Hydration renders the build's posts
 * (the server's snapshot); a list the visitor comes back to renders the kept ones at once.
 */
export function usePostPages({
  place,
  first,
  query,
}: {
  /** The list's address. */
  place: string;
  first: PostPage;
  query: Omit<PostQuery, 'limit'>;
}) {
  const entry = `${place}#${useLocation().key}`;
  const kept = useSyncExternalStore(
    subscribe,
    () => stored(entry),
    () => null,
  );
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const more = kept?.posts.length ? kept : null;
  const posts = more ? [...first.posts, ...more.posts] : first.posts;
  const hasMore = more ? more.hasMore : first.hasMore;
  const next = more ? more.next : first.next;

  const latest = useRef({ posts, more, next, entry, query });
  useEffect(() => {
    latest.current = { posts, more, next, entry, query };
  });

  // Back on the list: where the visitor was. The router restores the scroll as the page changes, but a
  // list reached by navigation reads its posts first, so the page is still short then: do it again now.
  useEffect(() => {
    const scrollY = stored(entry)?.scrollY;
    if (scrollY) window.scrollTo(0, scrollY);
  }, [entry]);
  // Leaving the list: a layout effect's cleanup runs before the next page is drawn or scrolled to its top,
  // so window.scrollY is still the list's.
  useLayoutEffect(
    () => () => {
      const { more: loaded, entry: at } = latest.current;
      store(at, {
        posts: loaded?.posts ?? [],
        hasMore: loaded?.hasMore ?? false,
        next: loaded?.next,
        scrollY: window.scrollY,
      });
    },
    [entry],
  );

  const loadMore = useCallback(async () => {
    const { posts: shown, more: loaded, next: after, entry: at, query: asked } = latest.current;
    setState('loading');
    const page = await readPosts({ ...asked, offset: asked.offset + shown.length, after, limit: PAGE_SIZE });
    if (page.failed) return setState('failed');
    setState('idle');
    store(at, {
      posts: [...(loaded?.posts ?? []), ...page.posts],
      hasMore: page.hasMore,
      next: page.next,
      scrollY: window.scrollY,
    });
  }, []);

  return { posts, hasMore, loading: state === 'loading', failed: state === 'failed', loadMore };
}
