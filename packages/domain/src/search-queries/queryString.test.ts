import { describe, expect, it } from 'vitest';
import {
  decodeQueryComponent,
  encodeQueryComponent,
  readQueryParameter,
  readRawQueryParameters,
  writeQueryString,
} from './index.js';

describe('query strings', () => {
  it('encodes and decodes components, reading + as a space', () => {
    expect(encodeQueryComponent('a b,c&d+e')).toBe('a%20b%2Cc%26d%2Be');
    expect(decodeQueryComponent('a+b%20c')).toBe('a b c');
    expect(decodeQueryComponent('100%')).toBe('100%');
  });

  it('reads raw parameters, the first of each name winning', () => {
    expect([...readRawQueryParameters('?a=1&&b&a=2&c%20d=x%20y')]).toEqual([
      ['a', '1'],
      ['b', ''],
      ['c d', 'x%20y'],
    ]);
    expect(readQueryParameter('a=x%20y', 'a')).toBe('x y');
    expect(readQueryParameter('a=1', 'b')).toBeUndefined();
  });

  it('writes pairs', () => {
    expect(
      writeQueryString([
        ['a b', '1'],
        ['c', '2'],
      ]),
    ).toBe('a%20b=1&c=2');
    expect(writeQueryString([])).toBe('');
  });
});
