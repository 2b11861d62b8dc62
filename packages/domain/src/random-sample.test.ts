import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomIndex, randomItem, randomSample } from './random-sample.ts';

function sequence(...draws: number[]) {
  let i = 0;
  return () => draws[i++ % draws.length] ?? 0;
}

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('randomSample', () => {
  it.each<[string, readonly string[], number, () => number, string[]]>([
    ['fewer items than asked: all, in order', letters, 10, sequence(0.5), letters],
    ['exactly as many: all, in order', letters, 5, sequence(0.5), letters],
    ['always the first remaining', letters, 3, sequence(0), ['a', 'b', 'c']],
    ['always the last remaining', letters, 3, sequence(0.9999), ['e', 'a', 'b']],
    ['a mixed draw', letters, 2, sequence(0.5, 0), ['c', 'b']],
    ['a source that returns 1', letters, 1, sequence(1), ['e']],
    ['a source that returns NaN', letters, 1, sequence(Number.NaN), ['a']],
    ['none asked', letters, 0, sequence(0.5), []],
  ])('%s', (_label, items, n, random, expected) => {
    expect(randomSample(items, n, random)).toEqual(expected);
  });

  it('takes min(n, length) distinct items, deterministically', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.nat({ max: 15 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (raw, n, draws) => {
          const items = [...new Set(raw)];
          const first = randomSample(items, n, sequence(...draws));
          expect(first).toHaveLength(Math.min(n, items.length));
          expect(new Set(first).size).toBe(first.length);
          expect(first.every((item) => items.includes(item))).toBe(true);
          expect(randomSample(items, n, sequence(...draws))).toEqual(first);
        },
      ),
    );
  });
});

describe('randomIndex and randomItem', () => {
  it.each<[number, number, number]>([
    [0, 5, 0],
    [0.999, 5, 4],
    [-3, 5, 0],
    [7, 5, 4],
  ])('draw %d of %d -> %d', (draw, size, index) => {
    expect(randomIndex(size, () => draw)).toBe(index);
  });

  it('picks nothing from nothing', () => {
    expect(randomItem([], () => 0.5)).toBeUndefined();
    expect(randomItem(letters, () => 0.5)).toBe('c');
  });
});
