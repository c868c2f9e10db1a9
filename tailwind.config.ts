import type { Config } from 'tailwindcss';

/**
 * One modular scale (major third, 1.25) from a 16 px body: each heading size is the one below times 1.25,
 * with tighter leading as the size grows. `sm` and `xs` are for labels and meta lines, off the scale.
 */
const ratio = 1.25;
const step = (n: number, lineHeight: number) =>
  [`${Number((ratio ** n).toFixed(4))}rem`, { lineHeight: String(lineHeight) }] as [
    string,
    { lineHeight: string },
  ];
const typeScale = {
  xs: ['0.75rem', { lineHeight: '1.5' }],
  sm: ['0.875rem', { lineHeight: '1.5' }],
  base: step(0, 1.6),
  lg: step(0.5, 1.6),
  xl: step(1, 1.5),
  '2xl': step(2, 1.3),
  '3xl': step(3, 1.2),
  '4xl': step(4, 1.12),
  '5xl': step(5, 1.08),
  '6xl': step(6, 1.05),
} as const;

/**
 * Tailwind 4 reads its theme from CSS; this file (loaded by `@config` in src/styles.css) holds the brand
 * palette so the owner can re-colour the site in one place. Every shade used on white or as a background
 * for white text keeps WCAG AA contrast.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          200: '#c7d2fe',
          300: '#a5b4fc',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
          900: '#312e81',
        },
      },
      fontFamily: {
        // The brand face, then its metric-matched fallback (ADR 0020), then the platform's.
        sans: [
          '"Bricolage Grotesque Variable"',
          '"Bricolage Grotesque Fallback"',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
      },
      fontSize: typeScale,
    },
  },
} satisfies Config;
