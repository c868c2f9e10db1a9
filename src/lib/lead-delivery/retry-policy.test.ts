import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, nextStep, outcomeOf, parseRetryAfter, PATIENCE_MS, retryDelay } from './retry-policy';

const now = Date.parse('2026-11-27T10:00:00Z');
const low = () => 0;
const high = () => 0.999_999;

describe('outcomeOf', () => {
  it.each([200, 201, 204])('%i: the backend has the lead', (status) => {
    expect(outcomeOf(status, null, now)).toEqual({ kind: 'acknowledged' });
  });

  it.each([408, 429, 500, 502, 503, 504])('%i: not now, so tried again', (status) => {
    expect(outcomeOf(status, null, now)).toEqual({ kind: 'transient', status });
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('%i: a refusal, said at once and never retried', (status) => {
    expect(outcomeOf(status, null, now)).toEqual({ kind: 'refused', status });
  });

  it("carries a throttle's Retry-After", () => {
    expect(outcomeOf(429, '7', now)).toEqual({ kind: 'transient', status: 429, retryAfterMs: 7000 });
    expect(outcomeOf(503, 'Fri, 27 Nov 2026 10:00:30 GMT', now)).toEqual({
      kind: 'transient',
      status: 503,
      retryAfterMs: 30_000,
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates; a date in the past means now', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('asks again within ten minutes, whatever the server says', () => {
    expect(parseRetryAfter('3600', now)).toBe(10 * 60_000);
  });
});

describe('retryDelay', () => {
  it('doubles from a second, the upper half at random', () => {
    expect([1, 2, 3, 4, 5].map((retry) => retryDelay(retry, undefined, low))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
    expect([1, 2, 3, 4, 5].map((retry) => retryDelay(retry, undefined, high))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
  });

  it('never waits more than a minute of its own choosing', () => {
    expect(retryDelay(30, undefined, high)).toBe(MAX_DELAY_MS);
  });

  it("takes the server's Retry-After as a floor", () => {
    expect(retryDelay(1, 5000, high)).toBe(5000);
    expect(retryDelay(5, 5000, high)).toBe(16_000);
  });
});

describe('nextStep', () => {
  const first = now;

  it('retries quietly while the visitor is within a minute of patience', () => {
    expect(nextStep(1, first, first + 200, undefined, high)).toEqual({ waitMs: 1000, tellVisitor: false });
  });

  it('clips the pause so that one attempt starts when the minute ends', () => {
    expect(nextStep(6, first, first + 50_000, undefined, high)).toEqual({
      waitMs: 10_000,
      tellVisitor: false,
    });
  });

  it('tells the visitor after the first failure at or past a minute, and keeps trying', () => {
    expect(nextStep(7, first, first + PATIENCE_MS, undefined, high)).toEqual({
      waitMs: MAX_DELAY_MS,
      tellVisitor: true,
    });
  });

  it('never tells before a minute of trying, however fast the failures come', () => {
    let at = first;
    let retry = 1;
    for (; ; retry += 1) {
      const step = nextStep(retry, first, at, undefined, low);
      if (step.tellVisitor) break;
      at += step.waitMs + 5; // a refused connection fails at once
    }
    expect(at - first).toBeGreaterThanOrEqual(PATIENCE_MS);
    expect(retry).toBeGreaterThan(5);
  });

  it('believes a server that asks for longer than the patience left, and tells at once', () => {
    expect(nextStep(1, first, first + 1000, 5 * 60_000, low)).toEqual({
      waitMs: 5 * 60_000,
      tellVisitor: true,
    });
  });

  it('waits out a short Retry-After quietly', () => {
    expect(nextStep(1, first, first + 1000, 3000, low)).toEqual({ waitMs: 3000, tellVisitor: false });
  });
});
