import { favoriteKey, type Game, newGameIds, type Taxon, visibleGames } from '@lobby/domain';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './root-state.ts';
import { selectCasinoRules, selectCatalog, selectFavorites, selectOptions, selectPlayer } from './selectors.ts';

const NO_GAMES: readonly Game[] = [];
const NO_TAXA: readonly Taxon[] = [];

/** Whether the visitor is a guest. */
export const selectIsGuest = (state: RootState) => selectPlayer(state) === null;

/** The games this visitor may see: no sportsbook placeholder, no synthetic games for guests where the variant hides them. */
export const selectVisibleGames = createSelector(
  [selectCatalog, selectCasinoRules, selectIsGuest],
  (catalog, rules, isGuest): readonly Game[] =>
    catalog && rules ? visibleGames(catalog.games, { variant: rules.variant, isGuest }) : NO_GAMES,
);

/** Ids of the newest games (`newFlagCountList` of them), flagged New in lobby lists. */
export const selectNewGameIds = createSelector(
  [selectVisibleGames, (state: RootState) => selectOptions(state).newFlagCountList],
  (games, count) => new Set(newGameIds(games, count)),
);

/** Provider display names by shortname. */
export const selectProviderNames = createSelector(
  [selectCatalog],
  (catalog) => new Map((catalog?.providers ?? NO_TAXA).map((provider) => [provider.shortname, provider.name])),
);

/** Favorite keys of the player, for quick lookups by cards. */
export const selectFavoriteKeys = createSelector(
  [selectFavorites, selectPlayer],
  (favorites, player) => new Set(player ? favorites.map(favoriteKey) : []),
);

/** Favorite keys with a call under way. */
export const selectFavoritesProcessing = createSelector(
  [(state: RootState) => state.favoritesProgress.pending],
  (pending) => new Set(pending.map((change) => change.key)),
);
