import { describe, expect, test } from 'vitest';
import { unreadBadgeText } from './inbox-bell.tsx';

describe('unreadBadgeText', () => {
  test.each([
    [0, null],
    [-2, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2.7, '2'],
  ])('%s -> %s', (count, expected) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });
});
