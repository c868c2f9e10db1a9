import { describe, expect, it } from 'vitest';
import { paths, tagSlug } from './paths';

describe('paths', () => {
  it('builds booking links with and without a source', () => {
    expect(paths.bookCall()).toBe('/book-call');
    expect(paths.bookCall({ source: 'mvp' })).toBe('/book-call?source=mvp');
  });

  it('builds blog, tag and Labs paths', () => {
    expect(paths.blog.post('pricing-101')).toBe('/blog/pricing-101');
    expect(paths.blog.tag('No Code MVP')).toBe('/blog/tag/no-code-mvp');
    expect(paths.labs.mvp('ai-builder')).toBe('/labs/ai-builder');
    expect(paths.labs.betaAccess('ai-builder')).toBe('/labs/ai-builder/beta-access');
  });

  it('turns tag names into lowercased, hyphenated segments', () => {
    expect(tagSlug('  Product  Strategy ')).toBe('product-strategy');
  });
  it('gives each builder its route pattern, and encodes what it fills in', () => {
    expect(paths.blog.post.pattern).toBe('/blog/:slug');
    expect(paths.blog.post('a b')).toBe('/blog/a%20b');
    expect(paths.blog.tag('Product  Strategy')).toBe('/blog/tag/product-strategy');
    expect(paths.labs.betaAccess('x$&y')).toBe('/labs/x%24%26y/beta-access');
  });
});
