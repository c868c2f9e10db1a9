import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `npm run preview` as a static host serves the build: the rules in dist/_redirects and dist/_headers
 * (written by the build, read here exactly as Cloudflare Pages reads them), `/about` from `about.html`,
 * `/about/` and `/about.html` redirected to `/about` (308, as the hosts do), unknown paths from
 * `404.html` with status 404. So the browser tests see the real status codes and headers, CSP included.
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

/** `:name` matches one path segment, a trailing `*` the rest (as `splat`). */
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

export function redirectFor(rules: RedirectRule[], pathname: string) {
  for (const rule of rules) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const location = rule.to.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    return { status: rule.status, location };
  }
  return undefined;
}

export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => matchPattern(rule.pattern, pathname)).flatMap((rule) => rule.headers);
}

/** Where the local backend (Data API, functions, storage) answers: never the host's pages. */
const backendPath = /^\/(rest|functions|storage)(\/|$)/;
/** The local mailbox, which sets its own headers (server/local-backend/mailbox.ts). */
const mailboxPath = /^\/_mail(\/|$)/;

/**
 * A same-site address to redirect to: one leading slash, so `//evil.example` or `/\evil.example` (which
 * browsers read as another host) can never be produced from a path like `/%2Fevil.example/`.
 */
export function sameSiteLocation(location: string): string {
  return location.startsWith('/') ? `/${location.replace(/^[/\\]+/, '')}` : location;
}

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

      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        // The request target is a path: never read `//host/...` as another host.
        const url = new URL(`http://localhost${req.url ?? '/'}`);
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          res.statusCode = 400;
          return res.end('Bad Request: a malformed escape in the path');
        }
        if (mailboxPath.test(pathname)) return next();
        for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
        // The local backend's middlewares come first (server/local-backend/vite-plugin.ts): a backend path
        // that reaches here is one nothing serves, which a hosted project answers with a 404.
        if (backendPath.test(pathname)) {
          res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
          return res.end(
            JSON.stringify({ code: 'NOT_FOUND', message: `Nothing is served at ${url.pathname}` }),
          );
        }
        if (!res.hasHeader('Cache-Control'))
          res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();

        const redirect = redirectFor(redirectRules, pathname) ?? canonicalRedirect(pathname);
        if (redirect) {
          res.statusCode = redirect.status;
          res.setHeader('Location', sameSiteLocation(redirect.location) + url.search);
          return res.end();
        }
        const inDist = (file: string) => file.startsWith(outDir + path.sep) && existsSync(file);
        const notFound = path.join(outDir, '404.html');
        if (path.extname(pathname)) {
          // A file: Vite serves it. A missing one (an asset of an older build, a mistyped address) is a
          // 404, as on the hosts, never the HTML of a page with 200.
          const file = path.join(outDir, pathname);
          const isFile = inDist(file) && statSync(file).isFile();
          const textType = textTypes[path.extname(file)];
          if (isFile && textType)
            return send(req, res, 200, textType, readFileSync(file), `${file}@${statSync(file).mtimeMs}`);
          if (isFile || !existsSync(notFound)) return next();
          return sendHtml(req, res, 404, readFileSync(notFound));
        }
        const page = path.join(outDir, pathname === '/' ? 'index.html' : `${pathname}.html`);
        const found = inDist(page);
        const file = found ? page : notFound;
        if (!existsSync(file)) return next();
        sendHtml(req, res, found ? 200 : 404, readFileSync(file));
      });
    },
  };
}

/** One address per page, without a trailing slash or `.html` (the form canonical links use). */
function canonicalRedirect(pathname: string) {
  if (pathname.length > 1 && pathname.endsWith('/'))
    return { status: 308, location: pathname.replace(/\/+$/, '') };
  if (pathname.endsWith('.html') && pathname !== '/404.html') {
    const bare = pathname.replace(/(\/index)?\.html$/, '');
    return { status: 308, location: bare || '/' };
  }
  return undefined;
}

/** Scripts and styles, which every host compresses (Vite's own preview sends them as they are: three times the bytes). */
const textTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: Buffer): void {
  send(req, res, status, 'text/html; charset=utf-8', html);
}

/** Compressed files by path and modification time. */
const compressedFiles = new Map<string, Buffer>();

/** Compressed, as any static host serves text, so measurements of the preview are realistic. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: Buffer,
  cacheKey?: string,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  let sent = body;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    sent = (cacheKey ? compressedFiles.get(cacheKey) : undefined) ?? gzipSync(body);
    if (cacheKey) compressedFiles.set(cacheKey, sent);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
