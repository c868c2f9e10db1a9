/**
 * `npm run bench`: builds, serves the prerendered site with `vite preview`, then measures every prerendered
 * route: Lighthouse (mobile preset, median of 3 runs), axe-core violations and the JavaScript a first visit
 * loads (gzip). Prints a table and writes bench-results/latest.json. It reports; it never fails the build.
 *
 *   npm run bench                # build, then measure
 *   npm run bench -- --no-build  # measure the existing dist/
 *   npm run bench -- --runs 1 /about /blog   # fewer runs, chosen routes
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const port = 4175;
const origin = `http://127.0.0.1:${port}`;

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
const chosenRoutes = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  firstLoadJsKbGz: number;
  axeViolations: number;
};

/** Every page the build prerendered, as a path: dist/about/index.html is /about. */
async function prerenderedRoutes(dir = dist, prefix = ''): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'images') {
      routes.push(...(await prerenderedRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`)));
    } else if (entry.name === 'index.html') {
      // Redirect stubs (e.g. /free-guide) are not pages to measure.
      const html = await readFile(path.join(dir, entry.name), 'utf8');
      if (!html.includes('http-equiv="refresh"')) routes.push(prefix || '/');
    }
  }
  return routes.sort();
}

/** The scripts a first visit to the route downloads: the entry and every modulepreload, gzipped. */
async function firstLoadJsKb(route: string): Promise<number> {
  const html = await readFile(path.join(dist, route, 'index.html'), 'utf8');
  const files = new Set(
    [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((match) => match[1] ?? match[2]),
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file as string))).length;
  return Math.round(bytes / 102.4) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function lighthouseRun(url: string, chromePort: number) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}

if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
}
await stat(path.join(dist, 'index.html'));

const preview = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: root, env: { ...process.env, LOCAL_DB_DIR: '.local-db/bench' }, stdio: 'ignore' },
);

const rows: Row[] = [];
try {
  await waitForServer(`${origin}/`);
  const routes = chosenRoutes.length ? chosenRoutes : await prerenderedRoutes();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of routes) {
      const samples: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await lighthouseRun(`${origin}${route}`, chrome.port));
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const axe = await new AxeBuilder({ page }).analyze();
      await context.close();
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
      rows.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        firstLoadJsKbGz: await firstLoadJsKb(route),
        axeViolations: axe.violations.length,
      });
      const violations = axe.violations
        .map((violation) => `${violation.id} (${violation.nodes.length})`)
        .join(', ');
      console.log(`measured ${route}${violations ? `: axe ${violations}` : ''}`);
    }
  } finally {
    await browser.close();
    chrome.kill();
  }
} finally {
  preview.kill();
}

const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'JS kB gz', 'axe'];
const lines = rows.map((row) => [
  row.route,
  row.performance,
  row.accessibility,
  row.bestPractices,
  row.seo,
  row.lcpMs,
  row.cls,
  row.tbtMs,
  row.firstLoadJsKbGz,
  row.axeViolations,
]);
const table = [header, header.map(() => '---'), ...lines]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n');
console.log(
  `\nLighthouse mobile, median of ${runs} run(s); axe-core violations; first-load JS gzip\n\n${table}\n`,
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(
  path.join(root, 'bench-results/latest.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs, rows }, null, 2),
);
console.log('Written to bench-results/latest.json');
