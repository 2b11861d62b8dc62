import type { BalanceSnapshot, DfsFlags, InboxSummary } from '@lobby/domain';
import { CACHE_LIFETIME, lobbyApi } from './lobby-api.ts';

/** The logged-in player's account: balance, unread count, daily free spins flags. */
export const accountApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<BalanceSnapshot, void>({
      query: () => ({ call: (api, signal) => api.getBalance({ signal }) }),
      providesTags: ['Balance'],
      keepUnusedDataFor: CACHE_LIFETIME.balance,
    }),
    getUnreadMessages: build.query<InboxSummary, void>({
      query: () => ({ call: (api, signal) => api.getUnreadMessages({ signal }) }),
      providesTags: ['Inbox'],
      keepUnusedDataFor: CACHE_LIFETIME.balance,
    }),
    getDfsFlags: build.query<DfsFlags, void>({
      query: () => ({ call: (api, signal) => api.getDfsFlags({ signal }) }),
      providesTags: ['Player'],
    }),
  }),
});
