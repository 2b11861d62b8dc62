import type { Feature, Game } from './entities/catalog.ts';
import type { MarketRules } from './protection/market-rules.ts';

/** What a game's info panel can show. */
export type GameInfoFields = Pick<Game, 'rtp' | 'volatility' | 'max_win' | 'top_win_probability' | 'features'>;

/**
 * Whether the catalog carries anything for a game's info panel (RTP, volatility, maximum win or
 * features): a game without any gets no info button. The top-win probability alone does not
 * count, since only some markets show it.
 */
export function hasGameInfo(game: GameInfoFields): boolean {
  return game.rtp !== undefined || game.volatility !== undefined || game.max_win !== undefined || game.features.length > 0;
}

/** A game's features by their display names, in the game's order; shortnames the catalog does not list are left out. */
export function featureNames(game: Pick<Game, 'features'>, features: readonly Feature[]): string[] {
  const names = new Map(features.map((feature) => [feature.shortname, feature.name]));
  return game.features.flatMap((shortname) => {
    const name = names.get(shortname);
    return name === undefined ? [] : [name];
  });
}

/** The figures the play screen itself shows where the market asks (GGL): RTP and top-win probability, those the catalog carries. */
export interface PlayScreenOdds {
  readonly rtp?: number;
  readonly topWinProbability?: number;
}

/** The play screen's odds for `game` under `rules`, or null where the market asks for none or the catalog carries neither. */
export function playScreenOdds(rules: Pick<MarketRules, 'gameInfoAtPlay'>, game: GameInfoFields): PlayScreenOdds | null {
  if (!rules.gameInfoAtPlay || (game.rtp === undefined && game.top_win_probability === undefined)) return null;
  return {
    ...(game.rtp === undefined ? {} : { rtp: game.rtp }),
    ...(game.top_win_probability === undefined ? {} : { topWinProbability: game.top_win_probability }),
  };
}
