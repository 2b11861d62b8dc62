import { describe, expect, test } from 'vitest';
import { isCurrentPath, itemKeys } from './nav-items.ts';

describe('isCurrentPath', () => {
  test.each([
    ['/', '/', true],
    ['/', '/promotions', false],
    ['/promotions', '/promotions', true],
    ['/promotions', '/promotions/summer', true],
    ['/promotions', '/promotionsx', false],
    ['/category/online-slots?sort=az', '/category/online-slots', true],
    ['/tournaments#live', '/tournaments', true],
    ['/promotions', undefined, false],
  ])('%s at %s -> %s', (action, current, expected) => {
    expect(isCurrentPath(action, current)).toBe(expected);
  });
});

describe('itemKeys', () => {
  test('keeps unique ids and suffixes repeats', () => {
    expect(itemKeys([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }])).toEqual(['a', 'b', 'a~2', 'a~3']);
  });

  test('is empty for no items', () => {
    expect(itemKeys([])).toEqual([]);
  });
});
