/**
 * The growth diagnostic answered with number keys alone, in both browser suites (tests/e2e, tests/engines):
 * each key pressed, and the question it brings up (a single choice moves on; the slider's value then Enter).
 */
export const quizKeys = [
  ['2', 2],
  ['4', 3],
  ['1', 4],
  ['3', 5],
  ['4', 5],
  ['Enter', 6],
  ['3', 7],
] as const;
