import { describe, expect, it } from 'vitest';
import { navHeight } from './nav-height';

describe('navHeight', () => {
  it.each([
    // [viewport width, scrollY, expected px]
    [1280, 0, 80],
    [1280, 150, 72],
    [1280, 300, 64],
    [1280, 400, 64],
    [1024, 75, 76],
    [800, 0, 76],
    [800, 150, 69],
    [800, 300, 62],
    [1023, 400, 62],
    [375, 0, 70],
    [375, 150, 65],
    [639, 300, 60],
    [375, 1000, 60],
  ])('at %ipx wide and %ipx scrolled is %ipx', (width, scrollY, expected) => {
    expect(navHeight(scrollY, width)).toBe(expected);
  });

  it('treats overscroll above the page (negative scrollY) as the top', () => {
    expect(navHeight(-40, 1280)).toBe(80);
  });

  it('changes linearly inside the range', () => {
    expect(navHeight(100, 1280)).toBeCloseTo(80 - 16 / 3, 10);
  });
});
