/** Breakpoints the whole site uses (Tailwind's `sm` and `lg`). */
export const BREAKPOINT_SM = 640;
export const BREAKPOINT_LG = 1024;

/** Over this much scroll the bar shrinks from its full to its compact height, then stays compact. */
export const NAV_SHRINK_RANGE = 300;

type HeightRange = { full: number; compact: number };

export function navHeightRange(viewportWidth: number): HeightRange {
  if (viewportWidth >= BREAKPOINT_LG) return { full: 80, compact: 64 };
  if (viewportWidth >= BREAKPOINT_SM) return { full: 76, compact: 62 };
  return { full: 70, compact: 60 };
}

/** The navigation bar's height in px for a scroll position and viewport width: linear over the first 300px. */
export function navHeight(scrollY: number, viewportWidth: number): number {
  const { full, compact } = navHeightRange(viewportWidth);
  const progress = Math.min(Math.max(scrollY, 0), NAV_SHRINK_RANGE) / NAV_SHRINK_RANGE;
  return full - (full - compact) * progress;
}
