import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const cycle = path.join(root, 'tests/lint/fixtures/import-cycle');

/** `npm run lint`'s own configuration (eslint.config.js), so a rule switched off there fails here. */
function eslint(): ESLint {
  return new ESLint({ cwd: root, ignore: false });
}

type Found = { file: string; rule: string | null; line: number };

function found(results: ESLint.LintResult[]): Found[] {
  return results
    .flatMap((result) =>
      result.messages.map((message) => ({
        file: path.relative(root, result.filePath),
        rule: message.ruleId,
        line: message.line,
      })),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

describe('npm run lint', () => {
  it('catches two modules that import each other', async () => {
    const results = await eslint().lintFiles([path.join(cycle, 'price.ts'), path.join(cycle, 'discount.ts')]);
    expect(found(results)).toEqual([
      { file: 'tests/lint/fixtures/import-cycle/discount.ts', rule: 'import-x/no-cycle', line: 2 },
      { file: 'tests/lint/fixtures/import-cycle/price.ts', rule: 'import-x/no-cycle', line: 2 },
    ]);
  });

  it('leaves the planted cycle out of the normal run', async () => {
    expect(await new ESLint({ cwd: root }).isPathIgnored(path.join(cycle, 'price.ts'))).toBe(true);
  });

  it('catches a stray console.log in the site, and lets deliberate warnings and errors through', async () => {
    const code = [
      "console.log('here');",
      "console.debug('state');",
      "console.warn('The widget could not be loaded.');",
      "console.error('Could not save:', new Error('down'));",
      '',
    ].join('\n');
    const results = await eslint().lintText(code, { filePath: path.join(root, 'src/lib/example.ts') });
    expect(found(results)).toEqual([
      { file: 'src/lib/example.ts', rule: 'no-console', line: 1 },
      { file: 'src/lib/example.ts', rule: 'no-console', line: 2 },
    ]);
  });

  it('lets command-line scripts print', async () => {
    const results = await eslint().lintText("console.log('Built 40 pages');\n", {
      filePath: path.join(root, 'scripts/example.ts'),
    });
    expect(found(results)).toEqual([]);
  });
});
