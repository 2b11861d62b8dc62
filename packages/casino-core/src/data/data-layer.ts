// The data layer as one lazily loaded module (the package's `./data-layer` entry): RTK Query, the
// core's endpoints and the listeners that call the controller through them. The first paint needs
// none of it; the app passes its loader to the store (`startApp`).
import { addAccountListeners } from '../store/account-listeners.ts';
import { addFavoriteListeners } from '../store/favorites.ts';
import { addPlayListeners } from '../store/play-listeners.ts';
import type { CoreLobbyApi, DataLayer } from './data-layer-types.ts';
import { addSessionListeners } from './session-listeners.ts';

export type { CoreLobbyApi, DataLayer } from './data-layer-types.ts';
export { lobbyApiDefinition } from './lobby-api.ts';

/**
 * The app's data layer over `lobbyApi`, which the app built from `lobbyApiDefinition` with RTK
 * Query's React `createApi` (the core's tests with the plain one).
 */
export function createDataLayer(lobbyApi: CoreLobbyApi): DataLayer {
  return {
    lobbyApi,
    addListeners: (startListening, host) => {
      addAccountListeners(startListening, host);
      addFavoriteListeners(startListening, host);
      addPlayListeners(startListening, host);
      addSessionListeners(startListening, lobbyApi);
    },
  };
}
