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
} as const;
/** One action name. */
export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS];

/** Actions whose answer is the encrypted envelope; the others answer plain JSON. */
export const ENCRYPTED_ACTIONS: readonly ActionName[] = ['getconfig', 'getgames', 'myfavorites', 'DFS', 'getBalance', 'suggest'];

/** The casino's own pages. */
export const SITE_PATHS = {
  login: '/site/login',
  logout: '/site/logout',
  signup: '/site/signup',
  cashier: '/site/cashier',
  vip: '/site/vip',
  referAFriend: '/site/refer-a-friend',
} as const;

/** Test controls of the reference controller (never part of a real controller). */
export const CONTROL_PATHS = {
  faults: '/__control/faults',
  reset: '/__control/reset',
  players: '/__control/players',
} as const;

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
