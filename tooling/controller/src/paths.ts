/** The main controller endpoint; the action is the first query key. */
export const LOBBY_CONTROLLER_PATH = '/app/shared/controllers/LobbyController.php';
/** Daily free spins endpoint (later features). */
export const LOYALTY_CONTROLLER_PATH = '/app/shared/controllers/LoyaltyController.php';
/** Message center endpoint (later features). */
export const MESSAGE_CENTER_PATH = '/app/shared/controllers/MessageCenter.php';

/** Action names of the main endpoint; `setFavorite` is the query-less favorites POST. */
export const ACTIONS = {
  getconfig: 'getconfig',
  getgames: 'getgames',
  myfavorites: 'myfavorites',
  setFavorite: 'setFavorite',
  DFS: 'DFS',
  getBalance: 'getBalance',
  getunreadmessages: 'getunreadmessages',
  raf: 'raf',
  suggest: 'suggest',
  getgamelockdetails: 'getgamelockdetails',
  gamelauncher: 'gamelauncher',
  gettoken: 'gettoken',
  keepplaying: 'keepplaying',
  getlivedealer: 'getlivedealer',
} as const;
/** One action name. */
export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS];

/** Actions whose answer is the encrypted envelope; the others answer plain JSON. */
export const ENCRYPTED_ACTIONS: readonly ActionName[] = [
  'getconfig',
  'getgames',
  'myfavorites',
  'DFS',
  'getBalance',
  'suggest',
  'keepplaying',
];

/** The casino's own pages. */
export const SITE_PATHS = {
  login: '/site/login',
  logout: '/site/logout',
  signup: '/site/signup',
  cashier: '/site/cashier',
  vip: '/site/vip',
  referAFriend: '/site/refer-a-friend',
  contact: '/site/contact',
  terms: '/site/terms',
  privacy: '/site/privacy',
} as const;

/** Test controls of the reference controller (never part of a real controller). */
export const CONTROL_PATHS = {
  faults: '/__control/faults',
  reset: '/__control/reset',
  players: '/__control/players',
  flags: '/__control/flags',
  pages: '/__control/pages',
  envelope: '/__control/envelope',
  protection: '/__control/protection',
  content: '/__control/content',
} as const;

/** `POST /__control/players/{username}/balance`: sets a player's balance. */
export const PLAYER_BALANCE_CONTROL = /^\/__control\/players\/([^/]+)\/balance$/;

/** The balance control of one player. */
export function playerBalanceControlPath(username: string): string {
  return `${CONTROL_PATHS.players}/${encodeURIComponent(username)}/balance`;
}

/** Prefix of the demo game pages a launch points at. */
export const GAME_PAGE_PREFIX = '/games/';
/** The live dealer table lobby `getlivedealer` points at. */
export const LIVE_DEALER_PATH = '/live-dealer/';

/** The demo game page of one game version; it has no query, so a client can append `?token=...`. */
export function gamePagePath(provider: string, shortname: string): string {
  return `${GAME_PAGE_PREFIX}${encodeURIComponent(provider)}/${encodeURIComponent(shortname)}/`;
}

/** Where the game page posts its rounds. */
export function gamePlayPath(provider: string, shortname: string): string {
  return `${gamePagePath(provider, shortname)}play`;
}

/** The images a synthetic game's play screen shows. */
export type SynthImage = 'loader' | 'reminder' | 'popup';

/** Where a synthetic game's loader, reminder or popup image is served. */
export function synthImagePath(shortname: string, image: SynthImage): string {
  return `/assets/synth/${encodeURIComponent(shortname)}/${image}.svg`;
}

/** Where a game's thumbnail is served. */
export function gameImagePath(shortname: string, orientation: 'portrait' | 'landscape'): string {
  return `/assets/games/${encodeURIComponent(shortname)}/${orientation}.svg`;
}

/** Where a provider's logo is served. */
export function providerLogoPath(shortname: string): string {
  return `/assets/providers/${encodeURIComponent(shortname)}.svg`;
}

/** Name of a casino's session cookie. */
export function sessionCookieName(casinoId: number): string {
  return `lobby_session_${casinoId}`;
}
