import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './fail-on-console-error.ts';

afterEach(cleanup);
// Forms keep drafts and unsent leads in localStorage (src/lib/lead-delivery/): each test starts without.
afterEach(() => localStorage.clear());

// Lazy routes load their chunk before they render; on a busy two-core machine that can take over the
// default one second. Waiting longer changes nothing when the screen is right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout engine, so no media queries: report a narrow viewport, where none match.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout either, so nothing to scroll: navigations call scrollTo, which jsdom only reports
// as "not implemented" on every test. A no-op says the same without the noise.
window.scrollTo = () => {};
