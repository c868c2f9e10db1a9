/**
 * `npm run build`: the client bundle, a server bundle of the same routes, then one prerendered HTML file
 * per route (dist/<path>.html, plus dist/404.html), each with its head tags and content, the feeds, and
 * the host's rules and headers (scripts/host-rules.ts). A build for a hosted project refuses to finish
 * with a broken site: a missing public origin or an unreadable backend stops it with the reason.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv } from 'vite';
import { startLocalBackend } from '../server/local-backend/standalone.ts';
import { playbookPdfOptions } from '../server/playbook-pdf-plugin.ts';
import { parseDeployEnv } from '../src/config/env-schema.ts';
import { parseSentryDsn, sentryCspReportUrl } from '../src/config/sentry-dsn.ts';
import { paths } from '../src/config/paths.ts';
import { playbookPageSize, playbookPdfPath, playbookPreviewPages } from '../src/content/playbook.ts';
import {
  collectVariantRequests,
  imageLayouts,
  MEDIA_DIR,
  recordVariantRequest,
} from '../src/lib/responsive-image.ts';
import { collectSocialCards } from '../src/lib/social-card.ts';
import { checkBackend, readApi } from './check-backend.ts';
import { cspReportUrl, hostRuleFiles } from './host-rules.ts';
import { writeImageVariants } from './image-variants.ts';
import { playbookPdf } from './playbook-pdf.ts';
import { renderPdfPage } from './playbook-pages.ts';
import { prerender } from './prerender.ts';
import { writeSocialCards } from './social-cards.ts';

const root = path.resolve(import.meta.dirname, '..');
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const distDir = path.join(root, 'dist');
const ssrOutDir = path.join(root, 'node_modules/.prerender');
const testChunk = /\.test[-.]/;

/** "8 posts" from the pages the route `/blog/:slug` produced, and how long the build took. */
function summary(written: number, pagesByPattern: Record<string, number>, seconds: number): string {
  const count = (pattern: string, noun: string) => `${pagesByPattern[pattern] ?? 0} ${noun}`;
  const pages = Object.values(pagesByPattern).reduce((sum, n) => sum + n, 0);
  return (
    `Built ${pages} pages (${count(paths.blog.post.pattern, 'posts')}, ${count(paths.labs.mvp.pattern, 'MVPs')}, ` +
    `${count(paths.blog.tag.pattern, 'tags')}); ${written} files in dist/ with _headers, _redirects and vercel.json, ` +
    `in ${seconds.toFixed(1)} s.`
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const env = parseDeployEnv({ ...loadEnv(mode, root, 'VITE_'), ...process.env });
  // Read before the long steps, so a malformed one stops the build at once. Without one of its own, CSP
  // violations go to the error service's project when there is one (Sentry's security endpoint).
  const sentryDsn = env.VITE_SENTRY_DSN ? parseSentryDsn(env.VITE_SENTRY_DSN) : undefined;
  const reportUrl =
    cspReportUrl(loadEnv(mode, root, 'CSP_').CSP_REPORT_URL) ?? (sentryDsn && sentryCspReportUrl(sentryDsn));

  // What the pages say of the project's own settings, read from it (src/config/retention.ts).
  const define: Record<string, string> = {};
  if (env.VITE_SUPABASE_URL) {
    await checkBackend(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY ?? '');
    define.__LEAD_RETENTION_MONTHS__ = JSON.stringify(
      await readApi<number>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY ?? '', 'lead_retention_months'),
    );
  } else {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! VITE_SUPABASE_URL is not set: this build talks to the LOCAL backend that\n` +
        `!! \`npm run preview\` serves. It is not fit to deploy. See "Deploy" in README.md.\n${line}\n`,
    );
  }

  await build({ root, mode, logLevel: 'warn', define });
  await build({
    root,
    mode,
    logLevel: 'warn',
    define,
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true },
  });
  // A glob that catches a test file would ship it to visitors; stop the build instead.
  const shippedTests = (await readdir(path.join(distDir, 'assets'))).filter((file) => testChunk.test(file));
  if (shippedTests.length) throw new Error(`Test code ended up in the bundle: ${shippedTests.join(', ')}`);

  // Without a hosted project, blog and Labs pages are prerendered from a freshly seeded local backend: the
  // same rows `npm run preview` serves from its own database.
  // BUILD_LOCAL_DB_DIR names a kept local database instead (the blog benchmark builds 10,000 posts).
  const keptDb = process.env.BUILD_LOCAL_DB_DIR;
  const localBackend = env.VITE_SUPABASE_URL
    ? undefined
    : await startLocalBackend(keptDb ? path.resolve(root, keptDb) : undefined);
  // The pages note every image they show, and their social cards' titles; both are written once all are
  // rendered.
  const imageRequests = collectVariantRequests();
  const cardRequests = collectSocialCards();
  if (localBackend)
    (globalThis as { __LOCAL_BACKEND_URL__?: string }).__LOCAL_BACKEND_URL__ = localBackend.url;
  const result = await prerender({
    distDir,
    serverEntry: path.join(ssrOutDir, 'entry-server.js'),
  }).finally(() => localBackend?.close());
  // A post or MVP published after the build shows the default cover (DEFAULT_POST_IMAGE, DEFAULT_MVP_IMAGE):
  // its variants must exist already.
  for (const image of ['/images/blog/default.webp', '/images/labs/default.webp'])
    for (const layout of [imageLayouts.article, imageLayouts.card])
      recordVariantRequest(image, layout.widths);

  // The playbook's PDF edition, from the same content as its framework page; emails link to it.
  const pdfFile = path.join(distDir, playbookPdfPath);
  await mkdir(path.dirname(pdfFile), { recursive: true });
  await writeFile(pdfFile, await playbookPdf(playbookPdfOptions(env)));
  result.written.push(playbookPdfPath.slice(1));
  // /growth-playbook shows pages of that PDF, drawn from it, so the picture is always the real thing: the
  // drawings are its images' originals, sized below like every other image.
  const drawnImages = new Map<string, Buffer>();
  for (const { src, page } of playbookPreviewPages) {
    const drawn = renderPdfPage(pdfFile, page, playbookPageSize.width);
    await mkdir(path.dirname(path.join(distDir, src)), { recursive: true });
    await writeFile(path.join(distDir, src), drawn);
    result.written.push(src.slice(1));
    drawnImages.set(src, drawn);
  }

  const variants = await writeImageVariants(imageRequests, {
    outDir: path.join(distDir, MEDIA_DIR),
    publicDir: path.join(root, 'public'),
    drawnImages,
  });
  result.written.push(...variants.map((file) => `${MEDIA_DIR}/${file}`));
  console.log(
    `Wrote ${variants.length} image variants of ${imageRequests.size} images to dist/${MEDIA_DIR}/.`,
  );

  const cardsStarted = performance.now();
  const cards = await writeSocialCards(cardRequests, {
    distDir,
    brand: { name: result.site.name, host: new URL(result.site.url).host },
  });
  result.written.push(...cards.written);
  console.log(
    `Social cards: ${cards.drawn} drawn, ${cards.reused} unchanged since an earlier build, in ${((performance.now() - cardsStarted) / 1000).toFixed(1)} s.`,
  );

  // The host's rules know every inline script of every page, so the CSP can name each by its hash.
  for (const [file, text] of Object.entries(
    hostRuleFiles(result.sitePolicy, result.scriptHashes, reportUrl),
  )) {
    await writeFile(path.join(distDir, file), text);
    result.written.push(file);
  }
  await rm(ssrOutDir, { recursive: true, force: true });
  // The manifest served its purpose (preload tags); it is not for visitors.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
  console.log(summary(result.written.length, result.pagesByPattern, (performance.now() - started) / 1000));
}

try {
  await main();
} catch (error) {
  console.error(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
