// The two assertions the function tests need (jsr:@std/assert does not resolve on these machines).
export function assertEquals(actual: unknown, expected: unknown, message = ''): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message ? `${message}: ` : ''}expected ${e}\n     got ${a}`);
}

export function assertMatch(actual: string, pattern: RegExp): void {
  if (!pattern.test(actual)) throw new Error(`expected ${JSON.stringify(actual)} to match ${pattern}`);
}
