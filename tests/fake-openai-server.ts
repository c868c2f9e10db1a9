import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeOpenAi, type FakeOpenAiScript } from '../supabase/functions/growth-analysis/fake-openai.ts';

const headersOf = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
  );

/**
 * The fake OpenAI (supabase/functions/growth-analysis/fake-openai.ts) on 127.0.0.1 under Node, its stream
 * written to the socket as it is made: for `npm run check:ai`'s test, the browser tests and the first-words
 * measure. `port` 0 picks a free one.
 */
export async function serveFakeOpenAi(script: FakeOpenAiScript, port = 0) {
  const fake = fakeOpenAi(script);
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const response = await fake.handle(
        new Request(`http://127.0.0.1${req.url ?? '/'}`, {
          method: req.method,
          headers: headersOf(req.headers),
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) for await (const chunk of response.body) res.write(chunk);
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ...fake,
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      fake.stop();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
