import type { Language } from '@lobby/domain';
import lobby from '@lobby/ui/locales/en/lobby.json';
import shell from '@lobby/ui/locales/en/shell.json';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import app from './locales/en/app.json';
import type { Namespace } from './namespaces.ts';

/**
 * An i18next instance for one app, with the English texts of the first screen loaded: the app's
 * own (`app`) and the shell and lobby widgets'. A missing translation falls back to English
 * silently; any other i18next problem goes to `log`.
 */
export function createI18n(log: (message: string, detail?: unknown) => void): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use({
      type: 'logger',
      log: () => undefined,
      warn: () => undefined,
      error: (...args: unknown[]) => log('translation error', args),
    })
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'de', 'es', 'fr'],
      ns: ['app', 'shell', 'lobby'],
      defaultNS: 'app',
      resources: { en: { app, shell, lobby } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
}

/** Adds `language`'s texts of those `namespaces` it lacks, each from its own file; rejects when one fails to load. */
export async function loadTexts(instance: i18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  if (language === 'en') return;
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  if (missing.length === 0) return;
  const { LOADERS } = await import('./loaders.ts');
  const bundles = await Promise.all(missing.map((namespace) => LOADERS[namespace](language)));
  missing.forEach((namespace, index) => {
    instance.addResourceBundle(language, namespace, bundles[index]);
  });
}

/** The namespaces shown so far: those whose English texts are loaded. */
export function shownNamespaces(instance: i18n): Namespace[] {
  return Object.keys(instance.getDataByLanguage('en') ?? {}) as Namespace[];
}

/**
 * Switches `instance` to `language`, loading its texts of every namespace shown so far first (the
 * others load when shown); a failed load keeps the current language.
 */
export async function switchLanguage(instance: i18n, language: Language, log: (message: string, detail?: unknown) => void): Promise<void> {
  try {
    await loadTexts(instance, language, shownNamespaces(instance));
  } catch (error) {
    log(`texts for ${language} could not be loaded`, error);
    return;
  }
  await instance.changeLanguage(language);
}
