import { describe, expect, it } from 'vitest';
import { arrayLiteral, parseFilter, parseList, parseOrder, parseSelect } from './postgrest.ts';

describe('parseSelect', () => {
  it('reads columns, aliases and *', () => {
    expect(parseSelect('id, headline:title,*')).toEqual([
      { kind: 'column', name: 'id', alias: 'id' },
      { kind: 'column', name: 'title', alias: 'headline' },
      { kind: 'star' },
    ]);
  });

  it('refuses what it does not translate: embedding, JSON paths, casts, quoted names', () => {
    expect(() => parseSelect('users(name)')).toThrow('embedding');
    expect(() => parseSelect('data->field')).toThrow('JSON paths in select');
    expect(() => parseSelect('title::text')).toThrow('casts in select');
    expect(() => parseSelect('"quoted"')).toThrow('not supported');
  });
});

describe('parseFilter', () => {
  it('reads operators and negation', () => {
    expect(parseFilter('published', 'eq.true')).toEqual({
      column: 'published',
      negate: false,
      operator: 'eq',
      value: 'true',
    });
    expect(parseFilter('name', 'not.in.(a,b)')).toEqual({
      column: 'name',
      negate: true,
      operator: 'in',
      value: '(a,b)',
    });
    expect(parseFilter('slug', 'eq.a.b.c').value).toBe('a.b.c');
  });

  it('names unknown operators', () => {
    expect(() => parseFilter('title', 'wfts.pricing')).toThrow('the filter operator "wfts"');
  });
});

describe('lists and arrays', () => {
  it('parses quoted list items with commas', () => {
    expect(parseList('(a,"b,c","d\\"e")')).toEqual(['a', 'b,c', 'd"e']);
    expect(parseList('()')).toEqual([]);
  });

  it('writes PostgreSQL array literals with every element quoted', () => {
    expect(arrayLiteral(['a', 'b"c', 'd\\e'])).toBe('{"a","b\\"c","d\\\\e"}');
  });

  it('parses order terms', () => {
    expect(parseOrder('status.asc,created_at.desc.nullslast')).toEqual([
      { column: 'status', direction: 'asc' },
      { column: 'created_at', direction: 'desc', nulls: 'last' },
    ]);
    expect(() => parseOrder('title.sideways')).toThrow('order modifier "sideways"');
  });
});
