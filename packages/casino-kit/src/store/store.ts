import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { accountSlice } from './account-slice.ts';
import { catalogSlice } from './catalog-slice.ts';
import { favoritesProgressSlice } from './favorites.ts';
import { notificationsSlice } from './notifications-slice.ts';
import type { AppDeps } from './deps.ts';
import { playSlice } from './play-session.ts';
import { preferencesSlice } from './preferences-slice.ts';
import { recentSlice } from './recent-games.ts';
import { sessionSlice } from './session-slice.ts';

const rootReducer = combineSlices(
  sessionSlice,
  catalogSlice,
  accountSlice,
  preferencesSlice,
  notificationsSlice,
  favoritesProgressSlice,
  recentSlice,
  playSlice,
);

/** The whole application state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store with its listeners; `deps` reach the effects as the listener's `extra`. */
export function createAppStore(deps: AppDeps, preloaded?: Partial<RootState>) {
  const listeners = createListenerMiddleware({ extra: deps });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // The catalog can hold 20,000 games; walking it on every action would cost more than it finds.
        immutableCheck: { ignoredPaths: ['catalog'] },
        serializableCheck: { ignoredPaths: ['catalog'] },
      }).prepend(listeners.middleware),
  });
  return { store, startListening: listeners.startListening as AppStartListening };
}

/** Dispatch with thunks. */
export type AppDispatch = ThunkDispatch<RootState, AppDeps, UnknownAction>;
/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
/** `startListening` typed for this app. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppDeps>;
