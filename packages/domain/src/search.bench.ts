import { test } from 'vitest';
import { displayName } from './display-name.ts';
import { defaultLobbyOptions } from './options.ts';
import { buildSearchIndex, normalizeForSearch, searchGames } from './search.ts';
import { makeGame } from './testing/fixtures.ts';

const WORDS = [
  'Gold',
  'Dragon',
  'Fortune',
  'Wild',
  'West',
  'Rush',
  'Mega',
  'Lucky',
  'Sevens',
  'Crème',
  'İstanbul',
  'Pirate',
  'Treasure',
  'Neon',
  'Jungle',
  'Queen',
];

/** A catalog of `size` games with 3-word names; the same size always gives the same names. */
function catalog(size: number) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[(seed >>> 16) % WORDS.length] ?? 'Gold';
  };
  return Array.from({ length: size }, (_, id) =>
    makeGame({ id, name: `${next()} ${next()} ${next()} ${id}`, display_name: id % 20 === 0 ? `${next()} Deluxe` : null }),
  );
}

for (const size of [10_000, 20_000]) {
  test(`one keystroke over ${size} games, against a bare includes loop over the same names`, async ({ bench }) => {
    const games = catalog(size);
    const index = buildSearchIndex(games);
    const keys = games.map((game) => normalizeForSearch(displayName(game)));
    await bench.compare(
      bench('baseline: includes over the precomputed names', () => {
        let found = 0;
        for (const key of keys) if (key.includes('gold r')) found += 1;
        return found;
      }),
      bench('searchGames("Gold R")', () => searchGames(index, 'Gold R', defaultLobbyOptions)),
      bench('searchGames("dra"), many matches', () => searchGames(index, 'dra', defaultLobbyOptions)),
      bench('searchGames("zzz"), none', () => searchGames(index, 'zzz', defaultLobbyOptions)),
      bench('searchGames(200 characters)', () => searchGames(index, 'dragon '.repeat(29), defaultLobbyOptions)),
    );
  });
}
