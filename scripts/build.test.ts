import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBackend } from './check-backend.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `npm run build`'s script with the given environment; resolves with its exit code and output. */
async function build(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/build.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let server: Server | undefined;
afterEach(() => server?.close());

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closedPort(): Promise<string> {
  const url = await listen(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  return url;
}

describe('a build for a hosted project', () => {
  it('stops, naming VITE_SITE_URL, when the public origin is missing', async () => {
    const result = await build({
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('VITE_SITE_URL: required when VITE_SUPABASE_URL is set');
  });

  it('stops quickly with the network reason when the project cannot be reached', async () => {
    const started = Date.now();
    const result = await build({
      VITE_SUPABASE_URL: await closedPort(),
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_SITE_URL: 'https://www.example.com',
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /Cannot reach the Supabase project at http:\/\/127\.0\.0\.1:\d+ \(reading api\.content_version\): connect ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('checkBackend', () => {
  it("passes the backend's own message on", async () => {
    const url = await listen((_, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        }),
      );
    });
    await expect(checkBackend(url, 'wrong')).rejects.toThrow(
      'refused to read api.content_version (HTTP 401): Invalid API key: Double check your Supabase `anon` or `service_role` API key.',
    );
  });

  it("is satisfied when the visitor's API answers", async () => {
    const seen: string[] = [];
    const url = await listen((request, response) => {
      seen.push(`${request.url} ${request.headers.apikey} ${request.headers['accept-profile']}`);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('"12-1700000000"');
    });
    await checkBackend(url, 'anon');
    expect(seen).toEqual(['/rest/v1/rpc/content_version anon api']);
  });
});
