import { describe, expect, it } from 'vitest';
import { paths, tagSlug } from '@/config/paths';
import { listPageNumber } from '../data-pages';
import { pageCount, pageWindow, visibleTags } from './posts';

it('makes tag addresses lowercase with hyphens', () => {
  expect(tagSlug('Customer Research')).toBe('customer-research');
  expect(paths.blog.tag('No-Code')).toBe('/blog/tag/no-code');
});

it('shows three tags on a card, then "+N more"', () => {
  expect(visibleTags(['A', 'B', 'C', 'D', 'E'])).toEqual({ tags: ['A', 'B', 'C'], more: 2 });
  expect(visibleTags(['A', 'B'])).toEqual({ tags: ['A', 'B'], more: 0 });
});

describe('list pages', () => {
  it('puts the featured post and 12 more on the first page, then 12 a page, each post on one page', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 13 });
    expect(pageWindow(2)).toEqual({ offset: 13, limit: 12 });
    expect(pageWindow(3)).toEqual({ offset: 25, limit: 12 });
  });

  it('counts the pages a list fills (at least one)', () => {
    expect([0, 1, 13, 14, 25, 26, 10_000].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3, 834]);
  });

  it('addresses later pages under /page/{n}, page 1 being the list itself', () => {
    expect(paths.blog.page(1)).toBe('/blog');
    expect(paths.blog.page(2)).toBe('/blog/page/2');
    expect(paths.blog.tagPage('No-Code', 1)).toBe('/blog/tag/no-code');
    expect(paths.blog.tagPage('No-Code', 3)).toBe('/blog/tag/no-code/page/3');
  });

  it('reads a page number from the address: 2 and up; 1, 01 and words are no page', () => {
    expect([undefined, '2', '10', '834'].map(listPageNumber)).toEqual([1, 2, 10, 834]);
    expect(['1', '01', '0', 'two', '-2'].map(listPageNumber).every(Number.isNaN)).toBe(true);
  });
});
