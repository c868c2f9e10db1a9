/**
 * `npm run screenshots`: full-page PNGs of the main routes at 390 and 1280 px, so a change to the look can
 * be seen before and after. Builds (unless --no-build), serves the build with `vite preview` and writes
 * screenshots/<label>/<route>-<width>.png (the folder is git-ignored).
 *
 *   npm run screenshots -- before                 # label "before", every main route
 *   npm run screenshots -- after --no-build /about  # the existing dist/, chosen routes
 *   npm run screenshots -- astrowind --origin http://127.0.0.1:4355 /   # any other site, e.g. a reference
 *   SCREENSHOTS_PORT=4404 npm run screenshots      # serve the build on another port (default 4176)
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '../src/lib/analytics-consent.ts';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { previewServer, waitForServer } from './preview-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const optionValue = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const externalOrigin = optionValue('--origin');
const label = args.find(
  (arg, i) => !arg.startsWith('-') && !arg.startsWith('/') && args[i - 1] !== '--origin',
);
const chosenRoutes = args.filter((arg) => arg.startsWith('/'));

const widths = [390, 1280] as const;

/** The pages a founder comparing studios walks, plus the first article the build prerendered. */
async function mainRoutes(): Promise<string[]> {
  const articles = (await readdir(path.join(dist, 'blog'), { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html')
    .map((entry) => `/blog/${entry.name.slice(0, -'.html'.length)}`)
    .sort();
  return [
    '/',
    '/about',
    '/book-call',
    '/growth-check',
    '/growth-playbook',
    '/solutions',
    '/strategy',
    '/mvp',
    '/growth',
    '/case-studies',
    '/case-studies/product-strategy',
    '/labs',
    '/collective',
    '/blog',
    ...articles.slice(0, 1),
  ];
}

const fileName = (route: string, width: number) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;

let server: ReturnType<typeof previewServer> | undefined;
let origin = externalOrigin;
if (!origin) {
  if (!args.includes('--no-build'))
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  const port = Number(process.env.SCREENSHOTS_PORT ?? 4176);
  origin = `http://127.0.0.1:${port}`;
  server = previewServer(dist, port, '.local-db/screenshots');
}

const outDir = path.join(root, 'screenshots', label ?? 'latest');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await waitForServer(`${origin}/`);
  const routes = chosenRoutes.length ? chosenRoutes : externalOrigin ? ['/'] : await mainRoutes();
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 800 } });
    // An answered consent banner: the sheet shows the pages, not the banner over them.
    await context.addInitScript(
      ([key, version]) =>
        localStorage.setItem(key, JSON.stringify({ version, choice: 'denied', decidedAt: '2026-01-01' })),
      [CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION] as const,
    );
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      // Lazy images load as they scroll into view; a full-page shot should show them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, fileName(route, width)), fullPage: true });
    }
    await context.close();
  }
  console.log(`Screenshots written to ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await browser.close();
  server?.kill();
}
