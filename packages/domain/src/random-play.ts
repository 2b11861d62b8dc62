import { type Game, SPORTSBOOK_PROVIDER } from './entities/catalog.ts';
import type { LobbyOptions } from './options.ts';
import { type RandomSource, randomSample } from './random-sample.ts';

/** The random play page. */
export const RANDOM_PLAY_PATH = '/random';

/** What random play reads of a game. */
export type RandomPlayFields = Pick<Game, 'id' | 'provider' | 'game_lock' | 'pre_release'>;

/**
 * Whether random play may offer `game`: a pick must open straight into play, so locked games (a
 * real-money launch sends the player home), games not released yet and the sportsbook are left out.
 */
export function isRandomPlayCandidate(game: RandomPlayFields): boolean {
  return !game.game_lock && !game.pre_release && game.provider !== SPORTSBOOK_PROVIDER;
}

/**
 * The games random play shows: `randomPlayImages` candidates of `games` (already filtered for the
 * visitor) drawn without repeats, or all of them when there are fewer. The same `random` sequence
 * gives the same picks.
 */
export function randomPlayPicks<G extends RandomPlayFields>(
  games: readonly G[],
  random: RandomSource,
  options: Pick<LobbyOptions, 'randomPlayImages'>,
): G[] {
  return randomSample(games.filter(isRandomPlayCandidate), options.randomPlayImages, random);
}

/** The picture after `index` in a carousel of `count`, wrapping at the end. */
export function nextCarouselIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const current = Number.isInteger(index) ? ((index % count) + count) % count : 0;
  return (current + 1) % count;
}
