import type { AppStartListening } from '../store/listening.ts';
import { selectCatalog, selectConfigAnswer, selectPlayerId } from '../store/selectors.ts';
import { sessionExpired } from '../store/session-slice.ts';
import { PLAYER_TAGS } from './base-query.ts';
import { readConfig } from './boot-reads.ts';
import type { CoreLobbyApi } from './data-layer-types.ts';

/**
 * The data layer follows the session. When it ends, the configuration says so at once (no player),
 * every other answer of the player goes (the catalog stays: it is nobody's), and the configuration
 * is read again, as a guest. Each configuration answer is compared with the one before it: another
 * player's drops the previous player's answers, a player after a guest (a login) has the player's
 * answers fetched again, the same player keeps them.
 */
export function addSessionListeners(startListening: AppStartListening, lobbyApi: CoreLobbyApi): void {
  startListening({
    actionCreator: sessionExpired,
    effect: async (_action, api) => {
      // The configuration says so at once, and the next answer is compared with a guest's.
      const config = selectConfigAnswer(api.getState());
      if (config)
        api.dispatch(lobbyApi.util.upsertQueryEntries([{ endpointName: 'getConfig', arg: undefined, value: { ...config, player: null } }]));
      // A tick later: the call that met the 401 still reads its error from the cache as it settles.
      await api.delay(0);
      dropPlayerAnswers(api, lobbyApi);
      try {
        await readConfig(lobbyApi, api.dispatch, api.signal);
      } catch (error) {
        api.extra.log('configuration could not be reloaded after the session ended', error);
      }
    },
  });
  startListening({
    matcher: lobbyApi.endpoints.getConfig.matchFulfilled,
    effect: (_action, api) => {
      const before = selectPlayerId(api.getOriginalState());
      const after = selectPlayerId(api.getState());
      if (before !== null && before !== after) dropPlayerAnswers(api, lobbyApi);
      else if (before !== after) api.dispatch(lobbyApi.util.invalidateTags([...PLAYER_TAGS]));
    },
  });
}

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** Empties the cache of everything but the configuration and the catalog, which are nobody's. */
function dropPlayerAnswers(api: ListenerApi, lobbyApi: CoreLobbyApi): void {
  const config = selectConfigAnswer(api.getState());
  const catalog = selectCatalog(api.getState());
  api.dispatch(lobbyApi.util.resetApiState());
  api.dispatch(
    lobbyApi.util.upsertQueryEntries([
      ...(config ? [{ endpointName: 'getConfig' as const, arg: undefined, value: config }] : []),
      ...(catalog ? [{ endpointName: 'getGames' as const, arg: undefined, value: catalog }] : []),
    ]),
  );
}
