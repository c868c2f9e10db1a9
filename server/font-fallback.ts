/**
 * The brand font's fallback faces (ADR 0020), computed at build time by fontaine from the font file itself
 * and capsize's metrics of the local fonts: `size-adjust`, `ascent-override`, `descent-override` and
 * `line-gap-override` make a local font take the brand font's room, so swapping to it moves nothing.
 */
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const brandFont = {
  family: 'Bricolage Grotesque Variable',
  fallbackFamily: 'Bricolage Grotesque Fallback',
  /** The Latin subset with the weight axis: the one file every page uses. */
  file: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
};

/**
 * Local fonts to fall back on, each with the font whose metrics it has. Arimo (ChromeOS) and Liberation
 * Sans (most Linux desktops) are metric-compatible with Arial; Roboto is Android's. The last face a
 * browser has wins, so Arial's comes last.
 */
const localFallbacks = [
  { metricsOf: 'Roboto', locals: ['Roboto'] },
  { metricsOf: 'Arial', locals: ['Arial', 'Arimo', 'Liberation Sans'] },
];

export async function fallbackFontFaces(): Promise<string> {
  const fontPath = createRequire(import.meta.url).resolve(brandFont.file);
  const metrics = await readMetrics(pathToFileURL(fontPath));
  if (!metrics) throw new Error(`fontaine could not read the metrics of ${brandFont.file}`);
  const faces = await Promise.all(
    localFallbacks.map(async ({ metricsOf, locals }) => {
      const fallbackMetrics = await getMetricsForFamily(metricsOf);
      if (!fallbackMetrics) throw new Error(`capsize has no metrics for ${metricsOf}`);
      return generateFontFace(metrics, {
        name: brandFont.fallbackFamily,
        font: metricsOf,
        metrics: fallbackMetrics,
        src: locals.map((local) => `local(${JSON.stringify(local)})`).join(', '),
      });
    }),
  );
  return faces.join('');
}

/** Appends the fallback faces to the site's stylesheet (src/styles.css), which names the family. */
export function fontFallback(): Plugin {
  return {
    name: 'font-fallback',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.endsWith('/src/styles.css')) return undefined;
      return `${code}\n${await fallbackFontFaces()}`;
    },
  };
}
