import type { Api, CoreModule } from '@reduxjs/toolkit/query';
import { accountEndpoints } from './account-api.ts';
import { CACHE_LIFETIME, type LobbyEndpointBuilder, type LobbyTag, lobbyBaseQuery, PLAYER_TAGS } from './base-query.ts';
import { bootEndpoints } from './boot-api.ts';
import { favoritesEndpoints } from './favorites-api.ts';

/**
 * The one data layer, as the options of RTK Query's `createApi`: every controller read and write of
 * the app is an endpoint of the api built from them, and its cache is the only copy of every answer
 * (selectors read it; no slice mirrors it). The core's own endpoints (configuration, catalog,
 * account, favorites) are here; features add theirs with `lobbyApi.injectEndpoints` in their own
 * files (docs/decisions/053-adding-an-endpoint.md). The app builds the api with RTK Query's React
 * `createApi` (its endpoints then carry hooks); the core's tests with the plain one.
 */
export const lobbyApiDefinition = {
  reducerPath: 'lobbyApi',
  baseQuery: lobbyBaseQuery,
  tagTypes: PLAYER_TAGS,
  keepUnusedDataFor: CACHE_LIFETIME.standard,
  endpoints: (build: LobbyEndpointBuilder) => ({ ...bootEndpoints(build), ...accountEndpoints(build), ...favoritesEndpoints(build) }),
} as const;

/** The core's endpoints. */
export type CoreEndpoints = ReturnType<(typeof lobbyApiDefinition)['endpoints']>;

/** The data layer's api as the core uses it: its own endpoints, whichever `createApi` the app built it with. */
export type CoreLobbyApi = Api<typeof lobbyBaseQuery, CoreEndpoints, 'lobbyApi', LobbyTag, CoreModule>;
