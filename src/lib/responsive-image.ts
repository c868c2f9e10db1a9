/**
 * Sized variants of the images the owner adds (covers, images inside articles): whatever size was uploaded,
 * a page offers the browser WebP copies at a few widths (`srcset`) and says how wide the image shows
 * (`sizes`), so a phone downloads a phone's worth of pixels (docs/decisions/0022-owner-publishing.md).
 *
 * The variants' addresses follow from the image's own address alone, so the build, the browser and a
 * page rendered in the browser from fresh rows all write the same `srcset`, with no list to ship. The build
 * writes each variant to dist/media/ (scripts/image-variants.ts) for every image a prerendered page asked
 * for; in development the local backend makes them on request (server/image-variants-plugin.ts). An image
 * newer than the build has no variants yet: its <img> falls back to the original (ResponsiveImg).
 */

/** Where an image shows and the widths that serve it: no variant is wider than twice its widest box. */
export const imageLayouts = {
  /** The article's column (max-w-4xl less padding: 848 px), for the cover and images in the text. */
  article: {
    sizes: '(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    widths: [400, 640, 848, 1280, 1696],
  },
  /**
   * A card in a grid: one column below 768 px (up to 719 px wide), two from 768 px, three from 1024 px
   * (lists with two columns at most are wider there: 50vw covers them).
   */
  card: {
    sizes: '(min-width: 768px) 50vw, calc(100vw - 32px)',
    widths: [360, 720, 1080, 1440],
  },
  /** A person's round photo beside their words (testimonials, the Collective's experts): 48 or 64 px. */
  portrait: {
    sizes: '64px',
    widths: [64, 128],
  },
  /**
   * A page of the playbook PDF on /growth-playbook, a third of a row: of the hero's 7fr column from 1024 px
   * (max-w-6xl, lg:px-8, gap-x-16, gap-4), of the page below (px-4, gap-3) and at most 12rem.
   */
  playbookPage: {
    sizes:
      '(min-width: 1152px) 189px, (min-width: 1024px) calc(((100vw - 128px) * 7 / 12 - 32px) / 3), (min-width: 640px) 192px, calc((100vw - 56px) / 3)',
    widths: [240, 360, 480],
  },
} as const;

export type ImageLayout = keyof typeof imageLayouts;

/** The folder of dist/ the build writes variants to, and the dev server's on-request address. */
export const MEDIA_DIR = 'media';
export const DEV_VARIANT_PATH = '/_image';

/** Covers and article images worth resizing: photos and drawings by address, not vectors or animations. */
export function hasVariants(src: string): boolean {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(src)) return false;
  return !/\.(svg|gif)(\?|#|$)/i.test(src);
}

/** FNV-1a over the address, twice with different seeds: 16 hex digits, the same in Node and the browser. */
function addressHash(src: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < src.length; i++) {
    const code = src.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** `cover-3f2a…`: the file's own name (readable in dist/) and a hash of its whole address (unique). */
export function variantKey(src: string): string {
  const file = decodeURIComponent(src.split(/[?#]/)[0]?.split('/').pop() ?? '');
  const stem =
    file
      .replace(/\.[a-z0-9]+$/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image';
  return `${stem}-${addressHash(src)}`;
}

export function variantFile(src: string, width: number): string {
  return `${variantKey(src)}-${width}.webp`;
}

/** Set by the prerender: every image and width its pages asked for, which the build then writes. */
type VariantRequests = Map<string, Set<number>>;
const requestsKey = '__IMAGE_VARIANT_REQUESTS__';

export function collectVariantRequests(): VariantRequests {
  const requests: VariantRequests = new Map();
  (globalThis as Record<string, unknown>)[requestsKey] = requests;
  return requests;
}

export function recordVariantRequest(src: string, widths: readonly number[]): void {
  const requests = (globalThis as Record<string, unknown>)[requestsKey] as VariantRequests | undefined;
  if (!requests) return;
  const known = requests.get(src) ?? new Set<number>();
  for (const width of widths) known.add(width);
  requests.set(src, known);
}
