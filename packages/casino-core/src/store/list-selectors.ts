import { buildSearchIndex, type FilterTaxa, hasJackpot, type Taxon } from '@lobby/domain';
import { createSelector } from '@reduxjs/toolkit';
import { selectVisibleGames } from './lobby-selectors.ts';
import { selectMarketGames } from './market-selectors.ts';
import { selectCatalog } from './selectors.ts';

// The list pages' and search's selectors, kept apart from the home's so that they load with those chunks.

const NO_TAXA: readonly Taxon[] = [];

/** The search index over the visible games as the market shows them, built once per catalog and role. */
export const selectSearchIndex = createSelector([selectMarketGames], (games) => buildSearchIndex(games));

/** Providers, features and themes for the filters. */
export const selectFilterTaxa = createSelector(
  [selectCatalog],
  (catalog): FilterTaxa => ({
    providers: catalog?.providers ?? NO_TAXA,
    features: catalog?.features ?? NO_TAXA,
    themes: catalog?.themes ?? NO_TAXA,
  }),
);

/** Whether any visible game has a jackpot (the Top Jackpots sort needs one). */
export const selectHasJackpots = createSelector([selectVisibleGames], (games) => games.some(hasJackpot));
