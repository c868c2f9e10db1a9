/**
 * `npm run bench`: builds, serves the prerendered site with `vite preview` behind HTTP/2 over TLS (as the
 * hosts serve it: scripts/http2-proxy.ts), then measures every prerendered
 * route (or the routes named), each page as it ships and the same page with no script (served from a copy
 * of the build in which no script can run: what the prerendered HTML alone paints):
 *
 * - Lighthouse (mobile preset, median of `--runs`), with simulated throttling (the estimate PageSpeed
 *   Insights shows) and with applied (devtools) throttling (a real throttled load), plus axe-core
 *   violations and the JavaScript the page requests while it loads (gzip);
 * - real loads in Chromium under DevTools-protocol throttling (`--profile`, median and 90th percentile of
 *   `--loads` first visits, each in a fresh context): first paint, largest paint, when the scripts were
 *   requested and how long after the first paint React had the page (`data-hydrated` on <html>).
 *
 * Prints three tables and writes bench-results/latest.json. It reports; it never fails the build.
 *
 *   npm run bench                              # build, then measure every prerendered route
 *   npm run bench -- --no-build / /about       # the existing dist/, chosen routes
 *   npm run bench -- --runs 1 --loads 7        # Lighthouse runs per route (3), real loads per page (5)
 *   npm run bench -- --no-lighthouse           # real loads only (quick); --no-real: Lighthouse only
 *   npm run bench -- --profile lighthouse      # real loads at Lighthouse's slow 4G (default: phone)
 *   npm run bench -- --answers                 # only the answer times of the first seconds' inputs
 *                                              # (scripts/bench-answers.ts), from an e2e build
 *   BENCH_PORT=4404 npm run bench              # serve the build on another port (default 4175; the
 *                                              # copy without scripts is served on the next one, and
 *                                              # the two previews behind them on the two after)
 */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import type { Http2SecureServer } from 'node:http2';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { benchAnswers } from './bench-answers.ts';
import { loadOnce, percentile, profiles, type LoadSample } from './bench-real-load.ts';
import { http2Proxy, trustTheProxy } from './http2-proxy.ts';
import { previewServer, waitForServer } from './preview-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4175);
// HTTP/2 over TLS, as the hosts serve the site (scripts/http2-proxy.ts), in front of two `vite preview`s.
const origin = `https://127.0.0.1:${port}`;
const scriptlessDist = path.join(root, 'node_modules/.bench-without-scripts');
const scriptlessOrigin = `https://127.0.0.1:${port + 1}`;
const upstreamPort = port + 2;

const args = process.argv.slice(2);
const valueOptions = ['--runs', '--loads', '--profile'];
const optionValue = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(optionValue('--runs') ?? 3);
const loads = Number(optionValue('--loads') ?? 5);
const profileName = optionValue('--profile') ?? 'phone';
if (!(profileName in profiles)) throw new Error(`--profile is one of: ${Object.keys(profiles).join(', ')}`);
const profile = profiles[profileName as keyof typeof profiles];
const withLighthouse = !args.includes('--no-lighthouse');
const withRealLoads = !args.includes('--no-real');
const chosenRoutes = args.filter(
  (arg, i) => arg.startsWith('/') && !valueOptions.includes(args[i - 1] ?? ''),
);

/** Lighthouse's figures for one way of throttling: the page as it ships, and its LCP with no script. */
type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  lcpNoScriptMs: number;
  /** How many times longer the page's LCP is than the same page's with no script (goal: ≤ 1.1). */
  lcpRatio: number;
  tbtMs: number;
  cls: number;
};

/** Real loads: medians (and the 90th percentile where it matters) over `loads` first visits. */
type RealFigures = {
  firstPaintMs: number | null;
  lcpMs: number | null;
  noScriptFirstPaintMs: number | null;
  noScriptLcpMs: number | null;
  lcpRatio: number | null;
  /** From the first paint until the first script file was requested. */
  scriptsRequestedAfterPaintMs: number | null;
  paintToReactMs: number | null;
  paintToReactP90Ms: number | null;
  samples: LoadSample[];
  noScriptSamples: LoadSample[];
};

type Row = {
  route: string;
  lighthouse?: {
    simulated: LighthouseFigures;
    applied: LighthouseFigures;
    accessibility: number;
    bestPractices: number;
    seo: number;
    firstLoadJsKbGz: number;
    axeViolations: number;
  };
  real?: RealFigures;
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

type Throttling = 'simulate' | 'devtools';

async function lighthouseRun(url: string, chromePort: number, throttlingMethod: Throttling) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
  });
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

type LighthouseSample = Awaited<ReturnType<typeof lighthouseRun>>;

const ratio = (value: number | null, base: number | null) =>
  value === null || !base ? null : Math.round((value / base) * 100) / 100;

/** Medians of one throttling method's runs, with and without scripts. */
function lighthouseFigures(samples: LighthouseSample[], noScript: LighthouseSample[]): LighthouseFigures {
  const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls') =>
    median(samples.map((sample) => sample[key]));
  const lcpNoScriptMs = median(noScript.map((sample) => sample.lcpMs));
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    lcpNoScriptMs,
    lcpRatio: ratio(pick('lcpMs'), lcpNoScriptMs) ?? 0,
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

async function measureWithLighthouse(
  route: string,
  chromePort: number,
  browser: Browser,
): Promise<Row['lighthouse']> {
  const samples: Record<Throttling, LighthouseSample[]> = { simulate: [], devtools: [] };
  const noScript: Record<Throttling, LighthouseSample[]> = { simulate: [], devtools: [] };
  for (let run = 0; run < runs; run++) {
    for (const method of ['simulate', 'devtools'] as const) {
      samples[method].push(await lighthouseRun(`${origin}${route}`, chromePort, method));
      noScript[method].push(await lighthouseRun(`${scriptlessOrigin}${route}`, chromePort, method));
    }
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  const axe = await new AxeBuilder({ page }).analyze();
  await context.close();
  const violations = axe.violations
    .map((violation) => `${violation.id} (${violation.nodes.length})`)
    .join(', ');
  if (violations) console.log(`${route}: axe ${violations}`);
  const simulated = samples.simulate;
  return {
    simulated: lighthouseFigures(simulated, noScript.simulate),
    applied: lighthouseFigures(samples.devtools, noScript.devtools),
    accessibility: median(simulated.map((sample) => sample.accessibility)),
    bestPractices: median(simulated.map((sample) => sample.bestPractices)),
    seo: median(simulated.map((sample) => sample.seo)),
    firstLoadJsKbGz: median(await Promise.all(simulated.map((sample) => jsKbGz(sample.scripts)))),
    axeViolations: axe.violations.length,
  };
}

/** Alternates the page as it ships with its script-free copy, so a busy moment of the machine hits both. */
async function measureRealLoads(route: string, browser: Browser): Promise<RealFigures> {
  const samples: LoadSample[] = [];
  const noScriptSamples: LoadSample[] = [];
  for (let load = 0; load < loads; load++) {
    samples.push(await loadOnce(browser, `${origin}${route}`, profile, true));
    noScriptSamples.push(await loadOnce(browser, `${scriptlessOrigin}${route}`, profile, false));
  }
  const med = (values: (number | null)[]) => percentile(values, 50);
  const afterPaint = (key: 'reactMs' | 'scriptsRequestedMs') =>
    samples.map((sample) =>
      sample[key] === null || sample.firstPaintMs === null ? null : sample[key] - sample.firstPaintMs,
    );
  const lcpMs = med(samples.map((sample) => sample.lcpMs));
  const noScriptLcpMs = med(noScriptSamples.map((sample) => sample.lcpMs));
  return {
    firstPaintMs: med(samples.map((sample) => sample.firstPaintMs)),
    lcpMs,
    noScriptFirstPaintMs: med(noScriptSamples.map((sample) => sample.firstPaintMs)),
    noScriptLcpMs,
    lcpRatio: ratio(lcpMs, noScriptLcpMs),
    scriptsRequestedAfterPaintMs: med(afterPaint('scriptsRequestedMs')),
    paintToReactMs: med(afterPaint('reactMs')),
    paintToReactP90Ms: percentile(afterPaint('reactMs'), 90),
    samples,
    noScriptSamples,
  };
}

if (args.includes('--answers')) {
  await benchAnswers({ build: !args.includes('--no-build'), port });
  process.exit();
}

if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
}
await stat(path.join(dist, 'index.html'));

await writeScriptlessCopy();

const previews = [
  previewServer(dist, upstreamPort, '.local-db/bench'),
  previewServer(scriptlessDist, upstreamPort + 1, '.local-db/bench-without-scripts'),
];
const proxies: Http2SecureServer[] = [];

const rows: Row[] = [];
try {
  await waitForServer(`http://127.0.0.1:${upstreamPort}/`);
  await waitForServer(`http://127.0.0.1:${upstreamPort + 1}/`);
  proxies.push(await http2Proxy(port, upstreamPort), await http2Proxy(port + 1, upstreamPort + 1));
  const routes = chosenRoutes.length ? chosenRoutes : await prerenderedRoutes();
  const chrome = withLighthouse
    ? await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', ...chromiumArgs, trustTheProxy],
      })
    : undefined;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, trustTheProxy],
  });
  try {
    for (const route of routes) {
      const row: Row = { route };
      if (chrome) row.lighthouse = await measureWithLighthouse(route, chrome.port, browser);
      if (withRealLoads) row.real = await measureRealLoads(route, browser);
      rows.push(row);
      console.log(`measured ${route}`);
    }
  } finally {
    await browser.close();
    chrome?.kill();
  }
} finally {
  proxies.forEach((proxy) => proxy.close());
  previews.forEach((preview) => preview.kill());
}

function markdownTable(header: string[], lines: (string | number | null)[][]): string {
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.map((cell) => cell ?? '–').join(' | ')} |`)
    .join('\n');
}

const measured = rows.filter((row) => row.lighthouse);
if (measured.length) {
  const lighthouseTable = (method: 'simulated' | 'applied', extra: boolean) =>
    markdownTable(
      [
        'route',
        'perf',
        'LCP ms',
        'no-script LCP',
        'ratio',
        'TBT ms',
        'CLS',
        ...(extra ? ['a11y', 'best pr.', 'SEO', 'JS kB gz', 'axe'] : []),
      ],
      measured.map(({ route, lighthouse: l }) => {
        const figures = l![method];
        return [
          route,
          figures.performance,
          figures.lcpMs,
          figures.lcpNoScriptMs,
          figures.lcpRatio,
          figures.tbtMs,
          figures.cls,
          ...(extra
            ? [l!.accessibility, l!.bestPractices, l!.seo, l!.firstLoadJsKbGz, l!.axeViolations]
            : []),
        ];
      }),
    );
  console.log(
    `\nLighthouse mobile, simulated throttling (what PageSpeed Insights shows), median of ${runs} run(s); axe-core violations; JS requested during the load, gzip\n\n${lighthouseTable('simulated', true)}\n`,
  );
  console.log(
    `\nLighthouse mobile, applied (devtools) throttling, median of ${runs} run(s)\n\n${lighthouseTable('applied', false)}\n`,
  );
}
const loaded = rows.filter((row) => row.real);
if (loaded.length) {
  const table = markdownTable(
    [
      'route',
      'first paint ms',
      'LCP ms',
      'no-script first paint',
      'no-script LCP',
      'LCP ratio',
      'scripts asked, after paint',
      'paint → React ms',
      'p90',
    ],
    loaded.map(({ route, real: r }) => [
      route,
      r!.firstPaintMs,
      r!.lcpMs,
      r!.noScriptFirstPaintMs,
      r!.noScriptLcpMs,
      r!.lcpRatio,
      r!.scriptsRequestedAfterPaintMs,
      r!.paintToReactMs,
      r!.paintToReactP90Ms,
    ]),
  );
  console.log(
    `\nReal Chromium, ${profile.label}, first visit; median (and p90) of ${loads} load(s)\n\n${table}\n`,
  );
}
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(
  path.join(root, 'bench-results/latest.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs, loads, profile, rows }, null, 2),
);
console.log('Written to bench-results/latest.json');
