/**
 * Writes the sized WebP variants pages ask for (src/lib/responsive-image.ts): each image is read once, from
 * the web (the Storage bucket or any https address), from the local backend's storage folder, or from
 * public/ for a site path, then resized to every width its pages use. Never enlarged: a variant named for a
 * width above the original's holds the original's width, so no page downloads more pixels than exist.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { localStorageFile, STORAGE_PUBLIC_PATH } from '../server/local-backend/storage.ts';
import { variantFile } from '../src/lib/responsive-image.ts';

const FETCH_TIMEOUT_MS = 20_000;
const WEBP_QUALITY = 78;

/** The original bytes of an image, wherever its address points. */
export async function readOriginal(src: string, publicDir: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const pathname = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
  if (pathname.startsWith(STORAGE_PUBLIC_PATH)) {
    const file = localStorageFile(pathname);
    if (!file) throw new Error('not a file of the local storage');
    return readFile(file);
  }
  const file = path.resolve(publicDir, `.${pathname}`);
  if (!file.startsWith(path.resolve(publicDir) + path.sep)) throw new Error('outside public/');
  return readFile(file);
}

/** One variant: the original scaled down to `width` (or kept at its own, when narrower), as WebP. */
export function resizeToWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original)
    .rotate() // phone photos carry their orientation in EXIF
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Writes every requested variant into `outDir`. A missing or unreadable image stops the build with its
 * address: a page would otherwise ship pointing at variants that do not exist. `drawnImages` are originals
 * the build made itself (the playbook's pages, drawn from its PDF), by address.
 */
export async function writeImageVariants(
  requests: Map<string, Set<number>>,
  {
    outDir,
    publicDir,
    drawnImages = new Map(),
  }: { outDir: string; publicDir: string; drawnImages?: ReadonlyMap<string, Buffer> },
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const [src, widths] of requests) {
    let original: Buffer;
    try {
      original = drawnImages.get(src) ?? (await readOriginal(src, publicDir));
    } catch (error) {
      throw new Error(
        `The image ${src} could not be read (${error instanceof Error ? error.message : String(error)}). ` +
          'Fix its address in the console (featured_image or the article text) and build again.',
        { cause: error },
      );
    }
    for (const width of [...widths].sort((a, b) => a - b)) {
      const file = variantFile(src, width);
      await writeFile(path.join(outDir, file), await resizeToWebp(original, width));
      written.push(file);
    }
  }
  return written;
}
