/**
 * `npm run check:bundle` (after a build): fails if anything secret or server-only reached dist/, the folder
 * that is published. The AI key lives in the Edge Function only (docs/product/README.md#standing-rules); so
 * does the openai package. Then it prints what a few pages load before React has them (gzip): the entry
 * and the page's chunks that the prerender names on #root, with what they import (docs/performance.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');

const forbidden: [string, RegExp][] = [
  ['an OpenAI API key', /sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/],
  ['the openai package', /dangerouslyAllowBrowser|api\.openai\.com|OPENAI_API_KEY|x-stainless/],
  ['the local service key', /local-service-role-key/],
  ['a Supabase service role key', /service_role/],
];

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(?:js|html|css|json|xml|txt|map)$/.test(entry.name)) yield full;
  }
}

const hits: string[] = [];
let checked = 0;
for await (const file of files(dist)) {
  checked += 1;
  const text = await readFile(file, 'utf8');
  for (const [what, pattern] of forbidden) {
    const match = pattern.exec(text);
    if (match) hits.push(`${path.relative(dist, file)}: ${what} (${match[0].slice(0, 24)}…)`);
  }
}
if (checked === 0) throw new Error('dist/ is empty: run `npm run build` first.');
if (hits.length) {
  console.error(`Found what must never be published:\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`check:bundle: ${checked} files in dist/, no keys and no server-only code.`);

/** The scripts a page loads before React has it, and what they import, as paths under dist/. */
async function scriptsBeforeReact(page: string): Promise<Set<string>> {
  const root = /<div id="root"[^>]*>/.exec(await readFile(path.join(dist, page), 'utf8'))?.[0] ?? '';
  const named = [/data-entry="([^"]*)"/, /data-page-chunks="([^"]*)"/].flatMap(
    (attribute) => attribute.exec(root)?.[1]?.split(/\s+/).filter(Boolean) ?? [],
  );
  const found = new Set<string>();
  const queue = named.map((url) => url.replace(/^\//, ''));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = await readFile(path.join(dist, file), 'utf8');
    for (const [, imported] of code.matchAll(
      /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      queue.push(path.posix.join(path.posix.dirname(file), imported!));
  }
  return found;
}

const article = (await readdir(path.join(dist, 'blog'))).find((file) => file.endsWith('.html'));
const pages = ['index.html', 'book-call.html', `blog/${article}`, 'growth-playbook.html', 'labs.html'];
pages.push('labs/submit-idea.html', 'collective/join.html', 'growth-check.html');
console.log('\nScripts loaded before React (gzip):');
for (const page of pages) {
  const files = await scriptsBeforeReact(page);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file))).length;
  console.log(`  ${page.padEnd(44)} ${(bytes / 1000).toFixed(1).padStart(6)} kB in ${files.size} files`);
}
