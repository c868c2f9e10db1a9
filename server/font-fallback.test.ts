import { describe, expect, it } from 'vitest';
import { fallbackFontFaces } from './font-fallback.ts';

describe('fallbackFontFaces', () => {
  it('gives each local fallback the metric overrides fontaine computes from the brand font file', async () => {
    const css = await fallbackFontFaces();
    const faces = css.split('@font-face').slice(1);
    expect(faces).toHaveLength(2);
    expect(faces[1]).toContain('src: local("Arial"), local("Arimo"), local("Liberation Sans");');
    for (const face of faces) {
      expect(face).toContain('font-family: "Bricolage Grotesque Fallback";');
      // Read from the font, not typed in: a size-adjust other than 100% and the font's own ascent and descent.
      expect(face).toMatch(/size-adjust: (?!100%)\d+(\.\d+)?%;/);
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      expect(face).toMatch(/descent-override: \d+(\.\d+)?%;/);
    }
  });
});
