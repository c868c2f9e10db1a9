import { describe, expect, it } from 'vitest';
import { brandWeights, fallbackFontFaces } from './font-fallback.ts';

/** The fallback faces as { weight, src, sizeAdjust }, in the order the stylesheet has them. */
async function faces() {
  const css = await fallbackFontFaces();
  return css
    .split('@font-face')
    .slice(1)
    .map((face) => {
      expect(face).toContain('font-family: "Bricolage Grotesque Fallback";');
      // Read from font files, not typed in: the brand face's own ascent and descent, adjusted.
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      expect(face).toMatch(/descent-override: \d+(\.\d+)?%;/);
      return {
        weight: Number(face.match(/font-weight: (\d+);/)?.[1]),
        src: face.match(/src: ([^;]+);/)?.[1],
        sizeAdjust: Number(face.match(/size-adjust: ([\d.]+)%;/)?.[1]),
      };
    });
}

describe('fallbackFontFaces', () => {
  it('gives each local fallback one face per weight of the brand face, Arial last', async () => {
    const all = await faces();
    expect(all.map((face) => face.weight)).toEqual([...brandWeights, ...brandWeights]);
    const arial = all.slice(brandWeights.length);
    expect(arial.find((face) => face.weight === 400)?.src).toBe(
      'local("Arial"), local("ArialMT"), local("Arimo"), local("Liberation Sans")',
    );
    // Bold text falls back on a bold file, not on a regular one made bold by the browser.
    expect(arial.find((face) => face.weight === 700)?.src).toContain('local("Liberation Sans Bold")');
  });

  it('sizes each weight to the brand face at that weight', async () => {
    // The brand face widens as it gets bolder, so on one local file the fallback grows with the weight
    // (one face sized for ExtraBold set the regular body text 5 % too wide).
    const all = await faces();
    for (const local of [all.slice(0, brandWeights.length), all.slice(brandWeights.length)]) {
      const regular = local.filter((face) => face.weight < 600).map((face) => face.sizeAdjust);
      expect(regular).toEqual([...regular].sort((a, b) => a - b));
      expect(new Set(regular).size).toBe(regular.length);
    }
  });
});
