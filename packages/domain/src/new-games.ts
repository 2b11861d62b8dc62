import type { Game } from './entities/catalog.ts';

const RELEASE_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A game's release date as a sortable `YYYY-MM-DD` text; '' (oldest of all) when unreadable. */
export function releaseKey(game: Pick<Game, 'release_date'>): string {
  const date = game.release_date;
  return typeof date === 'string' && RELEASE_DATE.test(date) ? date.slice(0, 10) : '';
}

/** The `n` most recently released of `games`, newest first; equal dates keep catalog order. */
export function newestGames<G extends Pick<Game, 'release_date'>>(games: readonly G[], n: number): G[] {
  const count = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0));
  if (count === 0) return [];
  const keyed = games.map((game) => ({ game, key: releaseKey(game) }));
  keyed.sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? 1 : -1));
  return keyed.slice(0, count).map((entry) => entry.game);
}

/** Ids of the games a lobby list flags as new: the `n` newest released ones (pre-release games are "coming soon" instead). */
export function newGameIds(games: readonly Pick<Game, 'id' | 'release_date' | 'pre_release'>[], n: number): ReadonlySet<number> {
  return new Set(newestGames(released(games), n).map((game) => game.id));
}

/** The games that are out: pre-release games left out. */
export function released<G extends Pick<Game, 'pre_release'>>(games: readonly G[]): G[] {
  return games.filter((game) => game.pre_release !== true);
}
