import { displayName } from './display-name.ts';
import type { Game } from './entities/catalog.ts';
import type { LobbyOptions } from './options.ts';

/** The option search reads: the shortest query it runs (`searchMinLength`, after trimming). */
export type SearchOptions = Pick<LobbyOptions, 'searchMinLength'>;

/** What search reads of a game. */
export type SearchableGame = Pick<Game, 'name' | 'display_name'>;

/**
 * Games with their normalized names, built once per catalog. The names are joined into one text
 * (`haystack`, separated by a newline, which normalized text never holds) so that a keystroke is a
 * few native `indexOf` calls that jump from match to match; `starts[i]` is where game i's name begins.
 */
export interface SearchIndex<G extends SearchableGame = Game> {
  readonly games: readonly G[];
  readonly haystack: string;
  readonly starts: Int32Array;
  readonly locale: string | undefined;
}

const SEPARATOR = '\n';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/gu;
// Letters NFKD does not split into a base letter and a mark.
const FOLDS: Readonly<Record<string, string>> = { ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const FOLDABLE = /[ıßæœøłđðþ]/gu;

function lower(text: string, locale: string | undefined): string {
  if (locale === undefined) return text.toLowerCase();
  try {
    return text.toLocaleLowerCase(locale);
  } catch {
    // An invalid locale tag must not break typing.
    return text.toLowerCase();
  }
}

/**
 * `text` folded for matching: lower case, diacritics and compatibility forms dropped (NFKD without
 * marks), dotted and dotless I both read as `i` (so `İstanbul`, `ISTANBUL` and `ıstanbul` meet), and
 * whitespace collapsed. Gives the same key whatever the locale, so index and query always agree.
 */
export function normalizeForSearch(text: string, locale?: string): string {
  if (typeof text !== 'string') return '';
  // Most names are plain ASCII, where lower-casing is all the folding there is; this halves index builds.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(SPACES, ' ').trim();
  return lower(text, locale)
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(SPACES, ' ')
    .trim();
}

/** Precomputes the normalized display names of `games` (in catalog order). */
export function buildSearchIndex<G extends SearchableGame>(games: readonly G[], locale?: string): SearchIndex<G> {
  const keys = new Array<string>(games.length);
  const starts = new Int32Array(games.length + 1);
  let offset = 0;
  for (let i = 0; i < games.length; i += 1) {
    const key = normalizeForSearch(displayName(games[i] as G), locale);
    keys[i] = key;
    starts[i] = offset;
    offset += key.length + SEPARATOR.length;
  }
  starts[games.length] = offset;
  return { games, haystack: keys.join(SEPARATOR), starts, locale };
}

/** Whether `query` is long enough to search (at least `searchMinLength` characters once trimmed). */
export function isSearchable(query: string, options: SearchOptions, locale?: string): boolean {
  return [...normalizeForSearch(query, locale)].length >= options.searchMinLength;
}

/**
 * Games whose display name contains `query` (case-, diacritic- and whitespace-insensitive; every
 * character literal). Order: names that start with the query first, then the others, each group in
 * catalog order. A query shorter than `searchMinLength` gives no results: callers show their
 * default lists instead.
 */
export function searchGames<G extends SearchableGame>(index: SearchIndex<G>, query: string, options: SearchOptions): G[] {
  const needle = normalizeForSearch(query, index.locale);
  if ([...needle].length < options.searchMinLength) return [];
  const prefixed: G[] = [];
  const inside: G[] = [];
  const { games, haystack, starts } = index;
  let game = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    // Matches come in ascending order, so the owning game is found by walking forward.
    while ((starts[game + 1] as number) <= at) game += 1;
    (at === starts[game] ? prefixed : inside).push(games[game] as G);
    game += 1;
    at = haystack.indexOf(needle, starts[game]);
  }
  return prefixed.concat(inside);
}
