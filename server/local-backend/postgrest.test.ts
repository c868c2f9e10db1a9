import { describe, expect, it } from 'vitest';
import {
  arrayLiteral,
  parseFilter,
  parseList,
  parseOrder,
  parseSelect,
  statusForSqlState,
} from './postgrest.ts';

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

describe("statusForSqlState: PostgREST's table (src/PostgREST/Error.hs, mapSQLtoHTTP)", () => {
  it.each([
    ['23505', 'duplicate key value violates unique constraint "x"', true, 409],
    ['23503', 'insert or update violates foreign key constraint "x"', true, 409],
    ['23514', 'new row violates check constraint "x"', true, 400],
    ['22P02', 'invalid input syntax for type uuid', true, 400],
    ['P0001', 'raised', true, 400],
    ['PT429', 'Too many', false, 429],
    ['42501', 'permission denied for function take_lead', false, 401],
    ['42501', 'permission denied for function take_lead', true, 403],
    ['42883', 'function public.take_lead(text) does not exist', true, 404],
    ['42P01', 'relation "x" does not exist', true, 404],
    ['25006', 'cannot execute INSERT in a read-only transaction', false, 405],
    ['25P02', 'current transaction is aborted', true, 500],
    ['40001', 'could not serialize access', true, 500],
    ['40P01', 'deadlock detected', true, 500],
    ['57014', 'canceling statement due to statement timeout', true, 500],
    ['57P01', 'terminating connection due to administrator command', true, 503],
    ['53300', 'too many connections', true, 503],
    ['53400', 'configuration limit exceeded', true, 500],
    ['08006', 'connection failure', true, 503],
    ['28P01', 'password authentication failed', true, 403],
    ['21000', 'UPDATE requires a WHERE clause', true, 400],
    ['21000', 'more than one row returned by a subquery', true, 500],
    ['22023', 'role "x" does not exist', true, 401],
    ['P0002', 'no data found', true, 500],
    ['XX000', 'internal', true, 500],
  ])('%s (%s, authed %s) is %i', (code, message, authed, status) => {
    expect(statusForSqlState(code, message, authed)).toBe(status);
  });
});
