import { LANGUAGES, type Language } from './entities/config.ts';

/** Whether `value` names one of the interface languages (`en`, `de-AT` and `DE` all count). */
export function toLanguage(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** The local-storage key of the interface language a player chose on this device. */
export function languageStorageKey(casinoKey: string): string {
  return `lobby.${casinoKey}.language`;
}

/** The casino site's preferred-language cookie. */
export const SITE_LANGUAGE_COOKIE = 'preferred_language';

/** Sources of the interface language, most specific first. */
export interface LanguageSources {
  /** The language the player chose on this device. */
  readonly stored?: string | null;
  /** The casino site's preferred-language cookie. */
  readonly cookie?: string | null;
  /** navigator.languages. */
  readonly browser?: readonly string[];
  /** The casino's configured language, once the configuration has loaded. */
  readonly configured?: string | null;
}

/**
 * The interface language: the player's stored choice, else the casino's configured language.
 * Before the configuration arrives the preferred-language cookie and the browser stand in for it.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  const chosen = toLanguage(sources.stored) ?? toLanguage(sources.cookie);
  if (chosen) return chosen;
  const configured = toLanguage(sources.configured);
  if (configured) return configured;
  for (const candidate of sources.browser ?? []) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return 'en';
}
