import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parseHeadersFile, parseRedirectsFile } from '../../server/static-host.ts';

/**
 * The preview answers as the host does: the same build served by `wrangler pages dev` (Cloudflare's
 * workerd running Pages' own asset server, offline) and by `npm run preview` gets the same status,
 * Location, headers and body on every address that matters. Where they differed, the preview changed
 * (docs/decisions/0005-host-rules-and-csp.md lists what did).
 */

const dist = path.resolve(import.meta.dirname, '../../dist');
const wranglerPort = Number(process.env.WRANGLER_PORT ?? 8788);
const host = `http://127.0.0.1:${wranglerPort}`;
/** Static files do not depend on it; fixed so that every run starts the same runtime. */
const COMPATIBILITY_DATE = '2026-11-23';

/**
 * Headers not compared, each for its reason: the deployed host compresses by the visitor's
 * `Accept-Encoding` (Brotli too) where the two local servers each do their own thing (`Content-Encoding`,
 * `Content-Length`, `Vary`); each server hashes files its own way (`ETag`); wrangler marks its answers
 * `X-Server-Env: dev`; and the rest are per response (`Date`, `Connection`, `Keep-Alive`).
 * Everything else either server sends is compared.
 */
const notCompared = new Set([
  'content-encoding',
  'content-length',
  'vary',
  'etag',
  'x-server-env',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Wrangler's local lookup of `<path>/index.html` fails (ENOTDIR, answered 502) when `<path>` is a file it
 * does not serve, such as the host's own `_headers` and `_redirects`. The deployed host never uploads those
 * two files, so there they are unknown paths: the preview answers 404 with the 404 page.
 */
const hostFiles = ['/_headers', '/_redirects'];
const wranglerLookupFault = /^\[wrangler\] Could not serve static asset: Error: ENOTDIR/;

type Answer = { status: number; headers: Record<string, string>; body: string };

async function answer(origin: string, method: string, address: string): Promise<Answer> {
  const response = await fetch(origin + address, {
    method,
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !notCompared.has(name)).sort(([a], [b]) => a.localeCompare(b)),
  );
  // A digest keeps a difference readable; a redirect's body is short words worth showing.
  const body = response.status >= 300 && response.status < 400 ? bytes.toString('utf8') : digest(bytes);
  return { status: response.status, headers, body };
}

const digest = (bytes: Buffer) =>
  bytes.length ? `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}` : '';

/** Every difference between the host's and the preview's answers, as readable lines. */
async function differences(preview: string, requests: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const request of requests) {
    const [method, address] = request.includes(' ') ? request.split(' ', 2) : ['GET', request];
    const [expected, actual] = await Promise.all([
      answer(host, method!, address!),
      answer(preview, method!, address!),
    ]);
    if (expected.status !== actual.status)
      found.push(`${request}: status ${actual.status}, the host's ${expected.status}`);
    for (const name of new Set([...Object.keys(expected.headers), ...Object.keys(actual.headers)])) {
      if (expected.headers[name] !== actual.headers[name])
        found.push(`${request}: ${name} ${actual.headers[name]}, the host's ${expected.headers[name]}`);
    }
    if (expected.body !== actual.body)
      found.push(`${request}: body ${actual.body}, the host's ${expected.body}`);
  }
  return found;
}

const readDist = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** The sitemap's pages as paths. */
function sitemapPaths(): string[] {
  return [...readDist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
}

/** A rule's pattern as an address it matches: each `:name` and `*` filled with a sample. */
const sampleOf = (pattern: string) => pattern.replace(/:(\w+)/g, 'sample-$1').replace(/\*/g, 'sample/splat');

/** The first file of each type in the build (by extension), as site paths. */
function oneFileOfEachType(): string[] {
  const byExtension = new Map<string, string>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const extension = path.extname(entry.name);
    if (!entry.isFile() || !extension || byExtension.has(extension)) continue;
    byExtension.set(extension, '/' + path.relative(dist, path.join(entry.parentPath, entry.name)));
  }
  return [...byExtension.values()];
}

// In order, in one worker: one wrangler for the file (a failing test does not stop the others).
test.describe.configure({ mode: 'default' });

let wrangler: ChildProcess | undefined;
let wranglerOutput = '';
let workDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Its own folder: wrangler writes its state (.wrangler/) where it runs.
  workDir = mkdtempSync(path.join(tmpdir(), 'host-parity-'));
  wrangler = spawn(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../../node_modules/wrangler/bin/wrangler.js'),
      ...['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(wranglerPort)],
      ...['--inspector-port', String(wranglerPort + 1), '--compatibility-date', COMPATIBILITY_DATE],
    ],
    {
      cwd: workDir,
      // Offline: no look-up of the request's `cf` object (a placeholder is used) and no telemetry.
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [wrangler.stdout, wrangler.stderr])
    stream?.on('data', (chunk) => (wranglerOutput += chunk));
  // Its own "Ready on" line, so a server someone else left on the port is never taken for it.
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline && wrangler.exitCode === null) {
    if (stripVTControlCharacters(wranglerOutput).includes(`Ready on ${host}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler pages dev did not start on ${host}:\n${wranglerOutput}`);
});

test.afterAll(async () => {
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler?.once('exit', resolve));
    // Its whole group: wrangler runs workerd as a child.
    process.kill(-wrangler.pid, 'SIGTERM');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
});

test('every page of the sitemap, and its address with a trailing slash, with .html and with a query', async ({
  baseURL,
}) => {
  const pages = sitemapPaths();
  expect(pages.length).toBeGreaterThan(40);
  const variants = pages.flatMap((page) =>
    page === '/'
      ? ['/', '/?utm_source=parity']
      : [page, `${page}/`, `${page}.html`, `${page}/?utm_source=parity`],
  );
  expect(await differences(baseURL!, variants)).toEqual([]);
});

test('every rule of _redirects, with a query, a trailing slash, and by HEAD and POST', async ({
  baseURL,
}) => {
  const rules = parseRedirectsFile(readDist('_redirects'));
  expect(rules.length).toBeGreaterThan(3);
  const requests = rules.flatMap(({ from }) => {
    const address = sampleOf(from);
    return [address, `${address}?utm_source=parity`, `${address}/`, `HEAD ${address}`, `POST ${address}`];
  });
  expect(await differences(baseURL!, requests)).toEqual([]);
});

test('every rule of _headers, on a path each matches', async ({ baseURL }) => {
  const rules = parseHeadersFile(readDist('_headers'));
  expect(rules.map(({ pattern }) => pattern)).toContain('/preview/*');
  expect(
    await differences(
      baseURL!,
      rules.map(({ pattern }) => sampleOf(pattern)),
    ),
  ).toEqual([]);
});

test('unknown paths, index addresses, the 404 page, and paths that decode to another host', async ({
  baseURL,
}) => {
  const requests = [
    ...['/no-such-page', '/no-such-page/', '/no-such-page.html', '/blog/no-such-post', '/no/such/page'],
    ...['/index', '/index.html', '/blog/index', '/blog/index/', '/404', '/404.html'],
    ...[
      '/%2Fevil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/%2Fabout/',
      '/%2F%2Fabout/',
      '/%5Cabout/',
      '/%',
    ],
    ...['HEAD /', 'POST /', 'POST /no-such-page', 'PUT /about', 'DELETE /about'],
  ];
  expect(await differences(baseURL!, requests)).toEqual([]);
});

test('one file of every type in the build, and missing files', async ({ baseURL }) => {
  const files = oneFileOfEachType().filter((file) => !hostFiles.includes(file));
  const types = files.map((file) => path.extname(file));
  expect(types).toEqual(expect.arrayContaining(['.html', '.js', '.css', '.xml', '.txt', '.svg', '.webp']));
  const missing = ['/assets/missing-parity.js', '/assets/missing-parity.css', '/missing-parity.png'];
  expect(await differences(baseURL!, [...files, ...missing])).toEqual([]);
});

test("the host's own rule files are never served", async ({ baseURL }) => {
  for (const file of hostFiles) {
    const hosted = await answer(host, 'GET', file);
    const previewed = await answer(baseURL!, 'GET', file);
    if (hosted.status === 502) {
      // The local lookup fault above; the deployed host answers what the preview answers.
      expect(await (await fetch(host + file)).text()).toMatch(wranglerLookupFault);
      expect(previewed.status, file).toBe(404);
      expect(previewed.headers['cache-control'], file).toBe('no-store');
      expect(previewed.body).toBe((await answer(baseURL!, 'GET', '/no-such-page')).body);
    } else {
      expect(await differences(baseURL!, [file])).toEqual([]);
    }
  }
});
