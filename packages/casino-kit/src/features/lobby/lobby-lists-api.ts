import type { GameRef } from '@lobby/domain';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';

/** Lobby lists the catalog does not hold: the suggested games. */
export const lobbyListsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggested: build.query<GameRef[], void>({
      query: () => ({ call: (api, signal) => api.getSuggested({ signal }) }),
      providesTags: ['Player'],
      keepUnusedDataFor: CACHE_LIFETIME.standard,
    }),
  }),
});

export const { useGetSuggestedQuery } = lobbyListsApi;
