import type { GameLockDetails, GameRef } from '@lobby/domain';
import type { GameLockParams } from '@lobby/api';
import { CACHE_LIFETIME, lobbyApi } from '@lobby/casino-core';

/** Lobby lists and details the catalog does not hold: suggested games, why a game is locked. */
export const lobbyListsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggested: build.query<GameRef[], void>({
      query: () => ({ call: (api, signal) => api.getSuggested({ signal }) }),
      providesTags: ['Player'],
      keepUnusedDataFor: CACHE_LIFETIME.standard,
    }),
    /** Asked on every opening of the lock modal: a lock can lift at any time (a deposit, a date). */
    getGameLockDetails: build.query<GameLockDetails, GameLockParams>({
      query: (params) => ({ call: (api, signal) => api.getGameLockDetails(params, { signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
  }),
});

export const { useGetSuggestedQuery, useGetGameLockDetailsQuery } = lobbyListsApi;
