import { combineSlices, configureStore, createAction, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import type { DataLayer } from '../data/data-layer-types.ts';
import { casinoSlice } from './casino-slice.ts';
import { dataLayerHost } from './data-layer-host.ts';
import type { AppDeps } from './deps.ts';
import { favoritesProgressSlice } from './favorites-slice.ts';
import type { AppStartListening } from './listening.ts';
import { notificationsSlice } from './notifications-slice.ts';
import { playSlice } from './play-session.ts';
import { preferencesSlice } from './preferences-slice.ts';
import { recentSlice } from './recent-games.ts';
import type { LobbyApiState, RootState } from './root-state.ts';
import { sessionSlice } from './session-slice.ts';

// Every slice is known up front and holds what the client owns; features add endpoints to the data
// layer, not slices. The data layer joins when it loads, after the first paint: into this store's
// own reducer, which is why each store combines its own.
const combineReducer = () =>
  combineSlices(
    sessionSlice,
    casinoSlice,
    preferencesSlice,
    notificationsSlice,
    favoritesProgressSlice,
    recentSlice,
    playSlice,
  ).withLazyLoadedSlices<{ lobbyApi: LobbyApiState }>();

/** Where the data layer's cache holds the catalog (up to 20,000 games, frozen at the top). */
const CATALOG_QUERY = /^lobbyApi\.queries\.getGames/;

/** The data layer is in the store: its state starts with this action. */
export const dataLayerLoaded = createAction('app/dataLayerLoaded');

/** How a store is made: the data layer's loader, and the state it starts from. */
export interface StoreOptions {
  /** Loads the data layer (its own chunk in the browser); asked for after the first screen's turn. */
  readonly loadDataLayer: () => Promise<DataLayer>;
  readonly preloaded?: Partial<RootState>;
}

/** Builds the store with its listeners; `deps` reach the effects as the listener's `extra`. */
export function createAppStore(deps: AppDeps, { loadDataLayer, preloaded }: StoreOptions) {
  const reducer = combineReducer();
  const listeners = createListenerMiddleware({ extra: deps });
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: preloaded as Parameters<typeof reducer>[0],
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // The catalog can hold 20,000 games; walking it on every action would cost more than it finds.
        immutableCheck: { ignoredPaths: [CATALOG_QUERY] },
        serializableCheck: {
          ignoredPaths: [CATALOG_QUERY],
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.games', /^payload\.\d+\.value\.games$/],
        },
      })
        .prepend(listeners.middleware)
        .concat(dynamic.middleware),
  });
  const startListening = listeners.startListening as AppStartListening;
  const dataLayer = dataLayerHost(
    (layer) => {
      reducer.inject({ reducerPath: 'lobbyApi', reducer: layer.lobbyApi.reducer as never });
      dynamic.addMiddleware(layer.lobbyApi.middleware);
      layer.addListeners(startListening, dataLayer);
      store.dispatch(dataLayerLoaded());
    },
    // At the first screen's turn: on a first visit to the home, after the banner the page read early has painted.
    () => deps.firstScreenTurn().then(loadDataLayer),
  );
  // When the lobby opened: delays counted from it (the fifty-free offer's minute) do not grow by
  // the time their code took to arrive.
  const openedAt = deps.now();
  return { store: Object.assign(store, { dataLayer, openedAt }), startListening };
}

/** The store type, with its handle on the data layer and the time the lobby opened. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
