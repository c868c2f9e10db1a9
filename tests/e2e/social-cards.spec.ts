import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readTitle } from '../../scripts/social-cards.ts';
import { expect, test } from './fixtures.ts';

/**
 * What LinkedIn, Slack or X show when a page of the build is shared: its og:image, read from the served
 * HTML as a crawler reads it, is a 1200×630 PNG of its own, drawn with the page's title.
 */

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/** The words of a text, as OCR and the page would agree on them. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** What the card shows, read back from its pixels by Debian's tesseract. */
function ocr(png: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'card-')), 'card.png');
  writeFileSync(file, png);
  return execFileSync('tesseract', [file, 'stdout', '--psm', '3'], { encoding: 'utf8', stdio: 'pipe' });
}

test('every page of the sitemap has its own card of 1200×630 with its title, absolute and described', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(pages.length).toBeGreaterThan(30);
  const cards = new Set<string>();
  for (const pagePath of pages) {
    const html = await (await request.get(pagePath)).text();
    const image = meta(html, 'og:image') ?? '';
    const title = decode(meta(html, 'og:title') ?? '');
    // Absolute, on the site's public origin (the e2e build's default), under /og/.
    expect(image, pagePath).toMatch(/^http:\/\/localhost:5173\/og\/[a-z0-9-]+\.png$/);
    expect(meta(html, 'og:image:width'), pagePath).toBe('1200');
    expect(meta(html, 'og:image:height'), pagePath).toBe('630');
    expect(meta(html, 'og:image:type'), pagePath).toBe('image/png');
    expect(decode(meta(html, 'og:image:alt') ?? ''), pagePath).toBe(title);
    cards.add(image);

    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'png' });
    // The title the card was drawn with is the page's (og:title adds " | Foundercraft" to most).
    const drawn = readTitle(png) ?? '';
    expect([drawn, `${drawn} | Foundercraft`], pagePath).toContain(title);
  }
  expect(cards.size, 'one card per page').toBe(pages.length);
});

test('a card shows its title and the brand in its pixels', async ({ request }) => {
  for (const pagePath of ['/', '/blog/freemium-vs-free-trial', '/labs/mvps']) {
    const html = await (await request.get(pagePath)).text();
    const png = await (await request.get(new URL(meta(html, 'og:image') ?? '').pathname)).body();
    const seen = words(ocr(png));
    const title = words(readTitle(png) ?? '');
    expect(title.length, pagePath).toBeGreaterThan(1);
    const found = title.filter((word) => seen.includes(word));
    // OCR may misread a word of a display face; the title is still there, and the brand with it.
    expect(found.length / title.length, `${pagePath}: read ${seen.join(' ')}`).toBeGreaterThanOrEqual(0.8);
    expect(seen, pagePath).toContain('foundercraft');
  }
});
