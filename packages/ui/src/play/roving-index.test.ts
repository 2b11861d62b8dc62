import { describe, expect, test } from 'vitest';
import { rovingIndex, wrapIndex } from './roving-index.ts';

describe('rovingIndex', () => {
  test.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowRight', 1, 3, 2],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowLeft', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowDown', -1, 3, 1],
    ['ArrowDown', 9, 3, 1],
    ['ArrowDown', 0, 1, 0],
    ['Enter', 1, 3, null],
    ['a', 1, 3, null],
    ['ArrowDown', 0, 0, null],
  ])('%s from %i of %i', (key, current, count, expected) => {
    expect(rovingIndex(key, current, count)).toBe(expected);
  });
});

describe('wrapIndex', () => {
  test.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [2.7, 5, 2],
    [Number.NaN, 5, 0],
    [Number.POSITIVE_INFINITY, 5, 0],
    [3, 0, 0],
  ])('%d in %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  test('always lands inside the list', () => {
    for (let index = -50; index <= 50; index += 1) {
      for (let count = 1; count <= 7; count += 1) {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
      }
    }
  });
});
