import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { socialCardPath } from '../src/lib/social-card.ts';
import { drawCard, readTitle, withTitle, writeSocialCards } from './social-cards.ts';

const brand = { name: 'Foundercraft', host: 'www.foundercraft.studio' };

describe('a social card', () => {
  it('is a 1200×630 PNG that carries the title it shows', async () => {
    const png = await drawCard('Freemium vs. free trial: which one converts better for B2B SaaS?', brand);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(readTitle(png)).toBe('Freemium vs. free trial: which one converts better for B2B SaaS?');
    // Well under what networks accept (LinkedIn 5 MB, X 5 MB), and small to copy.
    expect(png.length).toBeLessThan(150_000);
  });

  it('keeps a title in any language in its metadata', async () => {
    const png = withTitle(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      'Ça coûte 5 € — déjà vu',
    );
    expect(readTitle(png)).toBe('Ça coûte 5 € — déjà vu');
    await expect(sharp(png).metadata()).resolves.toMatchObject({ width: 2 });
  });
});

describe('socialCardPath', () => {
  it('names one file per page, readable and safe for any path', () => {
    expect(socialCardPath('/')).toMatch(/^\/og\/home-[0-9a-f]{8}\.png$/);
    expect(socialCardPath('/blog/freemium-vs-free-trial')).toMatch(
      /^\/og\/blog-freemium-vs-free-trial-[0-9a-f]{8}\.png$/,
    );
    expect(socialCardPath('/blog/tag/No%20Code')).toMatch(/^\/og\/blog-tag-no-code-[0-9a-f]{8}\.png$/);
    expect(socialCardPath('/blog/tag/No-Code')).not.toBe(socialCardPath('/blog/tag/No%20Code'));
  });
});

describe('writeSocialCards', () => {
  it('draws each card once: a later build with the same titles copies them, a changed title is redrawn', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'cards-cache-'));
    const pages = new Map([
      [socialCardPath('/'), 'Stop guessing. Start growing.'],
      [socialCardPath('/about'), 'About'],
      [socialCardPath('/blog'), 'Blog'],
    ]);

    const firstDist = await mkdtemp(path.join(tmpdir(), 'cards-dist-'));
    const first = await writeSocialCards(pages, { distDir: firstDist, brand, cacheDir });
    expect(first).toMatchObject({ drawn: 3, reused: 0 });
    expect(first.written).toEqual([...pages.keys()].map((card) => card.slice(1)));

    const secondDist = await mkdtemp(path.join(tmpdir(), 'cards-dist-'));
    const second = await writeSocialCards(pages, { distDir: secondDist, brand, cacheDir });
    expect(second).toMatchObject({ drawn: 0, reused: 3 });
    for (const card of pages.keys())
      expect(await readFile(path.join(secondDist, card))).toEqual(await readFile(path.join(firstDist, card)));

    pages.set(socialCardPath('/about'), 'About the studio');
    const third = await writeSocialCards(pages, { distDir: secondDist, brand, cacheDir });
    expect(third).toMatchObject({ drawn: 1, reused: 2 });
    expect(readTitle(await readFile(path.join(secondDist, socialCardPath('/about'))))).toBe(
      'About the studio',
    );

    // Another brand or host is another card.
    const renamed = await writeSocialCards(pages, {
      distDir: secondDist,
      brand: { ...brand, host: 'foundercraft.example' },
      cacheDir,
    });
    expect(renamed).toMatchObject({ drawn: 3, reused: 0 });
    expect((await stat(path.join(secondDist, 'og'))).isDirectory()).toBe(true);
  });
});
