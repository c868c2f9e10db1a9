/**
 * Draws the social cards the pages name (src/lib/social-card.ts): the page's title and the brand, set in
 * the brand face from the repository's own font files (ADR 0020's static instances, no network), laid out
 * by satori (HTML and CSS to SVG, text as paths) and rasterised by sharp. Incremental: a card is kept in a
 * cache under its content's hash (title, brand, host, template, font files), so a page whose card would
 * come out the same is copied, not drawn again (docs/decisions/0027-owner-sees-real-visits.md).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { SOCIAL_CARD_SIZE } from '../src/lib/social-card.ts';

/** Raise when the drawing changes, so every cached card is drawn again. */
const TEMPLATE_VERSION = 1;

const root = path.resolve(import.meta.dirname, '..');
/** Where cards are kept between builds: beside other tools' caches, never shipped or committed. */
export const DEFAULT_CARD_CACHE = path.join(root, 'node_modules/.cache/social-cards');

const FONT_DIR = path.join(root, 'node_modules/@fontsource/bricolage-grotesque/files');
/** satori reads TTF, OTF and WOFF (not WOFF2); Latin first, Latin Extended for the rest of Europe's letters. */
const FONT_FILES = [
  { file: 'bricolage-grotesque-latin-700-normal.woff', weight: 700 },
  { file: 'bricolage-grotesque-latin-ext-700-normal.woff', weight: 700 },
  { file: 'bricolage-grotesque-latin-500-normal.woff', weight: 500 },
  { file: 'bricolage-grotesque-latin-ext-500-normal.woff', weight: 500 },
] as const;

/** The brand palette (tailwind.config.ts) and the page's ink. */
const colours = { paper: '#eef2ff', mark: '#4338ca', brand: '#312e81', ink: '#0f172a', rule: '#a5b4fc' };

export type CardBrand = { name: string; host: string };
type Font = { name: string; data: Buffer; weight: 500 | 700; style: 'normal' };

let fonts: Promise<{ list: Font[]; digest: string }> | undefined;

function loadFonts() {
  fonts ??= (async () => {
    const list: Font[] = [];
    const digest = createHash('sha256');
    for (const { file, weight } of FONT_FILES) {
      const data = await readFile(path.join(FONT_DIR, file));
      digest.update(data);
      list.push({ name: 'Bricolage Grotesque', data, weight, style: 'normal' });
    }
    return { list, digest: digest.digest('hex') };
  })();
  return fonts;
}

/** Long titles get a smaller size, so up to about 120 characters fit in four lines. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 32) return 84;
  if (length <= 60) return 72;
  if (length <= 90) return 60;
  return 52;
}

/** satori takes React's element shape; these few nodes need no React. */
function node(type: string, style: Record<string, unknown>, children?: unknown): ReactNode {
  return { type, key: null, props: { style, children } } as unknown as ReactNode;
}

/** The brand mark (src/components/ui/logo.tsx), as an image satori draws. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colours.mark}"/><path d="M10 23V9h12v3.5h-8v2.5h6.5v3.5H14V23z" fill="#fff"/></svg>`,
)}`;

/** The card less its coloured edge (24 px) and padding (80 px a side). */
const CONTENT_WIDTH = SOCIAL_CARD_SIZE.width - 24 - 2 * 80;

function card(title: string, brand: CardBrand): ReactNode {
  const logo = {
    type: 'img',
    key: null,
    props: { src: LOGO, width: 64, height: 64 },
  } as unknown as ReactNode;
  return node(
    'div',
    {
      // Whole numbers: a percentage here is taken before the padding and border are added.
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundColor: colours.paper,
      borderLeft: `24px solid ${colours.mark}`,
      fontFamily: 'Bricolage Grotesque',
    },
    [
      node('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        logo,
        node('div', { fontSize: 40, fontWeight: 700, color: colours.brand }, brand.name),
      ]),
      node(
        'div',
        {
          display: 'block',
          width: CONTENT_WIDTH,
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: '-0.01em',
          color: colours.ink,
          lineClamp: 4,
        },
        title,
      ),
      node(
        'div',
        {
          display: 'flex',
          fontSize: 30,
          fontWeight: 500,
          color: colours.brand,
          width: CONTENT_WIDTH,
          borderTop: `3px solid ${colours.rule}`,
          paddingTop: 20,
        },
        brand.host,
      ),
    ],
  );
}

/**
 * Puts the title in the PNG itself (an iTXt chunk with the standard keyword `Title`, UTF-8), after the
 * header: a reader of the file learns what it says without looking at it.
 */
export function withTitle(png: Buffer, title: string): Buffer {
  const data = Buffer.concat([
    Buffer.from('Title\0', 'latin1'),
    Buffer.from([0, 0]), // not compressed
    Buffer.from('\0\0', 'latin1'), // no language tag, no translated keyword
    Buffer.from(title, 'utf8'),
  ]);
  const type = Buffer.from('iTXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 4 + 4 + 13 + 4; // signature, then IHDR's length, type, data and CRC
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}

/** The title a card says it shows (`withTitle`), or undefined. */
export function readTitle(png: Buffer): string | undefined {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'iTXt' && data.toString('latin1', 0, 6) === 'Title\0') {
      // keyword\0, compression flag and method, language tag\0, translated keyword\0, then the text
      let start = 8;
      start = data.indexOf(0, start) + 1;
      start = data.indexOf(0, start) + 1;
      return data.toString('utf8', start);
    }
    offset += 12 + length;
  }
  return undefined;
}

/** One card as a PNG. */
export async function drawCard(title: string, brand: CardBrand): Promise<Buffer> {
  const { list } = await loadFonts();
  const svg = await satori(card(title, brand), { ...SOCIAL_CARD_SIZE, fonts: list });
  // sharp's default compression: about 50 kB a card in a few milliseconds (a palette would save a fifth
  // for 40 times the time, a maximal deflate a quarter for 7 times).
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return withTitle(png, title);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export type CardResult = { written: string[]; drawn: number; reused: number };

/**
 * Writes each requested card (`/og/<name>.png` → title) into `distDir`, drawing only those the cache does
 * not hold yet.
 */
export async function writeSocialCards(
  requests: ReadonlyMap<string, string>,
  { distDir, brand, cacheDir = DEFAULT_CARD_CACHE }: { distDir: string; brand: CardBrand; cacheDir?: string },
): Promise<CardResult> {
  const { digest } = await loadFonts();
  await mkdir(cacheDir, { recursive: true });
  const result: CardResult = { written: [], drawn: 0, reused: 0 };
  for (const [cardPath, title] of requests) {
    const key = createHash('sha256')
      .update(JSON.stringify([TEMPLATE_VERSION, digest, brand.name, brand.host, title]))
      .digest('hex');
    const cached = path.join(cacheDir, `${key}.png`);
    if (await exists(cached)) result.reused++;
    else {
      // Written aside and moved into place: a build stopped half-way leaves no broken card to reuse.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, await drawCard(title, brand));
      await rename(partial, cached);
      result.drawn++;
    }
    const file = path.join(distDir, cardPath);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(cached, file);
    result.written.push(cardPath.slice(1));
  }
  return result;
}
