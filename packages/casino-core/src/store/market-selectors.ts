import {
  type CasinoLicence,
  type MarketRules,
  marketCatalog,
  marketGames,
  marketRules,
  resolveJurisdiction,
  toJurisdiction,
} from '@lobby/domain';
import { createSelector } from '@reduxjs/toolkit';
import { selectVisibleGames } from './lobby-selectors.ts';
import type { RootState } from './root-state.ts';
import { selectCatalog, selectConfig } from './selectors.ts';

// A module of its own: the rules table comes with the market's code, not with the first screen's.

/**
 * The market in force: the configuration's word, else the casino app's own setting, else `none`.
 * A value the configuration sends that names no market counts as none sent.
 */
export const selectJurisdiction = (state: RootState) =>
  resolveJurisdiction(toJurisdiction(selectConfig(state)?.jurisdiction), state.casino.jurisdiction);

/** The player-protection rules of the market in force (domain `marketRules`). */
export const selectMarketRules = (state: RootState): MarketRules => marketRules(selectJurisdiction(state));

/**
 * The catalog as the market lets the lobby show it (domain `marketCatalog`): where the rules hide
 * slot jackpots, no slot carries one. What shows games with their jackpots reads this.
 */
export const selectMarketCatalog = createSelector([selectCatalog, selectMarketRules], (catalog, rules) =>
  catalog ? marketCatalog(catalog, rules) : null,
);

/** The games this visitor may see, as the market lets the lobby show them (domain `marketGames`). */
export const selectMarketGames = createSelector([selectVisibleGames, selectMarketRules], (games, rules) => marketGames(games, rules));

/** The licence the market footer shows: the configuration's, else the casino app's own, else null. */
export const selectLicence = (state: RootState): CasinoLicence | null => selectConfig(state)?.licence ?? state.casino.licence ?? null;
