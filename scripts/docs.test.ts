/**
 * The docs name only what exists: every repository path in README.md and docs/ (in backticks, or as a
 * relative link), every `npm run` script, every ADR number, every README section another file points to,
 * and the environment variables, which the README's table, .env.example, the env schema and the code agree on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(keep);
}

const docs = ['README.md', ...filesUnder('docs', (file) => file.endsWith('.md'))];

/** PostgREST's own source, which comments and docs cite by its path in that repository. */
const elsewhere = /^src\/PostgREST\//;

/**
 * Files an ADR names that a later ADR removed: ADRs are amended by a status line, never rewritten, so they
 * keep naming what the code was then. Each entry names the ADR that removed the file.
 */
const removedSince: Record<string, string> = {
  'src/lib/lead-rules.ts': '0024 (one zod schema per form)',
  'src/lib/route-params.ts': '0016 (React Router again)',
  'src/app/early-input.ts': '0016 (the early-input replay is gone)',
  'src/app/boot/keep-early-input.ts': '0016',
  'src/app/boot/hold-early-submissions.ts': '0024 (forms post natively)',
  'src/app/send-held-submissions.ts': '0024',
};

/** A document's prose: fenced code blocks are commands and examples, not references. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/**
 * What the repository holds at its top level: a path starting with one of these names a repository file.
 * Ignored folders (.gitignore: the local databases, builds, reports) are what runs leave behind, present or
 * not, so a path in them is an example, never checked.
 */
const ignored = new Set(
  readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !/[*!#]/.test(line)),
);
const topLevel = new Set(
  readdirSync(root).filter((name) => !ignored.has(name) && !['node_modules', '.git'].includes(name)),
);

/**
 * Paths in backticks that start at the repository's root (`src/...`, `package.json`), without a `:line`,
 * an `#anchor` or a glob/placeholder tail (`<name>`, `*`, `{a,b}`), whose folder part is checked instead.
 */
function backtickedPaths(text: string): string[] {
  const found: string[] = [];
  for (const [, code] of prose(text).matchAll(/`([^`\s]+)`/g)) {
    const candidate = code!.replace(/[#:].*$/, '');
    const first = candidate.split('/')[0]!;
    if (!topLevel.has(first)) continue;
    const placeholder = candidate.search(/[<*{[]/);
    const checked =
      placeholder < 0 ? candidate : candidate.slice(0, candidate.lastIndexOf('/', placeholder) + 1);
    if (checked) found.push(checked);
  }
  // And the same written bare in prose: docs/decisions/0011-data-pages.md, src/lib/leads.ts.
  for (const [, bare] of prose(text).matchAll(
    /(?:^|[\s(])((?:docs|src|server|scripts|supabase|tests)\/[\w./-]*\w\.\w+)/gm,
  ))
    found.push(bare!);
  return found;
}

/** Relative links, `[text](target)`, resolved from the document's folder. */
function linkedPaths(text: string, file: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => path.join(path.dirname(file), decodeURIComponent(target.replace(/#.*$/, ''))));
}

function npmScripts(text: string): string[] {
  return [...text.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map(([, name]) => name!);
}

/** ADR numbers cited: `ADR 0011`, `ADRs 0014, 0015`, `decisions/0011`, and in an ADR's own lines "by 0016". */
function adrNumbers(text: string, inDecisions: boolean): string[] {
  const numbers: string[] = [];
  for (const [, list] of text.matchAll(/\bADRs? (00\d\d(?:(?:, | and | or )00\d\d)*)/g))
    numbers.push(...list!.match(/\d{4}/g)!);
  for (const [, number] of text.matchAll(/decisions\/(00\d\d)/g)) numbers.push(number!);
  if (inDecisions)
    for (const [, list] of text.matchAll(
      /\b(?:[Ss]upersede[sd]?|[Aa]mend(?:s|ed)|adds to)(?: in part)?(?: by)?:? (00\d\d(?:(?:, | and )00\d\d)*)/g,
    ))
      numbers.push(...list!.match(/\d{4}/g)!);
  return numbers;
}

const adrFiles = readdirSync(path.join(root, 'docs/decisions')).filter((file) => /^\d{4}-.*\.md$/.test(file));
const adrs = new Set(adrFiles.map((file) => file.slice(0, 4)));

/** Problems found in every document, as `file: what` lines, so a failure names them all at once. */
function problems(check: (text: string, file: string) => string[]): string[] {
  return docs.flatMap((file) => check(read(file), file).map((problem) => `${file}: ${problem}`));
}

describe('the docs name what exists', () => {
  it('every repository path written in backticks or linked exists', () => {
    const named = docs.flatMap((file) => [...backtickedPaths(read(file)), ...linkedPaths(read(file), file)]);
    expect(named.length).toBeGreaterThan(150);
    expect(
      problems((text, file) =>
        [...backtickedPaths(text), ...linkedPaths(text, file)]
          .filter((target) => !existsSync(path.join(root, target)) && !elsewhere.test(target))
          .filter((target) => !(file.startsWith('docs/decisions/') && target in removedSince))
          .map((target) => `no ${target}`),
      ),
    ).toEqual([]);
  });

  it('every `npm run` script named is in package.json, and the README names every script', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    expect(
      problems((text) =>
        npmScripts(text)
          .filter((name) => !scripts.includes(name))
          .map((name) => `npm run ${name}`),
      ),
    ).toEqual([]);
    const readme = read('README.md');
    const named = new Set([...npmScripts(readme), ...(readme.includes('npm test') ? ['test'] : [])]);
    expect(scripts.filter((name) => !named.has(name))).toEqual([]);
  });

  it('every ADR cited exists, and the index lists every ADR', () => {
    expect(
      docs.flatMap((file) => adrNumbers(read(file), file.startsWith('docs/decisions/'))).length,
    ).toBeGreaterThan(100);
    expect(
      problems((text, file) =>
        file === 'docs/decisions/README.md'
          ? []
          : adrNumbers(text, file.startsWith('docs/decisions/'))
              .filter((number) => !adrs.has(number))
              .map((number) => `ADR ${number}`),
      ),
    ).toEqual([]);
    const index = read('docs/decisions/README.md');
    expect(adrFiles.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });

  it('every README section another file points to exists', () => {
    const headings = [...read('README.md').matchAll(/^#+ (.+)$/gm)].map(([, heading]) => heading!);
    const pointers = [
      ...docs,
      '.env.example',
      ...filesUnder('src', (file) => /\.tsx?$/.test(file)),
      ...filesUnder('server', (file) => file.endsWith('.ts')),
      ...filesUnder('scripts', (file) => file.endsWith('.ts')),
      ...filesUnder('supabase', (file) => /\.(?:ts|sql)$/.test(file)),
      ...filesUnder('tests', (file) => file.endsWith('.ts')),
    ];
    const missing = pointers
      .filter((file) => file !== 'scripts/docs.test.ts')
      .flatMap((file) =>
        [...read(file).matchAll(/README, "([^"]+)"/g)]
          .map(([, section]) => section!)
          .filter((section) => !headings.some((heading) => heading.startsWith(section)))
          .map((section) => `${file}: README, "${section}"`),
      );
    expect(missing).toEqual([]);
  });
});

describe('the environment variables', () => {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Environment variables'),
    readme.indexOf('\n## ', readme.indexOf('## Environment variables') + 1),
  );
  const inReadme = new Set(
    section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!)),
  );
  const inExample = new Set(
    [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name!),
  );
  const inSchema = new Set(
    [...read('src/config/env-schema.ts').matchAll(/^ {2}(VITE_[A-Z0-9_]+):/gm)].map(([, name]) => name!),
  );

  it('the README table lists exactly the variables of .env.example and the env schema', () => {
    expect(inReadme.size).toBeGreaterThan(20);
    expect([...inReadme].filter((name) => !inExample.has(name) && !inSchema.has(name))).toEqual([]);
    expect([...new Set([...inExample, ...inSchema])].filter((name) => !inReadme.has(name))).toEqual([]);
  });

  it('every variable the code reads is in the README table', () => {
    // Set by the tools themselves (Node, Vite, Vitest, CI, the engines suite's own projects), not by a person.
    const notOurs = new Set([
      'CI',
      'DEV',
      'ENGINE',
      'HOME',
      'MODE',
      'NODE_ENV',
      'PATH',
      'PROD',
      'SSR',
      'VITEST',
    ]);
    const code = [
      'playwright.config.ts',
      'vite.config.ts',
      ...filesUnder('src', (file) => /\.tsx?$/.test(file)),
      ...filesUnder('server', (file) => file.endsWith('.ts')),
      ...filesUnder('scripts', (file) => file.endsWith('.ts')),
      ...filesUnder('supabase/functions', (file) => file.endsWith('.ts')),
      ...filesUnder('tests', (file) => file.endsWith('.ts')),
    ].filter((file) => !/\.test\.tsx?$/.test(file));
    const read_ = code.flatMap((file) =>
      [
        ...read(file).matchAll(
          /(?:process\.env\.|import\.meta\.env\.|Deno\.env\.get\(['"]|\benv\.)([A-Z][A-Z0-9_]+)/g,
        ),
      ].map(([, name]) => name!),
    );
    expect([...new Set(read_)].filter((name) => !notOurs.has(name) && !inReadme.has(name)).sort()).toEqual(
      [],
    );
  });
});
