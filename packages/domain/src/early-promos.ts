/**
 * The window property where index.html's starter leaves the home's promotions request, made with
 * the page for the language the player most likely gets (`{ url, body, response }`), for the app's
 * client to take instead of asking again.
 */
export const EARLY_PROMOS = '__lobbyEarlyPromos';

/** The local-storage key of the interface language a player chose on this device. */
export function languageStorageKey(casinoKey: string): string {
  return `lobby.${casinoKey}.language`;
}

/** The casino site's preferred-language cookie. */
export const SITE_LANGUAGE_COOKIE = 'preferred_language';
