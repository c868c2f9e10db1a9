/**
 * The browser half of `npm run bench:blog-scale -- <posts> --browser` (docs/performance.md, "The blog at
 * scale"): serves dist/ (which must be built from the same database, `BUILD_LOCAL_DB_DIR`) with
 * `vite preview` on that database and loads blog pages in Debian's Chromium, as a first visit each:
 * what `/blog`, a tag page and an article transfer (gzip, the way a host sends text), which reads an
 * article makes after hydration, the version read, and a search's round trip in the page.
 */
import { chromium, type Page } from '@playwright/test';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { previewServer, waitForServer } from './preview-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Transfer = { document: number; code: number; reads: number; readList: string[]; media: number };

/** One first visit: what each kind of response weighed (text gzip-compressed; images and fonts as served). */
async function visit(page: Page, url: string): Promise<Transfer> {
  const bodies: Promise<void>[] = [];
  const transfer: Transfer = { document: 0, code: 0, reads: 0, readList: [], media: 0 };
  page.on('response', (response) => {
    bodies.push(
      response.body().then(
        (body) => {
          const type = response.request().resourceType();
          const address = new URL(response.url());
          if (address.pathname.startsWith('/rest/v1/')) {
            transfer.reads += gzipSync(body).length;
            transfer.readList.push(
              `${address.pathname.replace('/rest/v1/', '')} (${kb(gzipSync(body).length)})`,
            );
          } else if (type === 'document') transfer.document += gzipSync(body).length;
          else if (type === 'script' || type === 'stylesheet') transfer.code += gzipSync(body).length;
          else transfer.media += body.length;
        },
        () => undefined, // a redirect or an aborted request has no body
      ),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // The version read after hydration, and any read it starts.
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  return transfer;
}

/**
 * Types `text` into the blog search and times, in the page, from the moment the search request was sent
 * (resource timing) and from the last key until the results replaced "Searching articles...".
 */
async function searchRoundTrip(page: Page, text: string): Promise<{ request: number; typed: number }> {
  await page.goto('/blog');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const marks: { shown?: number; done?: number } = {};
    (window as unknown as { __search: typeof marks }).__search = marks;
    const searching = () => document.body.textContent?.includes('Searching articles...') ?? false;
    new MutationObserver(() => {
      if (!marks.shown && searching()) marks.shown = performance.now();
      else if (marks.shown && !marks.done && !searching()) marks.done = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const field = page.getByPlaceholder('Search articles...');
  await field.fill(text);
  const typed = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => (window as unknown as { __search: { done?: number } }).__search.done);
  // The search is a POST (its text in the body): the last one sent is this text's (earlier ones are cancelled).
  return page.evaluate(
    ({ typedAt }) => {
      const { done } = (window as unknown as { __search: { done: number } }).__search;
      const request = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('rpc/blog_search'))
        .at(-1)!;
      return { request: done - request.startTime, typed: done - typedAt };
    },
    { typedAt: typed },
  );
}

export async function measureInBrowser({
  databaseDir,
  port,
  tagPath,
  articlePath,
  searches,
}: {
  databaseDir: string;
  port: number;
  tagPath: string;
  articlePath: string;
  searches: [label: string, text: string][];
}): Promise<string> {
  const server = previewServer(path.join(root, 'dist'), port, databaseDir);
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const lines: string[] = [];
  try {
    await waitForServer(`${origin}/`);
    const fresh = async () => (await browser.newContext({ baseURL: origin })).newPage();

    lines.push(
      '| page (first visit) | document | scripts and styles | reads after hydration | images and fonts | the reads |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const address of ['/blog', tagPath, articlePath]) {
      const page = await fresh();
      const t = await visit(page, address);
      lines.push(
        `| ${address} | ${kb(t.document)} | ${kb(t.code)} | ${kb(t.reads)} | ${kb(t.media)} | ${t.readList.join(', ') || 'none'} |`,
      );
      await page.context().close();
    }

    lines.push(
      '',
      '| search in the page (median of 5) | request sent → results shown | last key → results shown |',
    );
    lines.push('| --- | --- | --- |');
    for (const [label, text] of searches) {
      const runs: { request: number; typed: number }[] = [];
      for (let run = 0; run < 5; run++) {
        const page = await fresh();
        runs.push(await searchRoundTrip(page, text));
        await page.context().close();
      }
      lines.push(
        `| ${label} | ${median(runs.map((r) => r.request)).toFixed(0)} ms | ${median(runs.map((r) => r.typed)).toFixed(0)} ms |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return lines.join('\n');
}
