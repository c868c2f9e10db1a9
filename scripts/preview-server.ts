/**
 * `vite preview` of a build, as the bench serves it: the host's rules, a local backend of its own
 * (LOCAL_DB_DIR), on 127.0.0.1 only, and over HTTPS, with which Vite's preview speaks HTTP/2 as every host
 * does (`preview.https`, vite.config.ts). Over HTTP/1.1 a browser opens six connections to a host, so a
 * page's twenty scripts would load in waves, one round trip each (ADR 0023). The certificate is made for
 * the run (openssl) and trusted by the browsers the bench starts (`trustTheCertificate`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The flag for the browsers the bench starts: the preview's certificate is made for the run. */
export const trustTheCertificate = '--ignore-certificate-errors';

let certificateDir: string | undefined;

/** A folder with key.pem and cert.pem for 127.0.0.1, valid a day, removed when this process exits. */
function certificate(): string {
  if (certificateDir) return certificateDir;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
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
  return (certificateDir = dir);
}

/** Serves `outDir` at https://127.0.0.1:`serverPort`. */
export function previewServer(outDir: string, serverPort: number, databaseDir: string) {
  return spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(serverPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: root,
      env: { ...process.env, LOCAL_DB_DIR: databaseDir, PREVIEW_HTTPS_DIR: certificate() },
      stdio: 'ignore',
    },
  );
}

/** Resolves once `url` (on a preview started above) answers 200. */
export async function waitForServer(url: string): Promise<void> {
  const ca = readFileSync(path.join(certificate(), 'cert.pem'));
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = await new Promise<number | undefined>(
      (resolve) =>
        https
          .get(url, { ca }, (response) => {
            response.resume();
            resolve(response.statusCode);
          })
          .on('error', () => resolve(undefined)), // not up yet
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}
