/**
 * Pictures of the playbook PDF's pages, drawn from the PDF itself with poppler's `pdftoppm` (Debian package
 * `poppler-utils`): the build renders the pages /growth-playbook shows, `npm run playbook:pages` every page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One page as a PNG, `width` pixels wide (the build makes the WebP sizes the page asks for from it). */
export function renderPdfPage(pdf: string, page: number, width: number): Buffer {
  let png: Buffer;
  try {
    png = execFileSync(
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
        '-png',
        pdf,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(
      `pdftoppm could not render page ${page} of ${path.basename(pdf)} (install poppler-utils): ${String(error)}`,
    );
  }
  if (!png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new Error(`pdftoppm wrote no PNG for page ${page} of ${path.basename(pdf)}`);
  }
  return png;
}

/** Renders every page to `<outPrefix>-NN.png` at `dpi`, to look at after changing the playbook. */
export function renderAllPdfPages(pdf: string, outPrefix: string, dpi: number): void {
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdf, outPrefix], { stdio: 'inherit' });
}
