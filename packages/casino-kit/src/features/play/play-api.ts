import type { LaunchGameParams } from '@lobby/api';
import type { LaunchResult, LiveDealerLaunch } from '@lobby/domain';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';

/**
 * Launching: each answer belongs to the screen that asked and is asked again on every visit (a
 * launch URL and a token are used once); leaving the screen aborts what is still under way.
 */
export const playApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    launchGame: build.query<LaunchResult, LaunchGameParams>({
      query: (params) => ({ call: (api, signal) => api.launchGame(params, { signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    /** `gettoken`; the argument names the launched game, so each launch gets its own token. */
    getGameToken: build.query<string, string>({
      query: () => ({ call: (api, signal) => api.getGameToken({ signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    getLiveDealer: build.query<LiveDealerLaunch, void>({
      query: () => ({ call: (api, signal) => api.getLiveDealer({ signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
  }),
});

export const { useLaunchGameQuery, useGetGameTokenQuery, useGetLiveDealerQuery } = playApi;
