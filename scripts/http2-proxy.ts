/**
 * The bench's front door: HTTP/2 over TLS, as every host serves the site, in front of `vite preview`
 * (HTTP/1.1 only). Over HTTP/1.1 a browser opens six connections to a host, so a page's twenty scripts
 * load in waves, one round trip each: on a slow link that measured the protocol, not the site.
 * The certificate is made for the run (openssl) and trusted by the browsers the bench starts
 * (`--ignore-certificate-errors`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The flag for the browsers the bench starts: the proxy's certificate is made for the run. */
export const trustTheProxy = '--ignore-certificate-errors';

/** Headers HTTP/2 forbids (RFC 9113, 8.2.2); the upstream's keep-alive and chunking are its own business. */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves https://127.0.0.1:`port` by asking http://127.0.0.1:`upstreamPort`; resolves once listening. */
export function http2Proxy(port: number, upstreamPort: number): Promise<http2.Http2SecureServer> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !connectionHeaders.has(name)),
    );
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: `127.0.0.1:${port}` },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !connectionHeaders.has(name)) res.setHeader(name, value);
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    // A stream the browser cancelled needs no answer.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
