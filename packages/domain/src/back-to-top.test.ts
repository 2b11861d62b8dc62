import { describe, expect, it } from 'vitest';
import { backToTopVisible } from './back-to-top.ts';

describe('backToTopVisible', () => {
  it.each<[number, number, boolean]>([
    [0, 800, false],
    [1600, 800, false],
    [1601, 800, true],
    [5000, 800, true],
    [100, 0, false],
    [Number.NaN, 800, false],
    [2000, Number.POSITIVE_INFINITY, false],
  ])('scrolled %d with a %d px screen -> %s', (scrollY, height, expected) => {
    expect(backToTopVisible(scrollY, height)).toBe(expected);
  });
});
