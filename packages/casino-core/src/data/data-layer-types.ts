import type { AppStartListening } from '../store/listening.ts';
import type { CoreLobbyApi } from './lobby-api.ts';

export type { CoreLobbyApi } from './lobby-api.ts';

/**
 * The data layer, as the store takes it once it has loaded (after the first paint): the api, and
 * the core's listeners that call the controller through it (the account's refreshes, favorites,
 * the balance check after a game, the session's end).
 */
export interface DataLayer {
  readonly lobbyApi: CoreLobbyApi;
  readonly addListeners: (startListening: AppStartListening, host: DataLayerHost) => void;
}

/**
 * The store's handle on the data layer, which is not part of the first screen's code: it loads
 * after the first paint, or at its first use (a listener's call, a page that reads a query), once.
 */
export interface DataLayerHost {
  /** Loads the data layer and puts it into the store, once; resolves to it. */
  load(): Promise<DataLayer>;
  /** Puts a data layer the caller already has into the store (tests), once. */
  use(layer: DataLayer): DataLayer;
  /** The data layer once it is in the store, else null. */
  readonly current: DataLayer | null;
}
