/**
 * `npm run playbook:pages`: writes the playbook PDF to `playbook-pages/` and renders every page to a PNG
 * beside it with poppler's `pdftoppm` (Debian package `poppler-utils`), so a person can look at each page
 * after changing the content or the layout.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { playbookPdfOptions } from '../server/playbook-pdf-plugin.ts';
import { playbookPdf } from './playbook-pdf.ts';
import { renderAllPdfPages } from './playbook-pages.ts';

const outDir = path.resolve(import.meta.dirname, '../playbook-pages');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const pdf = path.join(outDir, 'growth-experiment-framework.pdf');
await writeFile(pdf, await playbookPdf(playbookPdfOptions(process.env)));
renderAllPdfPages(pdf, path.join(outDir, 'page'), 80);
console.log(`Pages rendered to ${path.relative(process.cwd(), outDir)}/page-*.png`);
