import { describe, expect, it } from 'vitest';
import { activeNavItemId, linkCurrency } from './nav-items';

describe('activeNavItemId', () => {
  it.each([
    ['/', 'home'],
    ['/solutions', 'solutions'],
    ['/strategy', 'solutions'],
    ['/mvp', 'solutions'],
    ['/growth', 'solutions'],
    ['/collective/join', 'collective'],
    ['/blog/some-post', 'blog'],
    ['/blog/tag/pricing', 'blog'],
    ['/about', 'about'],
    ['/labs/mvps', undefined],
    ['/book-call', undefined],
  ])('highlights %s as %s', (pathname, expected) => {
    expect(activeNavItemId(pathname)).toBe(expected);
  });
});

describe('linkCurrency', () => {
  it.each([
    ['/blog', '/blog', 'page'],
    ['/blog/some-post', '/blog', 'section'],
    ['/blog/tag/pricing', '/blog', 'section'],
    ['/collective/join', '/collective', 'section'],
    ['/strategy', '/strategy', 'page'],
    ['/strategy', '/solutions', null],
    ['/about', '/', null],
    ['/', '/', 'page'],
    ['/blogroll', '/blog', null],
  ] as const)('on %s, the link to %s is %s', (pathname, to, expected) => {
    expect(linkCurrency(pathname, to)).toBe(expected);
  });
});
