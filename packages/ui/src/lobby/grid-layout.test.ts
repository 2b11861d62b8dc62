import { describe, expect, test } from 'vitest';
import { defaultLobbyOptions } from '@lobby/domain';
import { gridColumns, gridGap, gridRows, nearEnd } from './grid-layout.ts';

describe('gridColumns', () => {
  test.each([
    [0, 1],
    [Number.NaN, 1],
    [200, 1],
    [288, 2],
    [600, 3],
    [1024, 5],
    [1600, 9],
  ])('%s px -> %s columns', (width, expected) => {
    expect(gridColumns(width, 160, gridGap(width, defaultLobbyOptions.breakpoints))).toBe(expected);
  });
});

describe('gridGap', () => {
  test.each([
    [639, 12],
    [640, 16],
  ])('%s px -> %s px', (width, gap) => {
    expect(gridGap(width, defaultLobbyOptions.breakpoints)).toBe(gap);
  });
});

describe('gridRows', () => {
  test.each([
    [0, 4, 0],
    [1, 4, 1],
    [20_000, 6, 3334],
    [8, 4, 2],
    [3, 0, 3],
  ])('%s cards at %s columns -> %s rows', (count, columns, expected) => {
    expect(gridRows(count, columns)).toBe(expected);
  });
});

describe('nearEnd', () => {
  test.each([
    [0, 0, 2, false],
    [5, 100, 2, false],
    [97, 100, 2, true],
    [99, 100, 2, true],
    [0, 1, 2, true],
  ])('row %s of %s (threshold %s) -> %s', (last, rows, threshold, expected) => {
    expect(nearEnd(last, rows, threshold)).toBe(expected);
  });
});
