/**
 * Dates as the site writes them, in US English and in UTC so the build and the browser agree.
 *
 * Written out rather than through `Intl`: a page's first `Intl` formatter loads the browser's locale data,
 * which measured 50-95 ms of one task at 4× CPU, inside hydration on every page that shows a date
 * (ADR 0023; the traces are in docs/performance.md's history). The test checks every day against `Intl`.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "November 22, 2026" */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "March 2026" */
export function monthAndYear(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
