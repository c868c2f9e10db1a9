import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHUNKS_ATTRIBUTE, ENTRY_ATTRIBUTE } from '../src/app/boot/root-attributes.ts';
import { brandFont } from '../server/font-fallback.ts';
import { inlineScriptHashes, type SitePolicy } from './host-rules.ts';

/** What src/entry-server.tsx exports, as the build sees it. */
type RenderResult =
  | { kind: 'page'; status: number; html: string; hydrationData: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string };

type ServerEntry = {
  render: (path: string) => Promise<RenderResult>;
  prerenderPaths: () => Promise<{ path: string; pattern: string }[]>;
  renderFeeds: (pagePaths: string[]) => Promise<Record<string, string>>;
  sitePolicy: () => SitePolicy;
  siteIdentity: () => { name: string; url: string };
  HYDRATION_DATA_ID: string;
};

/** A path no route matches, rendered once as dist/404.html. */
const NOT_FOUND_PROBE = '/__prerender-not-found__';

const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/**
 * React 19 renders a page's <title>, <meta> and <link> at the start of the markup when it does not render
 * the whole document; a crawler wants them in <head>, so they move there.
 */
export function splitHead(markup: string): { head: string; body: string } {
  const head = leadingHeadTags.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/**
 * Modules the entry imports only when a visitor needs them, which no page asks for ahead: the Core Web
 * Vitals reporter (once the visitor accepts analytics) and the error service's SDK (at the first error).
 */
export const ON_DEMAND_MODULES: readonly string[] = [
  'src/lib/web-vitals.ts',
  'src/lib/error-reporting-client.ts',
];

/**
 * What a page's own modules need: their stylesheets, as <link> tags, and the script chunks the entry and the
 * page import, as a list the boot script preloads beside the entry, after the paint
 * (src/app/boot/load-scripts-after-paint.ts). No `modulepreload` in the head: the chunks are not needed for
 * the first paint, and on a slow link every early request competes with the HTML and the images that make
 * it (ADR 0015).
 */
export function pageAssets(manifest: Manifest, modules: string[]): { styles: string; chunks: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (entryKey) visit(entryKey);
  // What the entry imports in steps (src/main.tsx) is part of every page too; a page module among them
  // would mean every page lists it. What it imports only on demand is no page's.
  for (const step of entry?.dynamicImports ?? []) {
    if (ON_DEMAND_MODULES.includes(step)) continue;
    if (modules.includes(step) || step.startsWith('src/app/routes/'))
      throw new Error(`The entry imports the page module ${step}: every page would load it.`);
    visit(step);
  }
  for (const module of modules) {
    // Without its own chunk the page would list only the entry's, and its scripts would load one after
    // another: this happens when another route module imports it and the bundler merges them.
    if (!manifest[module])
      throw new Error(
        `${module} has no chunk of its own in the build manifest: import what pages share from src/components or src/features, not from another route module.`,
      );
    visit(module);
  }
  // The entry is asked for by name (data-entry); its stylesheet is already in the template.
  if (entry) {
    scripts.delete(entry.file);
    entry.css?.forEach((file) => styles.delete(file));
  }
  return {
    styles: [...styles].map((file) => `<link rel="stylesheet" href="/${file}">`).join(''),
    chunks: [...scripts].map((file) => `/${file}`),
  };
}

/** The entry script as Vite writes it into index.html. */
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;

export function fillTemplate(
  template: string,
  page: { head: string; body: string; path: string; hydrationData: string; chunks?: string[] },
  dataBlockId: string,
): string {
  // The HTML does not ask for the entry: the boot script does, once the page has painted and loaded.
  const entry = entryScript.exec(template)?.[1];
  if (!entry)
    throw new Error('index.html has no <script type="module" src> entry for the boot script to load.');
  const scripts =
    ` ${ENTRY_ATTRIBUTE}="${entry}"` +
    (page.chunks?.length ? ` ${CHUNKS_ATTRIBUTE}="${page.chunks.join(' ')}"` : '');
  const marked = template
    .replace(entryScript, '')
    .replace('<div id="root">', `<div id="root" data-prerendered-path="${page.path}"${scripts}>`);
  if (!marked.includes('<div id="root" '))
    throw new Error('index.html has no <div id="root"> to render into.');
  // The data block goes after #root, as the last child of <body>: where content cannot reach
  // (src/app/hydration-data.ts reads it from there).
  const dataBlock = `<script type="application/json" id="${dataBlockId}">${page.hydrationData}</script>`;
  const slots: Record<string, string> = {
    '<!--app-head-->': page.head,
    '<!--app-html-->': page.body,
    '</body>': `${dataBlock}</body>`,
  };
  // One pass over the template: a placeholder or `</body>` written in page content (an attribute keeps `<`
  // as it is) is never taken for the template's own, and a function replacement never reads `$` patterns.
  return marked.replace(/<!--app-head-->|<!--app-html-->|<\/body>/g, (slot) => slots[slot] ?? slot);
}

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Puts the site's stylesheets inside the page. Tailwind's whole stylesheet is about 5 kB gzipped; inline,
 * the first paint no longer waits for a second request, which is most of a mobile visitor's LCP.
 */
export async function inlineStylesheets(
  html: string,
  readAsset: (file: string) => Promise<string>,
): Promise<string> {
  const styles = new Map<string, string>();
  for (const [, file] of html.matchAll(stylesheetLink)) {
    styles.set(file as string, (await readAsset(file as string)).replace(/<\/style/gi, '<\\/style'));
  }
  return html.replace(
    stylesheetLink,
    (_, file: string) =>
      `${fontPreloads(styles.get(file)!)}<style>${styles.get(file)}</style>${fallbackFaceLoads(styles.get(file)!)}`,
  );
}

/**
 * The brand font file the stylesheet names (ADR 0020), asked for beside the stylesheet: every page's first
 * screen is set in it, so it arrives with the HTML instead of after the first layout finds it.
 */
function fontPreloads(css: string): string {
  const fonts = new Set(Array.from(css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g), (match) => match[1]));
  return [...fonts]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * Loads the brand face's metric-matched fallback (ADR 0020: local fonts, no request) before the first layout.
 * Firefox starts no load of a later family of the stack while a face of the first is loading, so on a first
 * visit it set the text in its default font until the brand face came, and the first screen moved.
 */
function fallbackFaceLoads(css: string): string {
  if (!css.includes(brandFont.fallbackFamily)) return '';
  const family = JSON.stringify(brandFont.fallbackFamily);
  return `<script>document.fonts&&document.fonts.forEach(function(f){f.family.replace(/"/g,"")===${family}&&f.load().catch(function(){})})</script>`;
}

/** For hosts that do not read dist/_redirects: a page that sends the visitor on, by a relative address. */
function redirectPage(location: string): string {
  const href = location.replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Redirecting…</title><link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`;
}

/**
 * `/` is dist/index.html and `/about` is dist/about.html: hosts then serve the page at `/about` and send
 * `/about/` there, one address per page, the one canonical links name (docs/decisions/0005).
 */
export function outputFile(distDir: string, pagePath: string): string {
  return path.join(distDir, pagePath === '/' ? 'index.html' : `${pagePath.replace(/\/+$/, '')}.html`);
}

export type PrerenderResult = {
  /** Every file written, relative to dist/. */
  written: string[];
  /** Pages by the route pattern they came from (`/blog/:slug` → 8). */
  pagesByPattern: Record<string, number>;
  /** The CSP hashes of the inline scripts on any page. */
  scriptHashes: string[];
  sitePolicy: SitePolicy;
  /** The studio's name and public origin (src/config/site.ts), for the social cards. */
  site: { name: string; url: string };
};

export async function prerender(options: { distDir: string; serverEntry: string }): Promise<PrerenderResult> {
  const template = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(options.distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const headOf = (result: { html: string; modules: string[]; hydrationData: string }) => {
    const { head, body } = splitHead(result.html);
    const { styles, chunks } = pageAssets(manifest, result.modules);
    return { head: head + styles, body, hydrationData: result.hydrationData, chunks };
  };
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const written: string[] = [];
  const scriptHashes = new Set<string>();
  const pagesByPattern: Record<string, number> = {};

  const readAsset = (file: string) => readFile(path.join(options.distDir, file), 'utf8');
  const write = async (file: string, html: string) => {
    const page = await inlineStylesheets(html, readAsset);
    inlineScriptHashes(page).forEach((hash) => scriptHashes.add(hash));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
    written.push(path.relative(options.distDir, file));
  };

  const pages: string[] = [];
  const policy = entry.sitePolicy();
  // Pages that redirect as the data stands now (a beta-access page of an MVP not in beta): temporary rules.
  const temporaryRedirects: SitePolicy['redirects'][number][] = [];
  for (const { path: pagePath, pattern } of await entry.prerenderPaths()) {
    const result = await entry.render(pagePath);
    if (result.kind === 'redirect') {
      await write(outputFile(options.distDir, pagePath), redirectPage(result.location));
      if (result.status !== 301 && !policy.redirects.some((rule) => rule.from === pagePath))
        temporaryRedirects.push({ from: pagePath, to: result.location, status: 302 });
      continue;
    }
    if (result.status !== 200) throw new Error(`Prerendering ${pagePath} answered ${result.status}.`);
    await write(
      outputFile(options.distDir, pagePath),
      fillTemplate(template, { ...headOf(result), path: pagePath }, entry.HYDRATION_DATA_ID),
    );
    pages.push(pagePath);
    pagesByPattern[pattern] = (pagesByPattern[pattern] ?? 0) + 1;
  }

  // The sitemap lists pages, not redirect stubs or the 404 page.
  for (const [file, text] of Object.entries(await entry.renderFeeds(pages))) {
    await writeFile(path.join(options.distDir, file), text);
    written.push(file);
  }

  const notFound = await entry.render(NOT_FOUND_PROBE);
  if (notFound.kind !== 'page') throw new Error('The 404 page must render, not redirect.');
  await write(
    path.join(options.distDir, '404.html'),
    fillTemplate(template, { ...headOf(notFound), path: '*' }, entry.HYDRATION_DATA_ID),
  );
  return {
    written,
    pagesByPattern,
    scriptHashes: [...scriptHashes],
    sitePolicy: { ...policy, redirects: [...policy.redirects, ...temporaryRedirects] },
    site: entry.siteIdentity(),
  };
}
