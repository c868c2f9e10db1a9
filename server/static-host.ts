import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import mime from 'mime';
import type { Plugin } from 'vite';

/**
 * `npm run preview` answers as Cloudflare Pages answers the build, step by step as its asset server does
 * (the one `wrangler pages dev` runs; tests/e2e/host-parity.spec.ts compares the two on every address
 * that matters): the rules of dist/_redirects, then `/about` from `about.html`, `/about/` and
 * `/about.html` redirected to `/about` (308) when that page exists, unknown paths from `404.html` with
 * status 404 and `no-store`, and the headers of dist/_headers over the host's own. So the browser tests
 * see the real status codes and headers, CSP included.
 */

type HeaderRule = { pattern: string; headers: [string, string][] };
type RedirectRule = { from: string; to: string; status: number };

/** Blocks of `pattern` followed by indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Lines of `from to [status]`. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** `:name` matches one path segment, a `*` the rest (as `splat`). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split(/(:\w+|\*)/)
    .map((part) => {
      if (part === '*') return names.push('splat') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** The rule for a path as the host picks it: an exact path first, then the first placeholder rule. */
export function redirectFor(rules: RedirectRule[], pathname: string) {
  const exact = rules.find((rule) => rule.from === pathname);
  for (const rule of exact ? [exact] : rules) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const location = rule.to.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    return { status: rule.status, location };
  }
  return undefined;
}

/** Every header the rules matching a path set; a header two rules set gets both values, as on the host. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  for (const [name, value] of rules
    .filter((rule) => matchPattern(rule.pattern, pathname))
    .flatMap((rule) => rule.headers)) {
    const key = name.toLowerCase();
    const earlier = headers.get(key);
    headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
  }
  return [...headers.values()];
}

/**
 * A same-site address to redirect to, as the host makes it: one leading slash, so `//evil.example` or
 * `/\evil.example` (which browsers read as another host) can never be produced from a path.
 */
export function sameSiteLocation(location: string): string {
  return location.replace(/^(\/|%2F|%2f|%5C|%5c|%09|\s|\\)+(.*)/, '/$2');
}

/** What the host answers a request for the site, before headers. `file` is a path in the site. */
export type HostAnswer = { status: number; file?: string; location?: string };

/**
 * The host's answer, in its order: a _redirects rule (for any method, on the path as sent), 405 for
 * anything but GET and HEAD, then the decoded path against the files: `/x` serves `x.html`, `/x/` and
 * `/x.html` go to `/x` only when `x.html` exists (`x/index.html` would be served at `/x/`), `/x/index` goes
 * to `/x/`, and the rest is the nearest `404.html`.
 */
export function hostAnswer(
  request: { method: string; pathname: string; search: string },
  redirects: RedirectRule[],
  isFile: (file: string) => boolean,
): HostAnswer {
  const rule = redirectFor(redirects, request.pathname);
  if (rule) {
    const base = new URL(request.pathname, 'http://site');
    const destination = new URL(rule.location, base);
    if (!destination.search) destination.search = request.search;
    const location =
      destination.origin === base.origin
        ? `${destination.pathname}${destination.search}${destination.hash}`
        : destination.href;
    return { status: rule.status, location };
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405 };

  let pathname = request.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // The host looks a malformed escape up as it is (and finds nothing).
  }
  const to = (target: string): HostAnswer => ({
    status: 308,
    location: sameSiteLocation(target.split('/').map(encodeURIComponent).join('/') + request.search),
  });
  const serve = (file: string): HostAnswer => ({ status: 200, file });

  if (pathname.endsWith('/')) {
    if (isFile(`${pathname}index.html`)) return serve(`${pathname}index.html`);
    if (pathname.endsWith('/index/')) return to(pathname.slice(0, -'index/'.length));
    if (isFile(`${pathname.slice(0, -1)}.html`)) return to(pathname.slice(0, -1));
    return notFound(pathname, isFile);
  }
  if (isFile(pathname)) {
    if (!pathname.endsWith('.html')) return serve(pathname);
    const bare = pathname.slice(0, -'.html'.length);
    if (bare.endsWith('/index')) return to(bare.slice(0, -'index'.length));
    return isFile(bare) ? serve(pathname) : to(bare);
  }
  if (pathname.endsWith('/index')) return to(pathname.slice(0, -'index'.length));
  if (isFile(`${pathname}.html`)) return serve(`${pathname}.html`);
  if (isFile(`${pathname}/index.html`)) return to(`${pathname}/`);
  return notFound(pathname, isFile);
}

/** The `404.html` nearest the path, with status 404. */
function notFound(pathname: string, isFile: (file: string) => boolean): HostAnswer {
  for (let folder = pathname; folder;) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (isFile(`${folder}/404.html`)) return { status: 404, file: `${folder}/404.html` };
  }
  return { status: 404 };
}

/** Files in the build the host reads as its own configuration and never publishes. */
const hostFiles = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js']);

/** What the host sends when no rule names Cache-Control (scripts/host-rules.ts has the same default). */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Where the local backend (Data API, functions, storage) answers: never the host's pages. */
const backendPath = /^\/(rest|functions|storage)(\/|$)/;
/** The local mailbox, which sets its own headers (server/local-backend/mailbox.ts). */
const mailboxPath = /^\/_mail(\/|$)/;

export function staticHost(): Plugin {
  let outDir = 'dist';
  return {
    name: 'static-host',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      const read = (file: string) =>
        existsSync(path.join(outDir, file)) ? readFileSync(path.join(outDir, file), 'utf8') : '';
      // Read once: the preview serves one build.
      const headerRules = parseHeadersFile(read('_headers'));
      const redirectRules = parseRedirectsFile(read('_redirects'));
      const fileOf = (sitePath: string) => path.join(outDir, sitePath);
      const isFile = (sitePath: string) => {
        const file = fileOf(sitePath);
        return (
          file.startsWith(outDir + path.sep) &&
          !hostFiles.has(sitePath) &&
          existsSync(file) &&
          statSync(file).isFile()
        );
      };

      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        // The request target is a path: never read `//host/...` as another host.
        const url = new URL(`http://localhost${req.url ?? '/'}`);
        let decoded = url.pathname;
        try {
          decoded = decodeURIComponent(url.pathname);
        } catch {
          // Looked up as it is, as the host does.
        }
        if (mailboxPath.test(decoded)) return next();
        // The local backend's middlewares come first (server/local-backend/vite-plugin.ts): a backend path
        // that reaches here is one nothing serves, which a hosted project answers with a 404.
        if (backendPath.test(decoded)) {
          for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
          res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
          return res.end(
            JSON.stringify({ code: 'NOT_FOUND', message: `Nothing is served at ${url.pathname}` }),
          );
        }

        const method = req.method ?? 'GET';
        const answer = hostAnswer(
          { method, pathname: url.pathname, search: url.search },
          redirectRules,
          isFile,
        );
        const file = answer.file ? fileOf(answer.file) : undefined;
        const type = file ? contentType(file) : undefined;
        // A redirect other than 308 says where in words; a file is revalidated unless a rule says otherwise.
        const body = answer.location && answer.status !== 308 ? `Redirecting to ${answer.location}` : '';
        const headers = new Headers();
        if (answer.location) headers.set('Location', answer.location);
        if (type) headers.set('Content-Type', type);
        else if (body) headers.set('Content-Type', 'text/plain;charset=UTF-8');
        if (answer.status === 200 && !req.headers.authorization && !req.headers.range)
          headers.set('Cache-Control', REVALIDATE);
        // The host's own headers on every answer, then the site's rules over them.
        headers.set('Access-Control-Allow-Origin', '*');
        headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
        if (headers.has('Content-Type')) headers.set('X-Content-Type-Options', 'nosniff');
        for (const [name, value] of headersFor(headerRules, url.pathname)) headers.set(name, value);
        // Nothing keeps a "not found", however long the path's rule would keep the file.
        if (answer.status === 404) headers.set('Cache-Control', 'no-store');
        for (const [name, value] of headers) res.setHeader(name, value);

        res.statusCode = answer.status;
        if (file && type) return sendFile(req, res, file, type);
        res.end(method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/** The type the host gives a file: the same table `wrangler pages deploy` uploads, text in UTF-8. */
function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return type.startsWith('text/') && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}

/** Text, which every host compresses (Vite's own preview sends it as it is: three times the bytes). */
const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** Compressed files by path and modification time. */
const compressedFiles = new Map<string, Buffer>();

/** Text compressed, as any static host serves it, so measurements of the preview are realistic. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, type: string): void {
  let body: Buffer = readFileSync(file);
  if (compressible.test(type)) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cacheKey = `${file}@${statSync(file).mtimeMs}`;
      body = compressedFiles.get(cacheKey) ?? gzipSync(body);
      compressedFiles.set(cacheKey, body);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
