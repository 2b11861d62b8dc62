import type { Language } from '@lobby/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DE } from './resources/de.ts';
import { EN } from './resources/en.ts';
import { ES } from './resources/es.ts';
import { FR } from './resources/fr.ts';

/** Every language's resources, by namespace. */
export const RESOURCES = { en: EN, de: DE, es: ES, fr: FR } as const;

/**
 * An i18next instance for one app. A missing translation falls back to English silently; any other
 * i18next problem goes to `log`.
 */
export function createI18n(language: Language, log: (message: string, detail?: unknown) => void): i18n {
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
      lng: language,
      fallbackLng: 'en',
      supportedLngs: Object.keys(RESOURCES),
      ns: ['app', 'ui'],
      defaultNS: 'app',
      resources: RESOURCES,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
}
