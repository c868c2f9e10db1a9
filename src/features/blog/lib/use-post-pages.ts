import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { searchPosts, type PostPage, type PostQuery } from '../api/posts';
import { PAGE_SIZE, type BlogCard } from './posts';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The posts of a search, read by the database as the text and tag change: the previous read is cancelled
 * when a new one starts, so an older answer can never replace a newer one. Undefined while reading.
 */
export function useSearchResults(query: { search: string; tag?: string } | undefined): PostPage | undefined {
  const [result, setResult] = useState<{ key: string; page: PostPage }>();
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (!key) return;
    const asked = JSON.parse(key) as { search: string; tag?: string };
    const controller = new AbortController();
    searchPosts({ ...asked, offset: 0, limit: PAGE_SIZE + 1 }, controller.signal).then(
      (page) => setResult({ key, page }),
      () => undefined, // cancelled: a newer search is on its way
    );
    return () => controller.abort();
  }, [key]);
  return result?.key === key ? result.page : undefined;
}

type MorePosts = { posts: BlogCard[]; hasMore: boolean; scrollY: number };

const storageKey = (place: string) => `blog-list:${place}`;
const listeners = new Set<() => void>();
/** The parsed value of each place, kept while its stored text is unchanged (a snapshot must be stable). */
const parsed = new Map<string, { text: string | null; value: MorePosts | null }>();

function stored(place: string): MorePosts | null {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(storageKey(place));
  } catch {
    text = null;
  }
  const known = parsed.get(place);
  if (known && known.text === text) return known.value;
  let value: MorePosts | null = null;
  try {
    value = JSON.parse(text ?? 'null') as MorePosts | null;
  } catch {
    value = null;
  }
  parsed.set(place, { text, value });
  return value;
}

function store(place: string, value: MorePosts): void {
  const text = JSON.stringify(value);
  parsed.set(place, { text, value });
  try {
    sessionStorage.setItem(storageKey(place), text);
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
 * appended. What was loaded is kept for the tab (sessionStorage, per address), so returning to the list
 * shows the same posts where the visitor left them. Hydration renders the build's posts (the server's
 * snapshot); a list the visitor comes back to renders the kept ones at once.
 */
export function usePostPages({
  place,
  first,
  query,
}: {
  /** The list's address: what it loaded is kept under it. */
  place: string;
  first: PostPage;
  query: Omit<PostQuery, 'limit'>;
}) {
  const more = useSyncExternalStore(
    subscribe,
    () => stored(place),
    () => null,
  );
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const posts = more ? [...first.posts, ...more.posts] : first.posts;
  const hasMore = more ? more.hasMore : first.hasMore;

  const latest = useRef({ posts, more, place, query });
  useEffect(() => {
    latest.current = { posts, more, place, query };
  });

  // Back on the list: where the visitor was (the router scrolls to the top first).
  useEffect(() => {
    const kept = stored(place);
    if (kept?.scrollY) window.scrollTo(0, kept.scrollY);
    // Where the visitor is, from scroll events: by the time the list unmounts, the next page has
    // already been scrolled to its top.
    let scrollY = window.scrollY;
    const onScroll = () => {
      scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      const { more: loaded, place: at } = latest.current;
      if (loaded) store(at, { ...loaded, scrollY });
    };
  }, [place]);

  const loadMore = useCallback(async () => {
    const { posts: shown, more: loaded, place: at, query: asked } = latest.current;
    setState('loading');
    const page = await searchPosts({ ...asked, offset: asked.offset + shown.length, limit: PAGE_SIZE });
    if (page.failed) return setState('failed');
    setState('idle');
    store(at, {
      posts: [...(loaded?.posts ?? []), ...page.posts],
      hasMore: page.hasMore,
      scrollY: window.scrollY,
    });
  }, []);

  return { posts, hasMore, loading: state === 'loading', failed: state === 'failed', loadMore };
}
