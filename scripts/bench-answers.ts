/**
 * `npm run bench -- --answers`: how fast a page answers a visitor's first inputs, on this machine alone.
 * tests/e2e/first-seconds.spec.ts measures it (from a press to the first frame that shows a change, at the
 * paint, 250 ms and 1 s after it, and once hydrated, on a normal and a slow phone's profile) but asserts
 * only that every input is answered: a millisecond bound fails at random when other work shares the CPU.
 * Here the spec runs one test at a time against a build made as `npm run test:e2e` makes it, and the times
 * it recorded are printed and written to bench-results/answers.json. Run it on a quiet machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

type Annotation = { type: string; description?: string };
type JsonTest = { annotations?: Annotation[]; results?: { annotations?: Annotation[] }[] };
type JsonSuite = { title: string; suites?: JsonSuite[]; specs?: { title: string; tests: JsonTest[] }[] };

/** One timed input: what the visitor did, on which profile, at which moment, and the answers it saw (ms). */
export type AnswerTime = { input: string; profile: string; moment: string; answersMs: number[] };

/** The "answer time" annotations of the spec's report (`what at moment: 12, 15 ms`). */
export function answerTimes(suites: JsonSuite[], profile = ''): AnswerTime[] {
  return suites.flatMap((suite) => {
    const within = /^on an? (.+) profile$/.exec(suite.title)?.[1] ?? profile;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        // The test's final annotations (a retried test's last attempt).
        const annotations = test.annotations?.length
          ? test.annotations
          : (test.results?.at(-1)?.annotations ?? []);
        return annotations.flatMap((annotation) => {
          const match = /^(.+) at (.+): ([\d, -]*) ms$/.exec(annotation.description ?? '');
          if (annotation.type !== 'answer time' || !match) return [];
          const [, input = '', moment = '', times = ''] = match;
          return [
            {
              input,
              profile: within,
              moment,
              answersMs: times.split(',').map(Number),
            },
          ];
        });
      }),
    );
    return [...own, ...answerTimes(suite.suites ?? [], within)];
  });
}

export async function benchAnswers({ build, port }: { build: boolean; port: number }): Promise<void> {
  // The e2e build: its test Google Analytics id, whose script the fixtures answer with an empty one.
  const env = { ...process.env, VITE_GA_MEASUREMENT_ID: 'G-E2ETEST000' };
  if (build)
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      stdio: 'inherit',
      cwd: root,
      env,
    });
  const report = path.join(root, 'bench-results/answers-report.json');
  await mkdir(path.dirname(report), { recursive: true });
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'tests/e2e/first-seconds.spec.ts',
      '--project=chromium',
      '--project=slow-phone',
      '--workers=1',
      '--reporter=json',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    },
  );
  const times = answerTimes((JSON.parse(await readFile(report, 'utf8')) as { suites: JsonSuite[] }).suites);
  await rm(report);
  if (run.status !== 0)
    console.log(`\nThe spec failed (exit ${run.status}); the times below are what it recorded.`);

  const moments = [...new Set(times.map((time) => time.moment))];
  const rows = [...new Set(times.map((time) => `${time.profile}\t${time.input}`))].map((key) => {
    const [profile = '', input = ''] = key.split('\t');
    const cell = (moment: string) =>
      times
        .filter((time) => time.profile === profile && time.input === input && time.moment === moment)
        .flatMap((time) => time.answersMs)
        .join(', ') || '–';
    return `| ${profile} | ${input} | ${moments.map(cell).join(' | ')} |`;
  });
  const header = ['profile', 'input', ...moments.map((moment) => `at ${moment}, ms`)];
  console.log(
    `\nAnswer times: from the press to the first frame that shows a change (tests/e2e/first-seconds.spec.ts), one test at a time\n\n` +
      [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows].join('\n') +
      '\n',
  );
  await writeFile(
    path.join(root, 'bench-results/answers.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), times }, null, 2),
  );
  console.log('Written to bench-results/answers.json');
}
