import type { ControllerClient } from '@lobby/api';
import type { SiteNavigation } from '../app/site-navigation.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import type { SafeStorage } from '../platform/storage.ts';
import type { PromosCalls } from '../promos/promos-calls.ts';

/** The controller calls the application layer makes. */
export type LobbyApi = Pick<
  ControllerClient,
  | 'getConfig'
  | 'getGames'
  | 'getFavorites'
  | 'setFavorite'
  | 'getDfsFlags'
  | 'getBalance'
  | 'getUnreadMessages'
  | 'getSuggested'
  | 'getGameLockDetails'
  | 'launchGame'
  | 'getGameToken'
  | 'getLiveDealer'
  | 'getMessages'
  | RewardCalls
> &
  PromosCalls;

/** The calls of daily free spins, the fifty-free coupon, loyalty and referral. */
type RewardCalls =
  | 'getDailyFreeSpins'
  | 'sendFreeSpinEmail'
  | 'checkFreeSpinEmailClick'
  | 'redeemDailyFreeSpins'
  | 'redeemFiftyFree'
  | 'getLoyaltyTexts'
  | 'getReferral';

/** Reads and writes the visitor's preferences where they live (cookies, local storage). */
export interface PreferenceStore {
  readonly theme: { read(): string | null; write(value: string): void };
  readonly language: { read(): string | null; write(value: string): void };
  /** The casino site's own preferred-language cookie. */
  readonly siteLanguage: () => string | null;
  readonly browserLanguages: () => readonly string[];
  readonly systemPrefersDark: () => boolean;
}

/** The effects the store's listeners use, injected so that tests can replace each. */
export interface AppDeps {
  readonly api: LobbyApi;
  readonly catalogStore: CatalogStore;
  readonly preferences: PreferenceStore;
  readonly session: SafeStorage;
  readonly now: () => number;
  /** A number in [0, 1): random samples and suggestions. */
  readonly random: () => number;
  readonly log: (message: string, detail?: unknown) => void;
  /** Applies display preferences to the document (theme attribute, lang). */
  readonly applyDocument: (change: { theme?: string; language?: string }) => void;
  /** Whether the browser says it is offline. */
  readonly isOffline: () => boolean;
  /** Leaving the page: login, logout, cashier, external pages, reloads. */
  readonly navigation: SiteNavigation;
}
