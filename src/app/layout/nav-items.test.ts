import { describe, expect, it } from 'vitest';
import { activeNavItemId } from './nav-items';

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
