// What the home's Keep playing row and the recently played page show: one rule for both.
import type { GameRef } from './entities/catalog.ts';
import { type RecentGame, type RecentGamesOptions, resolveRecentGames } from './recent-games.ts';

/**
 * The recently played games of Keep playing and the recently played page: the recent games still in
 * `games` (the visible catalog), most recent first, `recentGamesMax` at most. None for a guest: the
 * list is a player's, so a guest's home has no Keep playing row and the page asks a guest to log in.
 */
export function keepPlayingGames<G extends GameRef>(
  recent: readonly RecentGame[],
  games: readonly G[],
  isGuest: boolean,
  options: RecentGamesOptions,
): G[] {
  return isGuest ? [] : resolveRecentGames(recent, games).slice(0, options.recentGamesMax);
}
