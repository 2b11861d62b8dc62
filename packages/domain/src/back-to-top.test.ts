import { describe, expect, it } from 'vitest';
import { backToTopVisible } from './back-to-top.ts';
import { defaultLobbyOptions } from './options.ts';

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
    expect(backToTopVisible(scrollY, height, defaultLobbyOptions)).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [800, 1, false],
    [801, 1, true],
    [2401, 3, true],
    [2400, 3, false],
  ])('scrolled %d with backToTopScreens %d -> %s', (scrollY, screens, expected) => {
    expect(backToTopVisible(scrollY, 800, { backToTopScreens: screens })).toBe(expected);
  });
});
