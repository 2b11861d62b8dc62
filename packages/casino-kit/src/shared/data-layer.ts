import { createDataLayer, lobbyApiDefinition } from '@lobby/casino-core/data-layer';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The app's one data layer: the core's, built with RTK Query's React `createApi`, so that every
 * endpoint carries its hooks. Features add their endpoints to `lobbyApi` in their own files. Loaded
 * after the first paint (the store takes it through `startApp`'s `loadDataLayer`).
 */
export const lobbyApi = createApi(lobbyApiDefinition);

/** The data layer as the store takes it: the api and the core's listeners over it. */
export const dataLayer = createDataLayer(lobbyApi);
