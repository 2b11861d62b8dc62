import {
  selectCasinoRules,
  selectConfig,
  selectFavoriteKeys,
  selectFavoritesProcessing,
  selectNewGameIds,
  selectOptions,
  selectPlayer,
  selectProviderNames,
} from '@lobby/casino-core';
import { createSelector } from '@reduxjs/toolkit';
import { type ReactNode, use } from 'react';
import { useAppSelector } from '../hooks.ts';
import { type GameCardEnv, GameCardEnvContext } from './game-card-env-context.ts';

export type { GameCardEnv } from './game-card-env-context.ts';

/**
 * The cards' store values as one object, the same object while none of them changes: a page of
 * cards subscribes to the store once with it, not eight times per card (each subscription is a
 * selector run on every store notification). Null until the configuration is in.
 */
export const selectGameCardEnv = createSelector(
  [
    selectConfig,
    selectCasinoRules,
    selectPlayer,
    selectFavoriteKeys,
    selectFavoritesProcessing,
    selectNewGameIds,
    selectProviderNames,
    selectOptions,
  ],
  (config, rules, player, favorites, processing, newIds, providerNames, options): GameCardEnv | null =>
    config && rules ? { config, rules, player, favorites, processing, newIds, providerNames, thumbnailPx: options.thumbnailPx } : null,
);

/** The cards' store values for every game card under it (a list, the search dialog). */
export function GameCardEnvProvider({ children }: { children: ReactNode }) {
  return <GameCardEnvContext value={useAppSelector(selectGameCardEnv)}>{children}</GameCardEnvContext>;
}

/** The nearest provider's values; undefined without one. */
export function useProvidedGameCardEnv(): GameCardEnv | null | undefined {
  return use(GameCardEnvContext);
}
