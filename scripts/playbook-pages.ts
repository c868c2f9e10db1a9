/**
 * Pictures of the playbook PDF's pages, drawn from the PDF itself with poppler's `pdftoppm` (Debian package
 * `poppler-utils`): the build renders the pages /growth-playbook shows, `npm run playbook:pages` every page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** One page as a PNG, `width` pixels wide (the build makes the WebP sizes the page asks for from it). */
export function renderPdfPage(pdf: string, page: number, width: number): Buffer {
  try {
    return execFileSync(
      'pdftoppm',
      [
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        '-scale-to-x',
        String(width),
        '-scale-to-y',
        '-1',
      ].concat(['-png', pdf]),
      { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(
      `pdftoppm could not render page ${page} of ${path.basename(pdf)} (install poppler-utils): ${String(error)}`,
    );
  }
}

/** Renders every page to `<outPrefix>-NN.png` at `dpi`, to look at after changing the playbook. */
export function renderAllPdfPages(pdf: string, outPrefix: string, dpi: number): void {
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdf, outPrefix], { stdio: 'inherit' });
}
