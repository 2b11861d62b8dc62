import { defaultLobbyOptions, type VariantId } from '@lobby/domain';
import { accountRefreshRequested } from './account-slice.ts';
import { addBootListeners } from './boot-listeners.ts';
import { addNotificationListeners } from './notifications-slice.ts';
import { pageRestored } from './play-session.ts';
import type { AppDeps } from './deps.ts';
import { addPlayerStorageListeners } from './player-storage.ts';
import { addPreferenceListeners } from './preference-listeners.ts';
import { addRecentListeners, RECENT_GAMES_KEY, restoredRecentGames } from './recent-games.ts';
import type { PreferencesState } from './preferences-slice.ts';
import { bootRequested } from './session-slice.ts';
import { createAppStore } from './store.ts';

/** Refresh balance and inbox at most this often when the player returns to the tab: their cache lifetime. */
const REFRESH_MIN_INTERVAL_MS = defaultLobbyOptions.balanceRefreshMinIntervalMs;

/** Builds the store, wires its listeners and the browser's events, and starts loading. */
export function startApp(
  deps: AppDeps,
  variant: VariantId,
  preferences: PreferencesState,
  events: EventTarget | null = globalThis.window ?? null,
) {
  const recent = { games: restoredRecentGames(deps.session.get(RECENT_GAMES_KEY)) };
  const { store, startListening } = createAppStore(deps, { preferences, recent });
  // The account's, the favorites' and the play session's listeners come with the data layer
  // (data/data-layer.ts), whose calls they make: it is in before start-up reads the configuration,
  // so before anything they answer can happen.
  addBootListeners(startListening, store.dataLayer, variant);
  addPreferenceListeners(startListening);
  addNotificationListeners(startListening);
  addRecentListeners(startListening);
  addPlayerStorageListeners(startListening);
  store.dispatch(bootRequested());

  if (events) {
    // Back online after a failed start: try again without making the player press Retry.
    events.addEventListener('online', () => {
      if (store.getState().session.status === 'failed') store.dispatch(bootRequested());
    });
    events.addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) store.dispatch(pageRestored());
    });
    let lastRefresh = deps.now();
    events.addEventListener('focus', () => {
      if (deps.now() - lastRefresh < REFRESH_MIN_INTERVAL_MS) return;
      lastRefresh = deps.now();
      store.dispatch(accountRefreshRequested());
    });
  }
  return { store };
}
