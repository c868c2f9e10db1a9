import { describe, expect, it } from 'vitest';
import { promises } from '../../supabase/functions/_shared/promises.ts';

/**
 * Every page and mail reads the studio's promises from one module (supabase/functions/_shared/promises.ts), so a
 * changed turnaround changes everywhere. A promise typed into a page by hand would drift from it again:
 * this reads the site's source for the phrases a promise is written with.
 */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/supabase/functions/send-email/*.ts', '!**/*.test.{ts,tsx}', '!/src/types/**'],
  { query: '?raw', import: 'default', eager: true },
);

const hours = [
  promises.callSummaryHours,
  promises.firstRoadmapHours,
  promises.growthPlanHours,
  promises.replyHours,
  promises.freeRescheduleHours,
];
const businessDays = [
  promises.ideaReplyBusinessDays,
  promises.firstSessionBusinessDays,
  promises.sessionNotesBusinessDays,
  promises.refundBusinessDays,
];
const handWrittenPromises = [
  ...hours.map((n) => new RegExp(`\\b${n} hours\\b|\\b${n}h\\b`, 'i')),
  ...businessDays.map((n) => new RegExp(`\\b${n} business days\\b`, 'i')),
  new RegExp(
    `\\b${promises.callMinutes}[- ]minute|\\b${promises.callMinutes} minutes|\\btwenty minutes`,
    'i',
  ),
  new RegExp(`at least ${promises.documentsKeptDays} days`, 'i'),
  /within a day/i,
];

describe('the studio’s promises', () => {
  it('are written once, not typed into pages', () => {
    const found = Object.entries(sources).flatMap(([file, text]) =>
      handWrittenPromises.flatMap((pattern) => {
        const match = pattern.exec(text);
        return match ? [`${file}: "${match[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
