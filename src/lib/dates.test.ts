import { expect, it } from 'vitest';
import { longDate, monthAndYear } from './dates';

const DAY = 24 * 60 * 60 * 1000;

/** Every day of 2024 (a leap year) through 2027, at an hour that is another day in some time zones. */
const days = Array.from({ length: 4 * 366 }, (_, index) =>
  new Date(Date.UTC(2024, 0, 1, 23, 30) + index * DAY).toISOString(),
);

it('writes every day as Intl writes it in US English, in UTC', () => {
  for (const iso of days) {
    const expected = new Date(iso).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(longDate(iso)).toBe(expected);
  }
  expect(longDate('2026-11-05T23:30:00Z')).toBe('November 5, 2026');
});

it('writes the month and year as Intl does', () => {
  for (const iso of days) {
    const expected = new Date(iso).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(monthAndYear(iso)).toBe(expected);
  }
  expect(monthAndYear('2026-09-14T10:00:00+00:00')).toBe('September 2026');
});

it('reads an offset as the instant it names', () => {
  expect(longDate('2026-11-06T01:30:00+03:00')).toBe('November 5, 2026');
});
