import { lazyClient } from '@lobby/api';
import { cachedCatalogKey, languageStorageKey, loadOnce, resolveLobbyOptions, SITE_LANGUAGE_COOKIE } from '@lobby/domain';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { cookieString, readJarCookie, writeJarCookie } from './cookies.ts';
import { safeStorage } from './storage.ts';
import { firstScreenTurn } from '../start-up/early-hero.ts';
import { takeEarlyStart } from '../start-up/early-start.ts';
import { addInstallTags } from './install-tags.ts';
import { installAppWhenQuiet } from './service-worker.ts';
import { windowNavigation } from './site-navigation.ts';
import type { CoreProfile } from '../profile.ts';
import type { LobbyApi } from '../data/calls.ts';
import type { AppDeps } from '../store/deps.ts';

const log = (message: string, detail?: unknown) => console.warn(`[lobby] ${message}`, detail ?? '');

/** The effects of a casino app running in a browser. */
export function browserDeps(profile: CoreProfile, build: { readonly installable: boolean }): AppDeps {
  // Read before the configuration has answered: the profile's options over the defaults.
  const options = resolveLobbyOptions(profile.options);
  // What the page started before this code ran, taken once.
  const early = takeEarlyStart();
  const turn = firstScreenTurn(early.hero, options.earlyHeroMaxWaitMs);
  const local = safeStorage(() => window.localStorage);
  const languageKey = languageStorageKey(profile.key);
  const databaseName = `lobby-catalog-${profile.key}`;
  const cachedKey = cachedCatalogKey(profile.key);
  // The local database's code (idb and the store) is a chunk of its own: a first visit has nothing
  // cached (local storage says so) and its catalog is stored by the worker, so the page needs that
  // code only to read a cached catalog on a later visit, or to store one without a worker.
  const database = loadOnce(async () => (await import('../catalog/catalog-store.ts')).indexedDbCatalogStore(databaseName, log));
  const store: CatalogStore = {
    read: async () => (await database()).read(),
    savedAt: async () => (await database()).savedAt(),
    replace: async (catalog, savedAt) => (await database()).replace(catalog, savedAt),
  };
  // The client and the catalog pipeline are fetched at once (in a task of its own, after an early
  // banner: see `firstScreenTurn`), beside the data layer: start-up's first call needs them.
  const controller = loadOnce(async () =>
    (await import('./controller-deps.ts')).controllerDeps(
      profile,
      { databaseName, store, early, chunkGames: options.catalogTransferChunkGames, maxInflatedBytes: options.envelopeMaxInflatedBytes },
      log,
    ),
  );
  turn()
    .then(controller)
    .catch(() => undefined);
  return {
    api: lazyClient<LobbyApi>(async () => (await controller()).api),
    // The cached catalog is read without the client; writing the fresh one follows the pipeline.
    // The next visit's page (whether it asks for the catalog with the page) learns from local storage whether one is cached.
    catalogStore: {
      read: async () => {
        if (local.get(cachedKey) === null) return null;
        const catalog = await store.read();
        if (catalog === null) local.remove(cachedKey);
        return catalog;
      },
      savedAt: () => store.savedAt(),
      replace: async (catalog, savedAt) => {
        await (await controller()).catalogStore.replace(catalog, savedAt);
        local.set(cachedKey, String(savedAt));
      },
    },
    preferences: {
      theme: {
        read: () => readJarCookie(document, 'theme'),
        // The Cookie Store API is missing from Safari and Firefox; the value is encoded by cookieString.
        write: (value, days) => writeJarCookie(document, cookieString('theme', value, days)),
      },
      language: { read: () => local.get(languageKey), write: (value) => local.set(languageKey, value) },
      siteLanguage: () => readJarCookie(document, SITE_LANGUAGE_COOKIE),
      browserLanguages: () => navigator.languages ?? [navigator.language],
      systemPrefersDark: () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    },
    session: safeStorage(() => window.sessionStorage),
    now: () => Date.now(),
    random: () => Math.random(),
    log,
    applyDocument: ({ theme, language }) => {
      if (theme) document.documentElement.dataset.theme = theme;
      if (language) document.documentElement.lang = language;
    },
    afterPaint: () =>
      new Promise<void>((resolve) => {
        // A hidden tab does not paint: the timer stands in.
        const timer = setTimeout(resolve, options.freshCatalogAfterPaintMaxMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        // Idle after that paint: the first screen's own work (its pictures and promotions) goes first.
        requestAnimationFrame(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done) : setTimeout(done, 0)));
      }),
    isOffline: () => navigator.onLine === false,
    // A build only: the dev server serves no service worker (vite-preset builds it, at the base path).
    installApp: () => {
      if (!build.installable) return;
      const timing = { quietMs: options.serviceWorkerQuietMs, maxMs: options.serviceWorkerMaxWaitMs };
      // The base path starts and ends with "/" (profileProblems); the worker's scope is the app's.
      // Its code is in the entry: as a chunk of its own, its request would come just before the
      // hero's paint and hold it back (docs/decisions/093).
      void installAppWhenQuiet(
        window,
        { addInstallTags: () => addInstallTags(document), worker: `${profile.basePath}sw.js`, scope: profile.basePath },
        timing,
        log,
      );
    },
    navigation: windowNavigation(profile, window, log),
    earlyHero: early.hero,
    firstScreenTurn: turn,
  };
}
