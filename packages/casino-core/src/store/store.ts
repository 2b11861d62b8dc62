import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { lobbyApi } from '../data/lobby-api.ts';
import { accountSlice } from './account-slice.ts';
import { catalogSlice } from './catalog-slice.ts';
import { dataLayerHost } from './data-layer-host.ts';
import { favoritesProgressSlice } from './favorites-slice.ts';
import { notificationsSlice } from './notifications-slice.ts';
import type { AppDeps } from './deps.ts';
import { playSlice } from './play-session.ts';
import { preferencesSlice } from './preferences-slice.ts';
import { recentSlice } from './recent-games.ts';
import { sessionSlice } from './session-slice.ts';

// Every slice is known up front; features add endpoints to `lobbyApi`, not slices. The data layer
// (`lobbyApi`) joins when it loads, after the first paint: into this store's own reducer, which is
// why each store combines its own.
const combineReducer = () =>
  combineSlices({
    session: sessionSlice.reducer,
    catalog: catalogSlice.reducer,
    account: accountSlice.reducer,
    preferences: preferencesSlice.reducer,
    notifications: notificationsSlice.reducer,
    favoritesProgress: favoritesProgressSlice.reducer,
    recent: recentSlice.reducer,
    play: playSlice.reducer,
  }).withLazyLoadedSlices<WithSlice<typeof lobbyApi>>();

/** Where the data layer's cache holds the catalog while start-up reads it. */
const CATALOG_QUERY = /^lobbyApi\.queries\.getGames/;

/** The whole application state; `lobbyApi` is there once the data layer has loaded. */
export type RootState = ReturnType<ReturnType<typeof combineReducer>>;

/** The data layer is in the store: its state starts with this action. */
export const dataLayerLoaded = createAction('app/dataLayerLoaded');

/** Builds the store with its listeners; `deps` reach the effects as the listener's `extra`. */
export function createAppStore(deps: AppDeps, preloaded?: Partial<RootState>) {
  const reducer = combineReducer();
  const listeners = createListenerMiddleware({ extra: deps });
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // The catalog can hold 20,000 games; walking it on every action would cost more than it finds.
        // It passes through the data layer's cache once (boot-api.ts), and through two actions.
        immutableCheck: { ignoredPaths: ['catalog', CATALOG_QUERY] },
        serializableCheck: {
          ignoredPaths: ['catalog', CATALOG_QUERY],
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.catalog', 'payload.games'],
        },
      })
        .prepend(listeners.middleware)
        .concat(dynamic.middleware),
  });
  const dataLayer = dataLayerHost((layer) => {
    reducer.inject(layer.lobbyApi);
    dynamic.addMiddleware(layer.lobbyApi.middleware);
    layer.addLayerListeners(listeners.startListening as AppStartListening, dataLayer);
    store.dispatch(dataLayerLoaded());
  });
  // When the lobby opened: delays counted from it (the fifty-free offer's minute) do not grow by
  // the time their code took to arrive.
  const openedAt = deps.now();
  return { store: Object.assign(store, { dataLayer, openedAt }), startListening: listeners.startListening as AppStartListening };
}

/** Dispatch with thunks. */
export type AppDispatch = ThunkDispatch<RootState, AppDeps, UnknownAction>;
/** The store type, with its handle on the data layer and the time the lobby opened. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
/** `startListening` typed for this app. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppDeps>;
