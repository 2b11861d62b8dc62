import { createControllerClient } from '@lobby/api';
import { THEME_COOKIE_DAYS } from '@lobby/domain';
import { indexedDbCatalogStore } from '../catalog/catalog-store.ts';
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
  return {
    api: createControllerClient({
      endpoint: profile.controller.base,
      passphrase: profile.controller.passphrase,
      timeoutMs: profile.controller.timeoutMs,
      logger: { warn: log },
    }),
    catalogStore: indexedDbCatalogStore(`lobby-catalog-${profile.key}`, log),
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
