/**
 * Whether the visitor has started to leave the page (a link, a form post, a reload) while a download is
 * under way. Firefox and WebKit then cancel the page's downloads, and each fails as if the network had:
 * such a failure is nobody's error. Watched only while a download matters, because a `beforeunload`
 * listener can cost a page its place in the back/forward cache.
 */
export function watchForLeaving(): { left: () => boolean; stop: () => void } {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  window.addEventListener('beforeunload', onLeave);
  window.addEventListener('pagehide', onLeave);
  return {
    left: () => left,
    stop() {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
    },
  };
}
