import { isAnyOf } from '@reduxjs/toolkit';
import { accountRefreshRequested } from './account-events.ts';
import type { DataLayerHost } from './data-layer-host.ts';
import type { AppStartListening } from './listening.ts';
import { selectPlayer } from './selectors.ts';
import { bootSucceeded } from './session-slice.ts';

/**
 * Player data after start-up: balance, unread count, favorites and daily free spins, each a query
 * the store keeps subscribed for the session, so a feature that invalidates their tag refreshes
 * them, and whoever shows them reads the one answer in the cache. A refresh asks again for balance
 * and unread count.
 */
export function addAccountListeners(startListening: AppStartListening, dataLayer: DataLayerHost): void {
  startListening({
    matcher: isAnyOf(bootSucceeded, accountRefreshRequested),
    effect: async (action, api) => {
      if (selectPlayer(api.getState()) === null) return;
      const { endpoints } = (await dataLayer.load()).lobbyApi;
      const requests = bootSucceeded.match(action)
        ? [
            api.dispatch(endpoints.getBalance.initiate()),
            api.dispatch(endpoints.getUnreadMessages.initiate()),
            api.dispatch(endpoints.getFavorites.initiate()),
            api.dispatch(endpoints.getDfsFlags.initiate()),
          ]
        : [
            api.dispatch(endpoints.getBalance.initiate(undefined, { subscribe: false, forceRefetch: true })),
            api.dispatch(endpoints.getUnreadMessages.initiate(undefined, { subscribe: false, forceRefetch: true })),
          ];
      // Each fails alone; the data layer logs the failure, and ends the session on a 401.
      await Promise.allSettled(requests.map((request) => request.unwrap()));
    },
  });
}
