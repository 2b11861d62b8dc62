import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { balanceLoaded, dfsLoaded, favoritesLoaded, unreadLoaded } from './account-slice.ts';
import { isAuthError } from './failure.ts';
import { bootSucceeded, sessionExpired } from './session-slice.ts';
import type { AppStartListening } from './store.ts';

/** The player came back to the tab (or a game ended): refresh balance and inbox. */
export const accountRefreshRequested = createAction('account/refreshRequested');

/**
 * Player data after start-up: favorites and daily free spins once, balance and unread count on
 * every refresh. Each call fails alone (logged); a 401 ends the session for the whole app.
 */
export function addAccountListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(bootSucceeded, accountRefreshRequested),
    effect: async (action, api) => {
      if (api.getState().session.player === null) return;
      api.cancelActiveListeners();
      const { api: controller, log } = api.extra;
      const signal = api.signal;
      const calls: Promise<unknown>[] = [
        controller.getBalance({ signal }).then((balance) => api.dispatch(balanceLoaded(balance))),
        controller.getUnreadMessages({ signal }).then((inbox) => api.dispatch(unreadLoaded(inbox.total_unread))),
      ];
      if (bootSucceeded.match(action)) {
        calls.push(
          controller.getFavorites({ signal }).then((favorites) => api.dispatch(favoritesLoaded(favorites))),
          controller.getDfsFlags({ signal }).then((flags) => api.dispatch(dfsLoaded(flags))),
        );
      }
      const results = await Promise.allSettled(calls);
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      if (signal.aborted) return;
      if (failures.some(isAuthError)) {
        api.dispatch(sessionExpired());
        return;
      }
      for (const failure of failures) log('player data could not be loaded', failure);
    },
  });
}
