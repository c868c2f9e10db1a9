/**
 * `npm run bench`: builds, serves the prerendered site with `vite preview`, then measures every prerendered
 * route: Lighthouse (mobile preset, median of 3 runs), the same page again with its scripts blocked (what
 * the prerendered HTML alone paints: served from a copy of the build in which no script can run),
 * axe-core violations and the JavaScript the page requests while it loads (gzip). Prints a table and
 * writes bench-results/latest.json. It reports; it never fails the build.
 *
 *   npm run bench                # build, then measure
 *   npm run bench -- --no-build  # measure the existing dist/
 *   npm run bench -- --runs 1 /about /blog   # fewer runs, chosen routes
 *   BENCH_PORT=4404 npm run bench             # serve the build on another port (default 4175; the
 *                                             # copy without scripts is served on the next one)
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { previewServer, waitForServer } from './preview-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4175);
const origin = `http://127.0.0.1:${port}`;
const scriptlessDist = path.join(root, 'node_modules/.bench-without-scripts');
const scriptlessOrigin = `http://127.0.0.1:${port + 1}`;

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
  /** LCP of the same page with its scripts blocked, and how many times longer the real one is. */
  lcpScriptsBlockedMs: number;
  lcpRatio: number;
  cls: number;
  tbtMs: number;
  firstLoadJsKbGz: number;
  axeViolations: number;
};

/**
 * Every page the build prerendered, as a path: dist/index.html is /, dist/about.html is /about and
 * dist/blog/x.html is /blog/x. The 404 page and redirect stubs (e.g. /free-guide) are not pages to measure.
 */
async function prerenderedRoutes(dir = dist, prefix = ''): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (prefix || (entry.name !== 'assets' && entry.name !== 'images' && !entry.name.startsWith('.')))
        routes.push(...(await prerenderedRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`)));
      continue;
    }
    if (!entry.name.endsWith('.html') || (!prefix && entry.name === '404.html')) continue;
    const html = await readFile(path.join(dir, entry.name), 'utf8');
    if (html.includes('http-equiv="refresh"')) continue;
    const name = entry.name.slice(0, -'.html'.length);
    routes.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
  }
  return routes.sort();
}

/** The JavaScript files a Lighthouse run saw the page request, gzipped as a host would send them. */
async function jsKbGz(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const file = path.join(dist, new URL(url).pathname);
    if (file.startsWith(dist + path.sep)) bytes += gzipSync(await readFile(file)).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

type NetworkRequest = { url: string; resourceType?: string };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** What a page's HTML may still hold once no script can run: data blocks. */
const inertScript = /^<script type="(?:text\/plain|application\/json|application\/ld\+json)"/;

/**
 * A copy of the build in which every page keeps its bytes but no script can run: each inline script
 * becomes an inert `type="text/plain"` block. The prerendered HTML asks for no script file (the inline
 * boot script does, after the paint), and Lighthouse can refuse requests but not stop an inline script;
 * a refused request still weighs in its LCP estimate.
 */
async function writeScriptlessCopy(): Promise<void> {
  await rm(scriptlessDist, { recursive: true, force: true });
  await cp(dist, scriptlessDist, { recursive: true });
  const pages = (await readdir(scriptlessDist, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const full = path.join(scriptlessDist, file);
    const html = (await readFile(full, 'utf8')).replaceAll('<script>', '<script type="text/plain">');
    const live = html.match(/<script\b[^>]*>/g)?.find((tag) => !inertScript.test(tag));
    if (live) throw new Error(`${file} still has a script that would run: ${live}`);
    await writeFile(full, html);
  }
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
    scripts: ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [])
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
      .map((request) => request.url),
  };
}

if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
}
await stat(path.join(dist, 'index.html'));

await writeScriptlessCopy();

const previews = [
  previewServer(dist, port, '.local-db/bench'),
  previewServer(scriptlessDist, port + 1, '.local-db/bench-without-scripts'),
];

const rows: Row[] = [];
try {
  await waitForServer(`${origin}/`);
  await waitForServer(`${scriptlessOrigin}/`);
  const routes = chosenRoutes.length ? chosenRoutes : await prerenderedRoutes();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of routes) {
      const samples: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
      const blocked: number[] = [];
      for (let run = 0; run < runs; run++) {
        samples.push(await lighthouseRun(`${origin}${route}`, chrome.port));
        blocked.push((await lighthouseRun(`${scriptlessOrigin}${route}`, chrome.port)).lcpMs);
      }
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const axe = await new AxeBuilder({ page }).analyze();
      await context.close();
      const pick = (key: Exclude<keyof (typeof samples)[number], 'scripts'>) =>
        median(samples.map((sample) => sample[key]));
      const lcpScriptsBlockedMs = median(blocked);
      rows.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        lcpScriptsBlockedMs,
        lcpRatio: Math.round((pick('lcpMs') / lcpScriptsBlockedMs) * 100) / 100,
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        firstLoadJsKbGz: median(await Promise.all(samples.map((sample) => jsKbGz(sample.scripts)))),
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
  previews.forEach((preview) => preview.kill());
}

const header = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP ms',
  'LCP with scripts blocked',
  'ratio',
  'CLS',
  'TBT ms',
  'JS kB gz',
  'axe',
];
const lines = rows.map((row) => [
  row.route,
  row.performance,
  row.accessibility,
  row.bestPractices,
  row.seo,
  row.lcpMs,
  row.lcpScriptsBlockedMs,
  row.lcpRatio,
  row.cls,
  row.tbtMs,
  row.firstLoadJsKbGz,
  row.axeViolations,
]);
const table = [header, header.map(() => '---'), ...lines]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n');
console.log(
  `\nLighthouse mobile, median of ${runs} run(s); axe-core violations; JS requested during the load, gzip\n\n${table}\n`,
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(
  path.join(root, 'bench-results/latest.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs, rows }, null, 2),
);
console.log('Written to bench-results/latest.json');
