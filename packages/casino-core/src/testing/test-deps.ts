import type { SetFavoriteParams } from '@lobby/api';
import type { Catalog, CasinoConfig, GameRef, Player } from '@lobby/domain';
import { makeGame } from '@lobby/domain/testing';
import { vi } from 'vitest';
import type { SiteNavigation } from '../platform/site-navigation.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { safeStorage } from '../platform/storage.ts';
import { promosTestApi } from './promos-test-api.ts';
import { protectionTestApi } from './protection-test-api.ts';
import type { CoreProfile } from '../profile.ts';
import type { LobbyApi } from '../data/calls.ts';
import type { AppDeps } from '../store/deps.ts';
import type { SessionState } from '../store/session-slice.ts';
import { testRewardCalls } from './test-reward-calls.ts';

/** A casino profile for tests, with `overrides` on top. */
export function testProfile<P extends CoreProfile = CoreProfile>(overrides: Partial<P> = {}): P {
  return {
    key: 'test',
    displayName: 'Test Casino',
    variant: 'fusion',
    basePath: '/',
    controller: { base: '/controllers/', passphrase: 'secret' },
    site: { login: '/site/login', logout: '/site/logout' },
    ...overrides,
  } as P;
}

/** A configuration as the controller would send it, with `overrides` on top. */
export function testConfig(overrides: Partial<CasinoConfig> = {}): CasinoConfig {
  return {
    environment: 'development',
    language: 'en',
    casino_id: 1,
    casino_name: 'Test Casino',
    currency: 'USD',
    assets_domain: 'http://assets.test',
    is_fusion: true,
    pages: { signup: '/site/signup', cashier: '/site/cashier' },
    navigation: { EN: [{ id: 'home', label: 'Home', action: '/', icon: 'home', ucc_internal: true }] },
    launcher: {},
    use_diff_theme_icons: false,
    dfs: true,
    tournaments: true,
    livedealer: true,
    fun_money_casino: false,
    allow_play_for_free_before_login: false,
    dfs_popup: false,
    dfs_spinwheel: false,
    home_sections: [],
    gameofthemonth_api: null,
    ...overrides,
  };
}

/** A logged-in player. */
export function testPlayer(overrides: Partial<Player> = {}): Player {
  return {
    PID: 7,
    fname: 'Ada',
    lname: 'Lovelace',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    currency_code: 'USD',
    practicemode: false,
    favorites: [],
    balances: {
      balance: 120,
      currency_code: 'USD',
      fun_money: null,
      real: 120,
      bonus: 0,
      withdrawable: 100,
      playthrough: 0,
      comppoints: 3,
    },
    ...overrides,
  };
}

/** A small catalog. */
export function testCatalog(games = 3): Catalog {
  return {
    games: Array.from({ length: games }, (_, index) => makeGame({ id: index + 1 })),
    providers: [{ id: 1, name: 'Acme', shortname: 'acme' }],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 1000,
  };
}

/** An in-memory catalog store. */
export function memoryCatalogStore(initial: Catalog | null = null): CatalogStore & { saved: Catalog | null } {
  const store = {
    saved: initial,
    read: async () => store.saved,
    replace: async (catalog: Catalog) => {
      store.saved = catalog;
    },
    savedAt: async () => null,
  };
  return store;
}

/** Site navigation that records each place the app left for, in order, instead of leaving the page. */
export interface MemoryNavigation extends SiteNavigation {
  /** `login /path`, `login /path (replace)`, `logout`, `cashier url`, `cashier url (top)`, `external url`, `reload /path` or `reload`. */
  readonly visits: string[];
}

/** Site navigation that records where the app went instead of leaving the page. */
export function memoryNavigation(): MemoryNavigation {
  const visits: string[] = [];
  return {
    visits,
    login: (returnTo, options) => void visits.push(`login ${returnTo}${options?.replace ? ' (replace)' : ''}`),
    logout: () => void visits.push('logout'),
    page: (url, options) => void visits.push(`page ${url}${options?.replace ? ' (replace)' : ''}`),
    cashier: (url, options) => void visits.push(`cashier ${url}${options?.top ? ' (top)' : ''}`),
    external: (url) => void visits.push(`external ${url}`),
    reload: (path) => void visits.push(`reload ${path ?? ''}`.trim()),
    absolute: (path) => `http://lobby.test${path}`,
  };
}

/** Dependencies whose controller answers as a healthy one would; override any call. */
export function testDeps(api: Partial<LobbyApi> = {}, overrides: Partial<AppDeps> = {}): AppDeps {
  const values = new Map<string, string>();
  // One favorites list on the fake server, so a read after a save sees it.
  let favorites: GameRef[] = [];
  const storageOf = (key: string) => ({ read: () => values.get(key) ?? null, write: (value: string) => void values.set(key, value) });
  return {
    api: {
      getConfig: vi.fn(async () => ({ casino: testConfig(), player: null })),
      getGames: vi.fn(async () => testCatalog()),
      getGamesBody: vi.fn(async () => JSON.stringify(testCatalog())),
      getFavorites: vi.fn(async () => [...favorites]),
      getDfsFlags: vi.fn(async () => ({ dfs: true, dfs_popup: false, dfs_spinwheel: false })),
      getBalance: vi.fn(async () => ({ balance: 99, currency_code: 'USD' })),
      getUnreadMessages: vi.fn(async () => ({ total_unread: 4 })),
      setFavorite: vi.fn(async (params: SetFavoriteParams) => {
        const rest = favorites.filter((ref) => ref.shortname !== params.game || ref.provider !== params.provider);
        favorites = params.action === 'add' ? [...rest, { shortname: params.game, provider: params.provider }] : rest;
        return { success: true, favorites: [...favorites], message: null };
      }),
      getSuggested: vi.fn(async () => []),
      getGameLockDetails: vi.fn(async () => ({
        lock_by: 'deposit' as const,
        visible_event: 'deposit' as const,
        target_date: null,
        display_name: 'Game 1',
        game_name: 'game-1',
        img_portrait: null,
        img_landscape: null,
      })),
      launchGame: vi.fn(async () => ({ success: true, games: [], game_name: 'Game 1', error: null })),
      getGameToken: vi.fn(async () => 'token-1'),
      getKeepPlaying: vi.fn(async () => []),
      getLiveDealer: vi.fn(async () => ({ url: 'https://live.test/table' })),
      getMessages: vi.fn(async () => ({ messages: [], count: { total_unread: 0 }, lastimport: null })),
      ...testRewardCalls(),
      ...promosTestApi(),
      ...protectionTestApi(),
      ...api,
    },
    catalogStore: memoryCatalogStore(),
    preferences: {
      theme: storageOf('theme'),
      language: storageOf('language'),
      siteLanguage: () => null,
      browserLanguages: () => ['en-US'],
      systemPrefersDark: () => false,
    },
    session: safeStorage(() => null),
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    log: vi.fn(),
    applyDocument: vi.fn(),
    afterPaint: async () => undefined,
    isOffline: () => false,
    installApp: vi.fn(),
    navigation: memoryNavigation(),
    earlyHero: null,
    firstScreenTurn: () => Promise.resolve(),
    ...overrides,
  };
}

/** Start-up's progress as it leaves it: ready, the lobby and its first screen shown (the player is in the cache). */
export function signedInSession(): SessionState {
  return {
    status: 'ready',
    failure: null,
    retrying: false,
    catalogSource: 'network',
    lobbyShown: true,
    heroPicture: 'settled',
    firstScreenPainted: true,
    laterPartsLoaded: true,
  };
}
