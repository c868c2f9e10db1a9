import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Markdown } from '../src/components/content/markdown.tsx';
import { CoverImage } from '../src/components/ui/cover-image.tsx';
import { collectVariantRequests, imageLayouts } from '../src/lib/responsive-image.ts';
import { writeImageVariants } from './image-variants.ts';

/** The article's column is 848 CSS pixels at most; twice that serves a 2x screen. */
const ARTICLE_COLUMN = 848;

let server: Server;
let origin: string;
let outDir: string;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  // An image host: a camera-sized cover and a small inline chart, as the owner might upload them.
  const images: Record<string, Buffer> = {
    '/storage/v1/object/public/site-images/blog/huge-cover.png': await png(4000, 2250),
    '/storage/v1/object/public/site-images/blog/chart.png': await png(700, 400),
  };
  server = createServer((req, res) => {
    const image = images[req.url ?? ''];
    if (!image) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outDir = await mkdtemp(path.join(tmpdir(), 'media-'));
  vi.stubEnv('DEV', false); // the addresses a build writes, not the dev server's
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.close();
  await rm(outDir, { recursive: true, force: true });
});

/** [file, width] of each srcset candidate of every <img> in the HTML. */
function candidates(html: string): { srcset: string; sizes: string; files: [string, number][] }[] {
  return [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => {
    const srcset = /srcSet="([^"]*)"|srcset="([^"]*)"/i.exec(tag);
    const value = (srcset?.[1] ?? srcset?.[2] ?? '').replace(/&amp;/g, '&');
    return {
      srcset: value,
      sizes: /sizes="([^"]*)"/.exec(tag)?.[1] ?? '',
      files: value
        .split(', ')
        .filter(Boolean)
        .map((entry) => {
          const [url, width] = entry.split(' ');
          return [path.basename(url ?? ''), Number.parseInt(width ?? '', 10)];
        }),
    };
  });
}

describe('the build’s image variants', () => {
  it('give the article’s cover and an image in its text a srcset, written no wider than the column needs', async () => {
    const requests = collectVariantRequests();
    const cover = `${origin}/storage/v1/object/public/site-images/blog/huge-cover.png`;
    const chart = `${origin}/storage/v1/object/public/site-images/blog/chart.png`;
    const html = renderToStaticMarkup(
      createElement(
        'article',
        null,
        createElement(CoverImage, { src: cover, eager: true, layout: 'article' }),
        createElement(Markdown, { markdown: `Growth this quarter:\n\n![Revenue by month](${chart})` }),
      ),
    );
    const [coverImg, chartImg] = candidates(html);
    for (const img of [coverImg, chartImg]) {
      expect(img?.sizes).toBe(imageLayouts.article.sizes);
      expect(img?.files.map(([, width]) => width)).toEqual(imageLayouts.article.widths);
      for (const [file] of img?.files ?? []) expect(file).toMatch(/^[a-z0-9-]+-[0-9a-f]{16}-\d+\.webp$/);
    }
    expect(coverImg?.files[0]?.[0]).toMatch(/^huge-cover-/);
    expect(chartImg?.files[0]?.[0]).toMatch(/^chart-/);

    const written = await writeImageVariants(requests, { outDir, publicDir: path.resolve('public') });
    expect(new Set(await readdir(outDir))).toEqual(new Set(written));

    const widthOf = async (file: string) => (await sharp(path.join(outDir, file)).metadata()).width;
    for (const [file, width] of coverImg?.files ?? []) {
      expect(await widthOf(file)).toBe(width);
      expect(await widthOf(file)).toBeLessThanOrEqual(2 * ARTICLE_COLUMN);
    }
    // The 700-pixel chart is never enlarged: its larger "widths" hold its own 700 pixels.
    for (const [file, width] of chartImg?.files ?? []) expect(await widthOf(file)).toBe(Math.min(width, 700));
    expect((await sharp(path.join(outDir, coverImg!.files[0]![0])).metadata()).format).toBe('webp');
  });

  it('stop the build, naming the address, when an image cannot be read', async () => {
    const requests = new Map([[`${origin}/storage/v1/object/public/site-images/gone.png`, new Set([400])]]);
    await expect(writeImageVariants(requests, { outDir, publicDir: path.resolve('public') })).rejects.toThrow(
      `The image ${origin}/storage/v1/object/public/site-images/gone.png could not be read (404 Not Found)`,
    );
  });
});
