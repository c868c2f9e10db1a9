import type { Config } from 'tailwindcss';

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
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
