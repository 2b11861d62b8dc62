import { createControllerClient } from '@lobby/api';
import { THEME_COOKIE_DAYS } from '@lobby/domain';
import { catalogSource } from '../catalog/catalog-source.ts';
import { indexedDbCatalogStore } from '../catalog/catalog-store.ts';
import { catalogWorkerStarter } from '../catalog/start-catalog-worker.ts';
import { cookieString, readJarCookie, writeJarCookie } from '../platform/cookies.ts';
import { safeStorage } from '../platform/storage.ts';
import { windowNavigation } from './site-navigation.ts';
import type { CasinoProfile } from '../profile.ts';
import type { AppDeps } from '../store/deps.ts';

const log = (message: string, detail?: unknown) => console.warn(`[lobby] ${message}`, detail ?? '');

/** The effects of a casino app running in a browser. */
export function browserDeps(profile: CasinoProfile): AppDeps {
  const local = safeStorage(() => window.localStorage);
  const languageKey = `lobby.${profile.key}.language`;
  const client = createControllerClient({
    endpoint: profile.controller.base,
    passphrase: profile.controller.passphrase,
    timeoutMs: profile.controller.timeoutMs,
    logger: { warn: log },
    // index.html preloads these two (tooling/vite-preset early-calls.ts).
    preloaded: ['getconfig', 'getgames'],
  });
  const databaseName = `lobby-catalog-${profile.key}`;
  // The catalog is read and stored in a worker; the page fetches it and receives the games.
  const catalog = catalogSource({
    fetchBody: client.getGamesBody,
    passphrase: profile.controller.passphrase,
    databaseName,
    store: indexedDbCatalogStore(databaseName, log),
    log,
    now: () => Date.now(),
    startWorker: catalogWorkerStarter(),
  });
  return {
    api: { ...client, getGames: catalog.getGames },
    catalogStore: catalog.store,
    preferences: {
      theme: {
        read: () => readJarCookie(document, 'theme'),
        // The Cookie Store API is missing from Safari and Firefox; the value is encoded by cookieString.
        write: (value) => writeJarCookie(document, cookieString('theme', value, THEME_COOKIE_DAYS)),
      },
      language: { read: () => local.get(languageKey), write: (value) => local.set(languageKey, value) },
      siteLanguage: () => readJarCookie(document, 'preferred_language'),
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
    isOffline: () => navigator.onLine === false,
    navigation: windowNavigation(profile, window, log),
  };
}
