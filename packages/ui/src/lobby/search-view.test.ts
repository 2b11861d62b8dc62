import { describe, expect, test } from 'vitest';
import { searchView } from './search-view.ts';

describe('searchView', () => {
  test.each([
    ['', false, null, 'default'],
    ['    ', true, 3, 'default'],
    ['a', false, null, 'hint'],
    [' ab ', true, null, 'hint'],
    ['🍒🍋', false, 4, 'hint'],
    ['abc', true, null, 'busy'],
    ['abc', true, 0, 'busy'],
    ['abc', false, 0, 'empty'],
    ['abc', false, 12, 'results'],
    ['abc', false, null, 'results'],
    ['a'.repeat(200), false, 1, 'results'],
  ] as const)('%j busy=%s count=%s -> %s', (query, busy, count, expected) => {
    expect(searchView(query, 3, busy, count)).toBe(expected);
  });

  test('filters that leave nothing keep the results (and the filters) in view', () => {
    expect(searchView('abc', 3, false, 0, true)).toBe('results');
    expect(searchView('abc', 3, false, 0, false)).toBe('empty');
  });
});
