/**
 * Pictures of the playbook PDF's pages, drawn from the PDF itself with poppler's `pdftoppm` (Debian package
 * `poppler-utils`): the build renders the pages /growth-playbook shows, `npm run playbook:pages` every page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Renders one page to `<outPrefix>.jpg`, `width` pixels wide. */
export function renderPdfPage(pdf: string, page: number, outPrefix: string, width: number): void {
  try {
    execFileSync(
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
      ].concat(['-jpeg', '-jpegopt', 'quality=82,progressive=y', pdf, outPrefix]),
      { stdio: ['ignore', 'ignore', 'inherit'] },
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
