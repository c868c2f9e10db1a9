// Injected by the engines suite (tests/engines/proxy.ts) where a test watches the brand face arrive: from the
// first frame the browser renders, what face the heading is set in and where every element of the first
// screen sits, so a test can tell whether anything moved afterwards. Layout-shift entries would say so in
// Chromium alone.
(function () {
  /** Whether the heading is set in the brand face: the same words in the fallback family measure otherwise. */
  function headingFace() {
    const heading = document.querySelector('h1');
    if (!heading) return 'none';
    const width = (family) => {
      const probe = document.createElement('span');
      probe.textContent = heading.textContent;
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;${family ? `font-family:${family}` : ''}`;
      heading.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    };
    return width('') === width("'Bricolage Grotesque Fallback'") ? 'fallback' : 'brand';
  }

  function brandStatus() {
    return [...document.fonts].find((face) => face.family.includes('Bricolage Grotesque Variable'))?.status;
  }

  function firstScreen() {
    const watched = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.parentElement?.closest('svg')) continue; // a picture's parts move with the picture
      const box = element.getBoundingClientRect();
      if (box.height > 0 && box.bottom > 0 && box.top < innerHeight)
        watched.push({ element, top: box.top, bottom: box.bottom <= innerHeight ? box.bottom : null });
    }
    return watched;
  }

  const watch = { first: null, watched: [] };
  window.__fontWatch = watch;
  requestAnimationFrame(function frame() {
    if (!document.querySelector('#root h1')) return requestAnimationFrame(frame);
    watch.watched = firstScreen();
    watch.first = { at: Math.round(performance.now()), face: headingFace(), status: brandStatus() };
  });

  /** What the first frame showed, what the page shows now, and what moved in between. */
  window.__fontWatchResult = () => {
    const moved = [];
    for (const { element, top, bottom } of watch.watched) {
      const box = element.getBoundingClientRect();
      // A pixel or more: engines place boxes at fractions of a pixel, and a fraction is not a visible move.
      if (Math.abs(box.top - top) >= 1 || (bottom !== null && Math.abs(box.bottom - bottom) >= 1))
        moved.push(
          `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}": top ${top} → ${box.top}`,
        );
    }
    return { first: watch.first, now: { face: headingFace(), status: brandStatus() }, moved };
  };
})();
