import { configLoaded, sessionExpired } from '../store/session-slice.ts';
import type { AppStartListening } from '../store/store.ts';
import { readConfig } from './boot-api.ts';
import { lobbyApi, PLAYER_TAGS } from './lobby-api.ts';

/**
 * The data layer follows the session: when it ends, every cached answer goes (nothing of the
 * player stays) and the configuration is read again, as a guest; when another player arrives (a
 * login), the player's answers are fetched again.
 */
export function addDataListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionExpired,
    effect: async (_action, api) => {
      // A tick later: the call that met the 401 still reads its error from the cache as it settles.
      await api.delay(0);
      api.dispatch(lobbyApi.util.resetApiState());
      try {
        const answer = await readConfig(api.dispatch, api.signal);
        api.dispatch(configLoaded({ config: answer.casino, player: answer.player }));
      } catch (error) {
        api.extra.log('configuration could not be reloaded after the session ended', error);
      }
    },
  });
  startListening({
    actionCreator: configLoaded,
    effect: (action, api) => {
      const before = api.getOriginalState().session.player?.PID ?? null;
      const after = action.payload.player?.PID ?? null;
      if (before !== null && before !== after) api.dispatch(lobbyApi.util.resetApiState());
      else if (before !== after) api.dispatch(lobbyApi.util.invalidateTags([...PLAYER_TAGS]));
    },
  });
}
