/**
 * The window property where index.html's starter leaves the home's promotions request, made with
 * the page for the language the player most likely gets (`{ url, body, response }`), for the app's
 * client to take instead of asking again.
 */
export const EARLY_PROMOS = '__lobbyEarlyPromos';
