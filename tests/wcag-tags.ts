/**
 * The axe rules every page is held to, in every engine (tests/e2e/axe.ts for Chromium, tests/engines for
 * Firefox and WebKit): WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. Named, 2.2's
 * target-size rule runs too, which axe leaves off by default.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
