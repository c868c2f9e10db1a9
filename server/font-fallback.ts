/**
 * The brand font's fallback faces (ADR 0020), computed at build time by fontaine from font files:
 * `size-adjust`, `ascent-override`, `descent-override` and `line-gap-override` make a local font take the
 * room the brand face would. A page whose first paint comes before the brand file keeps this fallback
 * (`font-display: optional`), so it should set the page as the brand face would.
 *
 * One face per weight the brand file spans: the brand face widens as it gets bolder (its regular is 5 %
 * narrower than its ExtraBold) while a local font has only a regular and a bold file, so a single fallback
 * sized for one weight set every other weight's lines longer or shorter (the text re-wrapped).
 */
import { generateFontFace, readMetrics } from 'fontaine';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const brandFont = {
  family: 'Bricolage Grotesque Variable',
  fallbackFamily: 'Bricolage Grotesque Fallback',
  /** The Latin subset with the weight axis: the one file every page uses. */
  file: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
};

/** The weights the brand file spans (its weight axis). */
export const brandWeights = [200, 300, 400, 500, 600, 700, 800] as const;

/**
 * The brand face at one weight: the same family's static instance (same version as the variable file, a
 * build-time dependency only). The variable file's own metrics are those of its default instance, ExtraBold.
 */
const brandInstance = (weight: number) =>
  `@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${weight}-normal.woff2`;

/** From this weight up the bold file of a local font stands in for the brand face, below it the regular. */
const boldFrom = 600;

/**
 * Local fonts to fall back on, each with the open font files that carry its metrics. Arimo (ChromeOS) and
 * Liberation Sans (most Linux desktops) are metric-compatible with Arial, so Arimo's files give Arial's
 * metrics; Roboto is Android's. The last face a browser has wins, so Arial's comes last. A bold local font
 * is named by its full and PostScript names.
 */
const localFallbacks = [
  {
    family: 'Roboto',
    regular: { locals: ['Roboto'], metrics: '@fontsource/roboto/files/roboto-latin-400-normal.woff2' },
    bold: {
      locals: ['Roboto Bold', 'Roboto-Bold'],
      metrics: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
    },
  },
  {
    family: 'Arial',
    regular: {
      locals: ['Arial', 'ArialMT', 'Arimo', 'Liberation Sans'],
      metrics: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
    },
    bold: {
      locals: [
        'Arial Bold',
        'Arial-BoldMT',
        'Arimo Bold',
        'Arimo-Bold',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
      ],
      metrics: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
    },
  },
];

const resolve = createRequire(import.meta.url).resolve;

async function metricsOf(file: string) {
  const metrics = await readMetrics(pathToFileURL(resolve(file)));
  if (!metrics) throw new Error(`fontaine could not read the metrics of ${file}`);
  return metrics;
}

export async function fallbackFontFaces(): Promise<string> {
  const faces = await Promise.all(
    localFallbacks.flatMap(({ family, regular, bold }) =>
      brandWeights.map(async (weight) => {
        const local = weight < boldFrom ? regular : bold;
        return generateFontFace(await metricsOf(brandInstance(weight)), {
          name: brandFont.fallbackFamily,
          font: family,
          metrics: await metricsOf(local.metrics),
          src: local.locals.map((name) => `local(${JSON.stringify(name)})`).join(', '),
          'font-weight': String(weight),
        });
      }),
    ),
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
