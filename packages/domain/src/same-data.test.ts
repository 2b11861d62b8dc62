import { describe, expect, it } from 'vitest';
import { sameData } from './same-data.ts';

describe('sameData', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal primitives', 3, 3, true],
    ['different primitives', 3, '3', false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['null and an object', null, {}, false],
    ['equal objects, keys in another order', { a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, true],
    ['a nested difference', { a: { b: [1, 2] } }, { a: { b: [1, 3] } }, false],
    ['a missing key', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['arrays of other lengths', [1, 2], [1, 2, 3], false],
    ['an array and an object', [1], { 0: 1 }, false],
  ])('%s', (_label, a, b, expected) => {
    expect(sameData(a, b)).toBe(expected);
    expect(sameData(b, a)).toBe(expected);
  });
});
