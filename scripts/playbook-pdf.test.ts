import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentBrief, playbookSteps, playbookWorksheets } from '../src/content/playbook.ts';
import { playbookPdf } from './playbook-pdf.ts';

// Reads the PDF the way a reader's viewer does: poppler (Debian package poppler-utils) extracts each
// page's text and rasterises each page, so a page that fails to render or comes out empty is caught.
let dir = '';
let file = '';
let bytes: Uint8Array;

const pageText = (page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'playbook-pdf-'));
  file = path.join(dir, 'playbook.pdf');
  bytes = await playbookPdf({
    brand: 'Acme Studio',
    siteUrl: 'https://www.example.com',
    email: 'hi@example.com',
  });
  await writeFile(file, bytes);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the playbook PDF', () => {
  it('is a ten-page US Letter document titled after the framework', async () => {
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(10);
    expect(doc.getTitle()).toBe('The Growth Playbook');
    expect(doc.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual(
      Array.from({ length: 10 }, () => [612, 792]),
    );
  });

  it('prints every step of the framework page, in order, each followed by its worksheet', () => {
    expect(pageText(1)).toContain('The Growth Playbook');
    expect(pageText(1)).toContain('ACME STUDIO');
    playbookSteps.forEach((step, index) => {
      const page = pageText(3 + index * 2);
      expect(page).toContain(`STEP ${step.number} OF 3`);
      expect(page).toContain(step.title);
      for (const point of step.points) expect(page).toContain(point);
      expect(page).toContain(step.tip);
      const worksheet = playbookWorksheets[index]!;
      expect(pageText(4 + index * 2)).toContain(worksheet.title);
      for (const row of worksheet.rows) expect(pageText(4 + index * 2)).toContain(row);
    });
    for (const line of experimentBrief) expect(pageText(6)).toContain(line.text);
    expect(pageText(10)).toContain('https://www.example.com/book-call?source=strategy');
    expect(pageText(10)).toContain('hi@example.com');
    expect(pageText(2)).toContain('2 / 10');
  });

  it('renders every page to an image with content on it', async () => {
    execFileSync('pdftoppm', ['-r', '30', '-png', file, path.join(dir, 'page')]);
    const images = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    expect(images).toHaveLength(10);
    // A blank Letter page at 30 dpi compresses to a few hundred bytes; each of ours carries text and rules.
    for (const image of images) expect((await stat(path.join(dir, image))).size).toBeGreaterThan(2500);
    expect((await readFile(path.join(dir, images[0]!))).subarray(1, 4).toString()).toBe('PNG');
  });
});
