import { describe, expect, it } from 'vitest';
import { keptValues } from './use-lead-form';

describe('a kept draft in the shape of the form', () => {
  const initial = { fullName: '', goals: [] as string[], agreed: false };

  it('reads what the browser posted: a checkbox "on", a group of one as a single value, unknown fields left out', () => {
    expect(
      keptValues(initial, {
        fullName: 'Ada',
        goals: 'feedback',
        agreed: 'on',
        form: 'idea',
        website_url: '',
      }),
    ).toEqual({ fullName: 'Ada', goals: ['feedback'], agreed: true });
    expect(keptValues(initial, { goals: ['feedback', 'users'] })).toEqual({
      fullName: '',
      goals: ['feedback', 'users'],
      agreed: false,
    });
  });

  it("keeps the form's own draft as it is, and its start where a kept value has another shape", () => {
    const draft = { fullName: 'Ada', goals: ['users'], agreed: true };
    expect(keptValues(initial, draft)).toEqual(draft);
    expect(keptValues(initial, { fullName: 3, goals: { a: 1 }, agreed: null })).toEqual(initial);
  });
});
