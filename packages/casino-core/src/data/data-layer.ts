// The data layer as one lazily loaded module: RTK Query, the endpoints the store's listeners call,
// and the listeners that tie it to the session. Its code is not needed for the first paint, so the
// store loads it after (store/data-layer-host.ts).
import { addAccountListeners } from '../store/account-listeners.ts';
import { balanceLoaded, dfsLoaded, unreadLoaded } from '../store/account-slice.ts';
import type { DataLayerHost } from '../store/data-layer-host.ts';
import { addFavoriteListeners } from '../store/favorites.ts';
import { addPlayListeners } from '../store/play-listeners.ts';
import type { AppStartListening } from '../store/store.ts';
import { accountApi } from './account-api.ts';
import { addDataListeners } from './session-listeners.ts';

export { accountApi } from './account-api.ts';
export { bootApi, readConfig, readGames } from './boot-api.ts';
export { favoritesApi } from './favorites-api.ts';
export { lobbyApi, PLAYER_TAGS } from './lobby-api.ts';

/**
 * Whoever asked the data layer for the player's account, its answers land in the account slice; the
 * session steers the cache. With them come the listeners that only call the controller: the
 * account's refreshes, the favorites' changes and the balance check after a game.
 */
export function addLayerListeners(startListening: AppStartListening, host: DataLayerHost): void {
  addAccountListeners(startListening, host);
  addFavoriteListeners(startListening, host);
  addPlayListeners(startListening, host);
  const { getBalance, getUnreadMessages, getDfsFlags } = accountApi.endpoints;
  startListening({ matcher: getBalance.matchFulfilled, effect: (action, api) => void api.dispatch(balanceLoaded(action.payload)) });
  startListening({
    matcher: getUnreadMessages.matchFulfilled,
    effect: (action, api) => void api.dispatch(unreadLoaded(action.payload.total_unread)),
  });
  startListening({ matcher: getDfsFlags.matchFulfilled, effect: (action, api) => void api.dispatch(dfsLoaded(action.payload)) });
  addDataListeners(startListening);
}
