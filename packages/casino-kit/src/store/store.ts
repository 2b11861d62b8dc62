import {
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { lobbyApi } from '../data/lobby-api.ts';
import { accountSlice } from './account-slice.ts';
import { catalogSlice } from './catalog-slice.ts';
import { favoritesProgressSlice } from './favorites-slice.ts';
import { notificationsSlice } from './notifications-slice.ts';
import type { AppDeps } from './deps.ts';
import { playSlice } from './play-session.ts';
import { preferencesSlice } from './preferences-slice.ts';
import { recentSlice } from './recent-games.ts';
import { sessionSlice } from './session-slice.ts';

// A plain reducer map: every slice is known up front; features add endpoints to `lobbyApi`, not slices.
const reducer = {
  session: sessionSlice.reducer,
  catalog: catalogSlice.reducer,
  account: accountSlice.reducer,
  preferences: preferencesSlice.reducer,
  notifications: notificationsSlice.reducer,
  favoritesProgress: favoritesProgressSlice.reducer,
  recent: recentSlice.reducer,
  play: playSlice.reducer,
  [lobbyApi.reducerPath]: lobbyApi.reducer,
};

/** The whole application state. */
export type RootState = { [K in keyof typeof reducer]: ReturnType<(typeof reducer)[K]> };

/** Builds the store with its listeners; `deps` reach the effects as the listener's `extra`. */
export function createAppStore(deps: AppDeps, preloaded?: Partial<RootState>) {
  const listeners = createListenerMiddleware({ extra: deps });
  const store = configureStore({
    reducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // The catalog can hold 20,000 games; walking it on every action would cost more than it finds.
        immutableCheck: { ignoredPaths: ['catalog'] },
        serializableCheck: { ignoredPaths: ['catalog'] },
      })
        .prepend(listeners.middleware)
        .concat(lobbyApi.middleware),
  });
  // When the lobby opened: delays counted from it (the fifty-free offer's minute) do not grow by
  // the time their code took to arrive.
  const openedAt = deps.now();
  return { store: Object.assign(store, { openedAt }), startListening: listeners.startListening as AppStartListening };
}

/** Dispatch with thunks. */
export type AppDispatch = ThunkDispatch<RootState, AppDeps, UnknownAction>;
/** The store type, with the time the lobby opened. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
/** `startListening` typed for this app. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppDeps>;
