/**
 * Measures how each engine loads the brand face on a first visit (ADR 0020): for each `font-display` value,
 * the font file held back by a given delay, which face the first rendered frame and the settled page set the
 * heading in, and what on the first screen moved in between. Not part of the suite: run it to re-measure,
 * after `npm run build`:
 *
 *   npx node scripts/measure-font.ts [pages] [delays] [displays] [engines] [runs]
 *   e.g. npx node scripts/measure-font.ts /,/about 0,50,300,1500 optional,swap chromium,firefox,webkit 3
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { launch, type Tab } from '../tests/engines/browsers.ts';
import { startProxy } from '../tests/engines/proxy.ts';
import { settings } from '../tests/engines/settings.ts';
import servePreview from '../tests/engines/setup/preview.ts';
import startWebKitDriver from '../tests/engines/setup/webkit-driver.ts';

const [
  pages = '/,/about,/blog',
  delays = '0,50,300,1500',
  displays = 'optional,fallback,swap',
  engines = 'chromium,firefox,webkit',
  runs = '2',
] = process.argv.slice(2);

/** What measuring needs of a tab; Chromium's comes from Playwright, the others' from the suite. */
type Measured = Pick<Tab, 'goto' | 'resize' | 'evaluate'> & { close?(): Promise<void> };

type Result = {
  first: { at: number; face: string; status: string } | null;
  now: { face: string; status: string };
  moved: string[];
};

async function chromiumEngine() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    async newVisitor(_options?: { freshCache?: boolean }): Promise<Measured> {
      const context = await browser.newContext();
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        resize: (width, height) => page.setViewportSize({ width, height }),
        evaluate: (fn, ...args) => page.evaluate(fn as never, args.length ? args[0] : undefined) as never,
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

const stopPreview = await servePreview();
const stopDriver = engines.includes('webkit') ? await startWebKitDriver() : () => {};
const proxy = await startProxy(`http://127.0.0.1:${settings.previewPort}`, settings.proxyPort);
try {
  for (const engineName of engines.split(',')) {
    const engine = engineName === 'chromium' ? await chromiumEngine() : await launch(engineName as 'firefox');
    for (const display of displays.split(','))
      for (const delay of delays.split(',').map(Number))
        for (const path of pages.split(','))
          for (const width of [390, 1280]) {
            const rows: string[] = [];
            for (let run = 0; run < Number(runs); run += 1) {
              proxy.reset();
              proxy.addPageScript('font-watch.js');
              proxy.rewriteHtml((html) =>
                html.replace(/font-display:\s*optional/g, `font-display:${display}`),
              );
              proxy.delay(/\.woff2$/, delay);
              const tab: Measured = await engine.newVisitor({ freshCache: true });
              await tab.resize(width, width < 640 ? 844 : 800);
              await tab.goto(`${proxy.origin}${path}`);
              const deadline = Date.now() + delay + 5_000;
              let result: Result | undefined;
              for (;;) {
                result = await tab
                  .evaluate(() =>
                    (window as unknown as { __fontWatchResult?: () => Result }).__fontWatchResult?.(),
                  )
                  .catch(() => undefined);
                if (
                  (result?.first && result.now.status !== 'loading' && result.now.status !== 'unloaded') ||
                  Date.now() > deadline
                )
                  break;
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
              await new Promise((resolve) => setTimeout(resolve, 300));
              result = await tab.evaluate(() =>
                (window as unknown as { __fontWatchResult: () => Result }).__fontWatchResult(),
              );
              rows.push(
                `first frame ${result.first?.at ?? '?'} ms ${result.first?.face}/${result.first?.status}, then ${result.now.face}/${result.now.status}, moved ${result.moved.length}${result.moved.length ? ` (${result.moved.slice(0, 2).join('; ')})` : ''}`,
              );
              await tab.close?.();
            }
            console.log(`${engineName} ${display} font +${delay} ms ${path} ${width}px: ${rows.join(' | ')}`);
          }
    await engine.close();
  }
} finally {
  await proxy.close();
  stopDriver();
  stopPreview();
}
