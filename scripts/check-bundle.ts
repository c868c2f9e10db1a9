/**
 * `npm run check:bundle` (after a build): fails if anything secret or server-only reached dist/, the folder
 * that is published. The AI key lives in the Edge Function only (docs/product/README.md#standing-rules); so
 * does the openai package.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
