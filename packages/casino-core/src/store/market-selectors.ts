import { type CasinoLicence, type MarketRules, marketRules, resolveJurisdiction, toJurisdiction } from '@lobby/domain';
import type { RootState } from './root-state.ts';
import { selectConfig } from './selectors.ts';

// A module of its own: the rules table comes with the market's code, not with the first screen's.

/**
 * The market in force: the configuration's word, else the casino app's own setting, else `none`.
 * A value the configuration sends that names no market counts as none sent.
 */
export const selectJurisdiction = (state: RootState) =>
  resolveJurisdiction(toJurisdiction(selectConfig(state)?.jurisdiction), state.casino.jurisdiction);

/** The player-protection rules of the market in force (domain `marketRules`). */
export const selectMarketRules = (state: RootState): MarketRules => marketRules(selectJurisdiction(state));

/** The licence the market footer shows: the configuration's, else the casino app's own, else null. */
export const selectLicence = (state: RootState): CasinoLicence | null => selectConfig(state)?.licence ?? state.casino.licence ?? null;
