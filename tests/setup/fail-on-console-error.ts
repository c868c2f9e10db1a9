import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Any console.error a test did not expect fails it: React reports hydration mismatches, act() misuse and
 * key warnings that way. A test that expects one says so with `expectConsoleError()`.
 */
let unexpected: unknown[][] = [];
let allowed = false;

export function expectConsoleError(): void {
  allowed = true;
}

beforeEach(() => {
  unexpected = [];
  allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!allowed) unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(unexpected, 'unexpected console.error calls').toEqual([]);
});
