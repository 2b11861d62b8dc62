import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';
import { defaultLobbyOptions } from './options.ts';
import { buildSearchIndex, isSearchable, normalizeForSearch, searchGames } from './search.ts';

const options = defaultLobbyOptions;
import { makeGame } from './testing/fixtures.ts';

describe('normalizeForSearch', () => {
  it.each<[string, string, string | undefined, string]>([
    ['lower case', 'GoLD RusH', undefined, 'gold rush'],
    ['diacritics', 'Crème Brûlée Señor', undefined, 'creme brulee senor'],
    ['Turkish dotted capital I', 'İstanbul', undefined, 'istanbul'],
    ['Turkish dotted capital I, Turkish locale', 'İSTANBUL', 'tr', 'istanbul'],
    ['Turkish dotless i', 'ıstanbul', undefined, 'istanbul'],
    ['plain capital I in Turkish', 'ISTANBUL', 'tr', 'istanbul'],
    ['German sharp s', 'Straße', 'de', 'strasse'],
    ['ligatures and full-width letters', 'ﬁre ＧＯＬＤ', undefined, 'fire gold'],
    ['whitespace collapsed and trimmed', '  gold \t\n  rush  ', undefined, 'gold rush'],
    ['whitespace only', ' \t ', undefined, ''],
    ['an invalid locale falls back', 'GOLD', 'not a locale!', 'gold'],
    ['emoji kept', 'Lucky 🎰 Seven', undefined, 'lucky 🎰 seven'],
  ])('%s', (_label, text, locale, expected) => {
    expect(normalizeForSearch(text, locale)).toBe(expected);
  });
});

const games = [
  makeGame({ id: 1, name: 'Wild West Gold Rush' }),
  makeGame({ id: 2, name: 'Gold Digger', display_name: '' }),
  makeGame({ id: 3, name: 'Old Name', display_name: 'Golden Crème' }),
  makeGame({ id: 4, name: 'Istanbul Nights' }),
  makeGame({ id: 5, name: 'Dollars (x2) + Bonus*' }),
  makeGame({ id: 6, name: 'Goldfish', display_name: 'Ocean Treasures' }),
  makeGame({ id: 7, name: 'A.B.C Roulette' }),
  makeGame({ id: 8, name: '🎰🎰🎰 Mega' }),
];
const index = buildSearchIndex(games);

describe('searchGames', () => {
  it.each<[string, string, number[]]>([
    ['prefix matches first, then others, each in catalog order', 'gold', [2, 3, 1]],
    ['case and diacritics do not matter', 'CREME', [3]],
    ['the display name hides the name', 'goldfish', []],
    ['the display name is searched', 'ocean', [6]],
    ['an empty display name falls back to the name', 'digger', [2]],
    ['Turkish dotted I in the query', 'İSTANBUL', [4]],
    ['regex metacharacters are literal', '(x2) + bonus*', [5]],
    ['a dot is not a wildcard', 'a.b', [7]],
    ['a lone dot pattern matches nothing', '...', []],
    ['two characters do not search', 'go', []],
    ['padding does not count towards the length', '  go  ', []],
    ['whitespace only', '     ', []],
    ['inner whitespace collapses', 'gold    rush', [1]],
    ['emoji', '🎰🎰🎰', [8]],
    ['no match', 'zzz', []],
  ])('%s: %j', (_label, query, ids) => {
    expect(searchGames(index, query, options).map((g) => g.id)).toEqual(ids);
  });

  it('searches from searchMinLength characters on', () => {
    expect(searchGames(index, 'go', { searchMinLength: 2 }).map((g) => g.id)).toEqual([2, 3, 1]);
    expect(searchGames(index, 'gold', { searchMinLength: 5 })).toEqual([]);
  });

  it('copes with a 200-character query', () => {
    expect(searchGames(index, 'gold '.repeat(40), options)).toEqual([]);
    const long = makeGame({ id: 9, name: 'x'.repeat(300) });
    expect(searchGames(buildSearchIndex([long]), 'x'.repeat(200), options)).toEqual([long]);
  });

  it('finds exactly the games whose name contains the query, prefixes first, in catalog order', () => {
    const unit = fc.constantFrom('g', 'o', 'l', 'd', 'e', 'n', ' ', '(', '*', '.', 'İ', 'é', 'O');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (query) => {
        const found = searchGames(index, query, options);
        const needle = normalizeForSearch(query);
        if (!isSearchable(query, options)) return found.length === 0;
        const keyOf = (g: (typeof games)[number]) => normalizeForSearch(displayName(g));
        const expected = games.filter((g) => keyOf(g).includes(needle));
        const prefixes = expected.filter((g) => keyOf(g).startsWith(needle));
        const others = expected.filter((g) => !keyOf(g).startsWith(needle));
        expect(found).toEqual([...prefixes, ...others]);
        return true;
      }),
    );
  });

  it('finds every game by any long-enough piece of its own name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 30 }), fc.nat(), fc.nat(), (name, a, b) => {
        const game = makeGame({ name });
        const key = normalizeForSearch(name);
        const start = a % Math.max(1, key.length);
        const piece = key.slice(start, start + 3 + (b % 10));
        if (!isSearchable(piece, options)) return true;
        return searchGames(buildSearchIndex([game]), piece, options).includes(game);
      }),
    );
  });
});

describe('isSearchable', () => {
  it.each<[string, boolean]>([
    ['ab', false],
    [' ab ', false],
    ['abc', true],
    ['été', true],
    ['🎰🎰', false],
    ['🎰🎰🎰', true],
  ])('%j -> %s', (query, expected) => {
    expect(isSearchable(query, options)).toBe(expected);
  });

  it.each<[number, string, boolean]>([
    [2, 'go', true],
    [2, 'g', false],
    [5, 'gold', false],
  ])('with searchMinLength %d, %j -> %s', (searchMinLength, query, expected) => {
    expect(isSearchable(query, { searchMinLength })).toBe(expected);
  });
});
