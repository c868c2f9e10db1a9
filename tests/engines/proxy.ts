import { createServer, request as forward, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * What Playwright's `page.route` does for the Chromium suite, for engines driven through WebDriver (which
 * cannot intercept requests in WebKit, nor run a script before the page's own): the browsers load the site
 * through this proxy in front of the preview. It
 * - starts every page with a recorder of its errors (`page-errors.js`, the first script of the head), and
 *   with other scripts of the suite's where a test asks (`font-watch.js`),
 * - holds back or delays the requests a test names (the scripts, the font file),
 * - states a visitor's address to the local backend (its rate limits count per address, as in Chromium's
 *   fixtures), and lists the requests the page made to the backend.
 */
export type Proxy = {
  origin: string;
  /** Holds every request whose path matches until the returned function is called. */
  hold(pattern: RegExp): () => void;
  /** Answers every request whose path matches `ms` later than the preview does. */
  delay(pattern: RegExp, ms: number): void;
  /** Adds one of the suite's page scripts (a file beside this one) after the error recorder, on every page. */
  addPageScript(file: string): void;
  /** Rewrites every page's HTML (to try another setting without a build). */
  rewriteHtml(rewrite: (html: string) => string): void;
  /** A new visitor: another address, no rules, an empty request list. */
  reset(): void;
  /** `METHOD /path` of each request to the backend (`/rest/v1/`, `/functions/v1/`) since the last reset. */
  backendRequests: string[];
  close(): Promise<void>;
};

/** The suite's own scripts are served from here (same origin: the site's CSP allows 'self'). */
const scriptsPath = '/__engines/';

function visitorAddress(): string {
  return `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
}

export async function startProxy(upstream: string, port: number): Promise<Proxy> {
  const target = new URL(upstream);
  let holds: { pattern: RegExp; released: Promise<void>; release: () => void }[] = [];
  let delays: { pattern: RegExp; ms: number }[] = [];
  let address = visitorAddress();
  const backendRequests: string[] = [];
  let pageScripts = ['page-errors.js'];
  let rewrites: ((html: string) => string)[] = [];

  async function waitForRules(path: string) {
    await Promise.all(holds.filter(({ pattern }) => pattern.test(path)).map(({ released }) => released));
    const ms = Math.max(0, ...delays.filter(({ pattern }) => pattern.test(path)).map((rule) => rule.ms));
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  const server = createServer(async (req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    if (path.startsWith(scriptsPath)) {
      const file = path.slice(scriptsPath.length);
      if (!pageScripts.includes(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(readFileSync(new URL(`./${file}`, import.meta.url)));
      return;
    }
    if (/^\/(rest|functions)\/v1\//.test(path)) backendRequests.push(`${req.method} ${path.split('?')[0]}`);
    await waitForRules(path);
    // Uncompressed, so the pages can be given the suite's scripts.
    const headers = { ...req.headers, host: target.host, 'cf-connecting-ip': address };
    delete headers['accept-encoding'];
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, method: req.method, path, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const scripts = pageScripts.map((file) => `<script src="${scriptsPath}${file}"></script>`).join('');
          const html = rewrites.reduce(
            (page, rewrite) => rewrite(page),
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head>/i, `<head>${scripts}`),
          );
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          res.end(html);
        });
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    res.on('close', () => upstreamRequest.destroy());
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    hold(pattern) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ pattern, released, release });
      return release;
    },
    delay(pattern, ms) {
      delays.push({ pattern, ms });
    },
    addPageScript(file) {
      pageScripts.push(file);
    },
    rewriteHtml(rewrite) {
      rewrites.push(rewrite);
    },
    reset() {
      pageScripts = ['page-errors.js'];
      rewrites = [];
      for (const { release } of holds) release();
      holds = [];
      delays = [];
      address = visitorAddress();
      backendRequests.length = 0;
    },
    backendRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
