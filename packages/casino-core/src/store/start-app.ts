import { type CasinoLicence, type Jurisdiction, type LobbyOptionOverrides, resolveLobbyOptions, type VariantId } from '@lobby/domain';
import type { DataLayer } from '../data/data-layer-types.ts';
import { accountRefreshRequested } from './account-events.ts';
import { addBootListeners } from './boot-listeners.ts';
import type { AppDeps } from './deps.ts';
import { addNoticeListeners } from './notice-listeners.ts';
import { pageRestored } from './play-session.ts';
import { addPlayerStorageListeners } from './player-storage.ts';
import { addPreferenceListeners } from './preference-listeners.ts';
import type { PreferencesState } from './preferences-slice.ts';
import { RECENT_GAMES_KEY, restoredRecentGames } from './recent-games.ts';
import { addRecentListeners } from './recent-listeners.ts';
import { selectOptions } from './selectors.ts';
import { bootRequested } from './session-slice.ts';
import { createAppStore } from './store.ts';

/** What the store is started for: the app's variant and options, and where its data layer comes from. */
export interface StartOptions {
  readonly variant: VariantId;
  readonly optionOverrides?: LobbyOptionOverrides;
  /** The market the casino app sets, for a controller whose configuration names none. */
  readonly jurisdiction?: Jurisdiction;
  /** The licence the casino app sets, for a controller whose configuration names none. */
  readonly licence?: CasinoLicence;
  readonly loadDataLayer: () => Promise<DataLayer>;
  /**
   * Loaders of the first screen's code beside the data layer (the home's rows, its hero): asked for
   * at the first screen's turn, so that the first render finds them in. Each loads once (a later
   * caller shares the load); a failure is the caller's to see.
   */
  readonly firstScreenParts?: readonly (() => PromiseLike<unknown>)[];
}

/** Builds the store, wires its listeners and the browser's events, and starts loading. */
export function startApp(
  deps: AppDeps,
  { variant, optionOverrides = {}, jurisdiction, licence, loadDataLayer, firstScreenParts = [] }: StartOptions,
  preferences: PreferencesState,
  events: EventTarget | null = globalThis.window ?? null,
) {
  // The casino's tweaks come with the configuration: until then the options are the profile's.
  const recent = { games: restoredRecentGames(deps.session.get(RECENT_GAMES_KEY), resolveLobbyOptions(optionOverrides)) };
  const casino = {
    variant,
    optionOverrides,
    ...(jurisdiction === undefined ? {} : { jurisdiction }),
    ...(licence === undefined ? {} : { licence }),
  };
  const { store, startListening } = createAppStore(deps, { loadDataLayer, preloaded: { preferences, recent, casino } });
  // The account's, the favorites' and the play session's listeners come with the data layer,
  // whose calls they make: it is in before start-up reads the configuration, so before anything
  // they answer can happen.
  addBootListeners(startListening, store.dataLayer, variant);
  addPreferenceListeners(startListening);
  addNoticeListeners(startListening);
  addRecentListeners(startListening);
  addPlayerStorageListeners(startListening);
  store.dispatch(bootRequested());
  void deps.firstScreenTurn().then(() => {
    for (const load of firstScreenParts) Promise.resolve(load()).catch(() => undefined);
  });

  if (events) {
    // Back online after a failed start: try again without making the player press Retry.
    events.addEventListener('online', () => {
      if (store.getState().session.status === 'failed') store.dispatch(bootRequested());
    });
    events.addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) store.dispatch(pageRestored());
    });
    // Balance and inbox are asked again when the player returns to the tab, at most this often.
    let lastRefresh = deps.now();
    events.addEventListener('focus', () => {
      if (deps.now() - lastRefresh < selectOptions(store.getState()).balanceRefreshMinIntervalMs) return;
      lastRefresh = deps.now();
      store.dispatch(accountRefreshRequested());
    });
  }
  return { store };
}
