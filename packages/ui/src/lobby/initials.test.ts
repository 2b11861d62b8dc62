import { describe, expect, test } from 'vitest';
import { initialsOf, paletteIndex } from './initials.ts';

describe('initialsOf', () => {
  test.each([
    ['Golden Pharaoh', 'GP'],
    ['lucky', 'L'],
    ['  Book   of   Dead  ', 'BO'],
    ['9 Masks of Fire', '9M'],
    ['🍒 Fruit Party', 'FP'],
    ['🍒🍋', '🍒'],
    ['🇫🇷 Roulette', 'R'],
    ['كنز الفراعنة', 'كا'],
    ['', '?'],
    ['   ', '?'],
    ['ıstanbul nights', 'IN'],
  ])('%j -> %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  test('a 300-character name gives two letters', () => {
    expect(initialsOf('Mega '.repeat(60))).toBe('MM');
  });
});

describe('paletteIndex', () => {
  test('stays in range and is stable', () => {
    for (const name of ['', 'a', 'Golden Pharaoh', '🍒'.repeat(50)]) {
      const index = paletteIndex(name, 6);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(6);
      expect(paletteIndex(name, 6)).toBe(index);
    }
  });
});
