import { createAction } from '@reduxjs/toolkit';
import { PLAY_SESSION_KEY } from './play-session.ts';
import { RECENT_GAMES_KEY, recentRestored } from './recent-games.ts';
import { configAnswered, selectPlayerId } from './selectors.ts';
import { sessionExpired } from './session-slice.ts';
import type { AppStartListening } from './listening.ts';
import type { SafeStorage } from '../platform/storage.ts';

/** Session-storage key of the message center cache (kept up to 15 minutes, per player). */
export const MESSAGE_CACHE_KEY = 'lobby.messages';
/** Session-storage key: when the low-balance cashier tooltip was last shown. */
export const CASHIER_TOOLTIP_KEY = 'lobby.cashierTooltipShownAt';
/** Session-storage key: the player whose data the session storage holds. */
export const STORAGE_OWNER_KEY = 'lobby.owner';

/** Every session-storage key that holds something of the player; a guest's pending favorite is not among them. */
export const PLAYER_SESSION_KEYS = [RECENT_GAMES_KEY, PLAY_SESSION_KEY, MESSAGE_CACHE_KEY, CASHIER_TOOLTIP_KEY, STORAGE_OWNER_KEY] as const;

/** The player asked to log out: their data goes before the casino's logout page opens. */
export const logoutRequested = createAction('session/logoutRequested');

/** Removes every trace of the player from the page's storage. */
export function clearPlayerStorage(session: SafeStorage): void {
  for (const key of PLAYER_SESSION_KEYS) session.remove(key);
}

/**
 * Logout, a session end, or a page that loads for someone else than the player whose data is
 * stored (a logout on the casino's site, another player) clears the player's data.
 */
export function addPlayerStorageListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: logoutRequested,
    effect: (_action, api) => {
      clearPlayerStorage(api.extra.session);
      api.dispatch(recentRestored([]));
      api.extra.navigation.logout();
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      clearPlayerStorage(api.extra.session);
      api.dispatch(recentRestored([]));
    },
  });
  startListening({
    predicate: configAnswered,
    effect: (_action, api) => {
      const { session } = api.extra;
      const owner = session.get(STORAGE_OWNER_KEY);
      const id = selectPlayerId(api.getState());
      const pid = id === null ? null : String(id);
      if (owner !== null && owner !== pid) {
        clearPlayerStorage(session);
        api.dispatch(recentRestored([]));
      }
      if (pid !== null) session.set(STORAGE_OWNER_KEY, pid);
    },
  });
}
