import type { Game } from '@lobby/domain';
import {
  favoriteToggleRequested,
  selectCasinoRules,
  selectConfig,
  selectFavoriteKeys,
  selectFavoritesProcessing,
  selectNewGameIds,
  selectOptions,
  selectPlayer,
  selectProviderNames,
} from '@lobby/casino-core';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { useOpenLock } from './lock-modal-host.tsx';

/** What every game card of a page reads from the store, read once for the page. */
export interface GameCardEnv {
  readonly config: NonNullable<ReturnType<typeof selectConfig>>;
  readonly rules: NonNullable<ReturnType<typeof selectCasinoRules>>;
  readonly player: ReturnType<typeof selectPlayer>;
  readonly favorites: ReturnType<typeof selectFavoriteKeys>;
  readonly processing: ReturnType<typeof selectFavoritesProcessing>;
  readonly newIds: ReturnType<typeof selectNewGameIds>;
  readonly providerNames: ReturnType<typeof selectProviderNames>;
  readonly thumbnailPx: ReturnType<typeof selectOptions>['thumbnailPx'];
  readonly openLock: (game: Game) => void;
  readonly toggleFavorite: (game: Game, name: string) => void;
}

/**
 * The cards' store values, read once: a page of cards subscribes to the store this many times, not
 * this many times per card (each subscription is a selector run on every store notification).
 * Null until the configuration is in.
 */
export function useGameCardEnv(): GameCardEnv | null {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  const favorites = useAppSelector(selectFavoriteKeys);
  const processing = useAppSelector(selectFavoritesProcessing);
  const newIds = useAppSelector(selectNewGameIds);
  const providerNames = useAppSelector(selectProviderNames);
  const { thumbnailPx } = useAppSelector(selectOptions);
  const openLock = useOpenLock();
  return useMemo(
    () =>
      config && rules
        ? {
            config,
            rules,
            player,
            favorites,
            processing,
            newIds,
            providerNames,
            thumbnailPx,
            openLock,
            toggleFavorite: (game: Game, name: string) => {
              dispatch(favoriteToggleRequested({ game: { shortname: game.shortname, provider: game.provider }, name }));
            },
          }
        : null,
    [config, rules, player, favorites, processing, newIds, providerNames, thumbnailPx, openLock, dispatch],
  );
}

/** Undefined: no provider above (the card reads the store itself); null: the configuration is not in yet. */
const GameCardEnvContext = createContext<GameCardEnv | null | undefined>(undefined);

/** The cards' store values for every game card under it (a page, a list, the search dialog). */
export function GameCardEnvProvider({ children }: { children: ReactNode }) {
  return <GameCardEnvContext value={useGameCardEnv()}>{children}</GameCardEnvContext>;
}

/** The nearest provider's values; undefined without one. */
export function useProvidedGameCardEnv(): GameCardEnv | null | undefined {
  return use(GameCardEnvContext);
}
