import type { Catalog, Game } from '../entities/catalog.ts';
import type { MarketRules } from './market-rules.ts';

/** The catalog categories whose games are slots (virtual slot machines), by shortname. */
export const SLOT_CATEGORIES: readonly string[] = ['online-slots', 'slots'];

/** Whether a game is a slot, by its category. */
export function isSlotGame(game: Pick<Game, 'category'>): boolean {
  return SLOT_CATEGORIES.includes(game.category);
}

type JackpotGame = Pick<Game, 'category' | 'jackpot' | 'jackpot_multiplier'>;

/**
 * The games as the market lets the lobby show them: where the rules hide slot jackpots, every
 * slot carries none (no amount, no multiplier), so no card, total, row, list or sort built from
 * them shows one. Other games keep theirs; the same array (and games) when nothing changes.
 */
export function marketGames<G extends JackpotGame>(games: readonly G[], rules: Pick<MarketRules, 'hideSlotJackpots'>): readonly G[] {
  if (!rules.hideSlotJackpots || !games.some((game) => isSlotGame(game) && (game.jackpot !== null || game.jackpot_multiplier !== null)))
    return games;
  return games.map((game) =>
    isSlotGame(game) && (game.jackpot !== null || game.jackpot_multiplier !== null)
      ? { ...game, jackpot: null, jackpot_multiplier: null }
      : game,
  );
}

/** The catalog as the market lets the lobby show it (`marketGames`); the controller's own total counts slots and goes too. */
export function marketCatalog(catalog: Catalog, rules: Pick<MarketRules, 'hideSlotJackpots'>): Catalog {
  const games = marketGames(catalog.games, rules);
  return games === catalog.games ? catalog : { ...catalog, games, total_jackpot: null };
}
