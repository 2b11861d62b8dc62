import type { GameLockParams } from '@lobby/api';
import type { GameLockDetails } from '@lobby/domain';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../data-layer.ts';

/** Why a game is locked: asked on every opening of the lock modal, since a lock can lift at any time (a deposit, a date). */
export const lockDetailsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getGameLockDetails: build.query<GameLockDetails, GameLockParams>({
      query: (params) => ({ call: (api, signal) => api.getGameLockDetails(params, { signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
  }),
});

export const { useGetGameLockDetailsQuery } = lockDetailsApi;
