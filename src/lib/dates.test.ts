import { afterEach, expect, it, vi } from 'vitest';
import { longDate, monthAndYear } from './dates';

const DAY = 24 * 60 * 60 * 1000;
afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * Every day of 2024 (a leap year) through 2027, just after and just before midnight UTC, written as the
 * database writes a `timestamptz`: the hour that is another day in zones west and east of UTC.
 */
const instants = Array.from({ length: 4 * 366 }, (_, index) => Date.UTC(2024, 0, 1) + index * DAY).flatMap(
  (midnight) => [midnight + 30 * 60 * 1000, midnight + DAY - 30 * 60 * 1000],
);
const asDatabaseWritesThem = (instant: number) => new Date(instant).toISOString().replace('Z', '+00:00');

/** The browser's own zone must not matter: the build and every visitor write the same date. */
const visitorZones = ['America/Los_Angeles', 'UTC', 'Asia/Tokyo'];

/** Each way the site writes a date, beside what `Intl` writes in US English in UTC. */
const formats = [
  { name: 'the long date', format: longDate, options: { year: 'numeric', month: 'long', day: 'numeric' } },
  { name: 'the month and year', format: monthAndYear, options: { month: 'long', year: 'numeric' } },
] as const;

it.each(formats)(
  'writes $name as Intl does for every day, wherever the visitor is',
  ({ format, options }) => {
    for (const zone of visitorZones) {
      vi.stubEnv('TZ', zone);
      for (const instant of instants) {
        const iso = asDatabaseWritesThem(instant);
        const expected = new Date(instant).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
        expect(format(iso), `${iso} in ${zone}`).toBe(expected);
      }
    }
  },
);

it('writes the examples the pages show', () => {
  expect(longDate('2026-11-05T23:30:00Z')).toBe('November 5, 2026');
  expect(monthAndYear('2026-09-14T10:00:00+00:00')).toBe('September 2026');
});

it('reads an offset, fractions of a second and a bare date as the instant they name', () => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
  expect(longDate('2026-11-06T01:30:00+03:00')).toBe('November 5, 2026');
  expect(longDate('2026-12-31T23:59:59.123456+00:00')).toBe('December 31, 2026');
  expect(longDate('2026-03-01')).toBe('March 1, 2026');
});
