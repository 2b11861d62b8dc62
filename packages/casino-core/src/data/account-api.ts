import type { BalanceSnapshot, DfsFlags, InboxSummary } from '@lobby/domain';
import { byName, type LobbyEndpointBuilder } from './base-query.ts';

/**
 * The logged-in player's account: balance, unread count, daily free spins flags. Start-up keeps
 * them subscribed for the session; a refresh asks again.
 */
export const accountEndpoints = (build: LobbyEndpointBuilder) => ({
  getBalance: build.query<BalanceSnapshot, void>({
    query: () => ({ call: (api, signal) => api.getBalance({ signal }) }),
    serializeQueryArgs: byName,
    providesTags: ['Balance'],
  }),
  getUnreadMessages: build.query<InboxSummary, void>({
    query: () => ({ call: (api, signal) => api.getUnreadMessages({ signal }) }),
    serializeQueryArgs: byName,
    providesTags: ['Inbox'],
  }),
  getDfsFlags: build.query<DfsFlags, void>({
    query: () => ({ call: (api, signal) => api.getDfsFlags({ signal }) }),
    serializeQueryArgs: byName,
    providesTags: ['Player'],
  }),
});
