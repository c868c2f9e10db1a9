import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { absoluteUrl, pageTitle } from './seo';

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('pageTitle', () => {
  it('adds the brand suffix only when the title lacks the brand', () => {
    expect(pageTitle('About', 'Foundercraft')).toBe('About | Foundercraft');
    expect(pageTitle('Foundercraft: strategy', 'Foundercraft')).toBe('Foundercraft: strategy');
    expect(pageTitle('Why FOUNDERCRAFT works', 'Foundercraft')).toBe('Why FOUNDERCRAFT works');
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the site origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/about', 'https://example.test')).toBe('https://example.test/about');
    expect(absoluteUrl('https://cdn.test/a.png', 'https://example.test')).toBe('https://cdn.test/a.png');
  });
});

describe('Seo', () => {
  it('puts title, description, canonical, Open Graph and Twitter tags in the head', async () => {
    await renderApp('/about');
    expect(document.title).toBe('About | Foundercraft');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toMatch(/startup advisory and no-code MVP studio/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://example.test/about',
    );
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe('https://example.test/about');
    expect(meta('meta[property="og:title"]')).toBe('About | Foundercraft');
    // The page's own card, drawn by the build (scripts/social-cards.ts), with its size and text.
    expect(meta('meta[property="og:image"]')).toMatch(
      /^https:\/\/example\.test\/og\/about-[0-9a-f]{8}\.png$/,
    );
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[property="og:image:alt"]')).toBe('About | Foundercraft');
    expect(meta('meta[name="twitter:image"]')).toBe(meta('meta[property="og:image"]'));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('keeps the 404 page out of search results', async () => {
    await renderApp('/no-such-page');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.title).toBe('Page not found | Foundercraft');
    // No card of its own: the site's picture, of the same size.
    expect(meta('meta[property="og:image"]')).toBe('https://example.test/images/og-default.jpg');
    expect(meta('meta[property="og:image:type"]')).toBe('image/jpeg');
  });
});
