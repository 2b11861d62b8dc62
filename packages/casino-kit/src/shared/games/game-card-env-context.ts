import type {
  selectCasinoRules,
  selectConfig,
  selectFavoriteKeys,
  selectFavoritesProcessing,
  selectNewGameIds,
  selectOptions,
  selectPlayer,
  selectProviderNames,
} from '@lobby/casino-core';
import { createContext } from 'react';

/** What every game card of a page reads from the store. */
export interface GameCardEnv {
  readonly config: NonNullable<ReturnType<typeof selectConfig>>;
  readonly rules: NonNullable<ReturnType<typeof selectCasinoRules>>;
  readonly player: ReturnType<typeof selectPlayer>;
  readonly favorites: ReturnType<typeof selectFavoriteKeys>;
  readonly processing: ReturnType<typeof selectFavoritesProcessing>;
  readonly newIds: ReturnType<typeof selectNewGameIds>;
  readonly providerNames: ReturnType<typeof selectProviderNames>;
  readonly thumbnailPx: ReturnType<typeof selectOptions>['thumbnailPx'];
}

/**
 * The store values every game card of a page reads, read once for the page. Undefined: no
 * provider above (the card reads the store itself); null: the configuration is not in yet. A file
 * of its own so that the home's entry code holds the context and not the selector.
 */
export const GameCardEnvContext = createContext<GameCardEnv | null | undefined>(undefined);
