import type { Language } from '@lobby/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN } from './resources/en.ts';

/** One language's texts, by namespace. */
type Texts = { readonly app: Record<string, string>; readonly ui: Record<string, string> };

/** The other languages' resources, loaded when first chosen so English-only visitors never download them. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Texts>> = {
  de: () => import('./resources/de.ts').then((module) => module.DE),
  es: () => import('./resources/es.ts').then((module) => module.ES),
  fr: () => import('./resources/fr.ts').then((module) => module.FR),
};

/**
 * An i18next instance for one app, with English loaded. A missing translation falls back to English
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
      ns: ['app', 'ui'],
      defaultNS: 'app',
      resources: { en: EN },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
}

/** Switches `instance` to `language`, loading its texts first; a failed load keeps the current language. */
export async function switchLanguage(instance: i18n, language: Language, log: (message: string, detail?: unknown) => void): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, 'app')) {
    try {
      const resources = await LOADERS[language]();
      instance.addResourceBundle(language, 'app', resources.app);
      instance.addResourceBundle(language, 'ui', resources.ui);
    } catch (error) {
      log(`texts for ${language} could not be loaded`, error);
      return;
    }
  }
  await instance.changeLanguage(language);
}
