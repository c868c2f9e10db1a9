import { createServer, request as forward, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * What Playwright's `page.route` does for the Chromium suite, for engines driven through WebDriver (which
 * cannot intercept requests in WebKit, nor run a script before the page's own): the browsers load the site
 * through this proxy in front of the preview. It
 * - starts every page with a recorder of its errors (`page-errors.js`, the first script of the head),
 * - holds back the requests a test names (the site's scripts),
 * - states a visitor's address to the local backend (its rate limits count per address, as in Chromium's
 *   fixtures), and lists the requests the page made to the backend.
 */
export type Proxy = {
  origin: string;
  /** Holds every request whose path matches until the returned function is called. */
  hold(pattern: RegExp): () => void;
  /** A new visitor: another address, no rules, an empty request list. */
  reset(): void;
  /** `METHOD /path` of each request to the backend (`/rest/v1/`, `/functions/v1/`) since the last reset. */
  backendRequests: string[];
  close(): Promise<void>;
};

/** Same origin: the site's CSP allows 'self'. */
const recorderPath = '/__engines/page-errors.js';
const recorder = readFileSync(new URL('./page-errors.js', import.meta.url), 'utf8');

function visitorAddress(): string {
  return `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
}

export async function startProxy(upstream: string, port: number): Promise<Proxy> {
  const target = new URL(upstream);
  let holds: { pattern: RegExp; released: Promise<void>; release: () => void }[] = [];
  let address = visitorAddress();
  const backendRequests: string[] = [];

  async function waitForHolds(path: string) {
    await Promise.all(holds.filter(({ pattern }) => pattern.test(path)).map(({ released }) => released));
  }

  const server = createServer(async (req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    if (path === recorderPath) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(recorder);
      return;
    }
    if (/^\/(rest|functions)\/v1\//.test(path)) backendRequests.push(`${req.method} ${path.split('?')[0]}`);
    await waitForHolds(path);
    // Uncompressed, so a page can be given its recorder.
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
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${recorderPath}"></script>`);
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
    reset() {
      for (const { release } of holds) release();
      holds = [];
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
