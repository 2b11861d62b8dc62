import type { Language } from '@lobby/domain';
import { loadUiTexts } from '@lobby/ui';
import type { Namespace, Texts } from './namespaces.ts';

type Other = Exclude<Language, 'en'>;
type Loader = (language: Other) => Promise<Texts>;

// Written out per language: a pattern would make the English files chunks too.
const own =
  (files: Record<Other, () => Promise<{ default: Texts }>>): Loader =>
  (language) =>
    files[language]().then((module) => module.default);

/**
 * How each namespace's German, Spanish and French texts load: one file per language and namespace,
 * the first time that namespace is shown in that language. This table is itself a lazy chunk, so
 * English visitors never download it. English comes with the code that shows it.
 */
export const LOADERS: Record<Namespace, Loader> = {
  app: own({
    de: () => import('./locales/de/app.json'),
    es: () => import('./locales/es/app.json'),
    fr: () => import('./locales/fr/app.json'),
  }),
  lists: own({
    de: () => import('./locales/de/lists.json'),
    es: () => import('./locales/es/lists.json'),
    fr: () => import('./locales/fr/lists.json'),
  }),
  tips: own({
    de: () => import('./locales/de/tips.json'),
    es: () => import('./locales/es/tips.json'),
    fr: () => import('./locales/fr/tips.json'),
  }),
  shell: (language) => loadUiTexts(language, 'shell'),
  menu: (language) => loadUiTexts(language, 'menu'),
  lobby: (language) => loadUiTexts(language, 'lobby'),
  'lobby-list': (language) => loadUiTexts(language, 'lobby-list'),
  play: (language) => loadUiTexts(language, 'play'),
  messages: (language) => loadUiTexts(language, 'messages'),
  rewards: (language) => loadUiTexts(language, 'rewards'),
  promos: (language) => loadUiTexts(language, 'promos'),
  protection: (language) => loadUiTexts(language, 'protection'),
};
