import { describe, expect, it } from 'vitest';
import { arrayLiteral, parseFilter, parseList, parseOrder, parseSelect } from './postgrest.ts';

describe('parseSelect', () => {
  it('reads columns, aliases, embeds, hints and !inner', () => {
    expect(
      parseSelect('id, title,author:users!author_id(full_name),tags:blog_posts_tags!inner(blog_tags(name))'),
    ).toEqual([
      { kind: 'column', name: 'id', alias: 'id' },
      { kind: 'column', name: 'title', alias: 'title' },
      {
        kind: 'embed',
        table: 'users',
        alias: 'author',
        hint: 'author_id',
        inner: false,
        items: [{ kind: 'column', name: 'full_name', alias: 'full_name' }],
      },
      {
        kind: 'embed',
        table: 'blog_posts_tags',
        alias: 'tags',
        hint: undefined,
        inner: true,
        items: [
          {
            kind: 'embed',
            table: 'blog_tags',
            alias: 'blog_tags',
            hint: undefined,
            inner: false,
            items: [{ kind: 'column', name: 'name', alias: 'name' }],
          },
        ],
      },
    ]);
  });

  it('refuses what it cannot translate faithfully', () => {
    expect(() => parseSelect('data->field')).toThrow('JSON paths in select');
    expect(() => parseSelect('users(name')).toThrow('failed to parse select');
    expect(() => parseSelect('"quoted"')).toThrow('not supported');
  });
});

describe('parseFilter', () => {
  it('reads operators, negation and embedded paths', () => {
    expect(parseFilter('published', 'eq.true')).toEqual({
      path: [],
      column: 'published',
      negate: false,
      operator: 'eq',
      value: 'true',
    });
    expect(parseFilter('tags.name', 'not.in.(a,b)')).toEqual({
      path: ['tags'],
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
