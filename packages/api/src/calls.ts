import type { ControllerClient } from './controller-client.ts';

/**
 * The part of the client a call's code is in: the lobby's loads with the client, the others on
 * their first use (the player-protection calls only in a market that has them).
 */
export type CallPart = 'lobby' | 'play' | 'extra' | 'protection';

/** Where one controller call goes and how. */
export interface CallEntry<P extends CallPart = CallPart> {
  /** The controller script under `/app/shared/controllers/`, or for a static file its path under `/app/shared/`. */
  readonly file: string;
  /** The action key of the query string; undefined for a POST the form names (favorites, coupons, rollback). */
  readonly action?: string;
  readonly method: 'GET' | 'POST';
  readonly part: P;
}

type Method = CallEntry['method'];
const entry = <P extends CallPart>(part: P, file: string, action: string | undefined, method: Method): CallEntry<P> => ({
  file,
  ...(action === undefined ? {} : { action }),
  method,
  part,
});
const lobby = (action: string | undefined, method: Method = 'GET') => entry('lobby', 'LobbyController.php', action, method);
const play = (action: string, method: Method = 'GET') => entry('play', 'LobbyController.php', action, method);
const extra = (file: string, action: string | undefined, method: Method = 'GET') => entry('extra', file, action, method);
/** The project's own protocol extension (docs/controller-protocol.md): optional for a controller. */
const protection = (action: string, method: Method = 'GET') => entry('protection', 'ResponsibleGamingController.php', action, method);

/** The loyalty texts, a static file per language (`{LANG}`, falling back to EN), under `/app/shared/`. */
export const LOYALTY_TEXTS_FILE = 'Dashboard/json/{LANG}-loyalty.json';

/**
 * Every call of the controller client, once: its controller, action and method, and the part of
 * the client its code is in. The client is built from it, the app's lazily loaded client lists its
 * calls from it, and the page's early calls take their actions from it.
 */
export const CONTROLLER_CALLS = {
  getConfig: lobby('getconfig'),
  getGames: lobby('getgames'),
  getGamesBody: lobby('getgames'),
  getPromos: lobby('getpromos', 'POST'),
  getFavorites: lobby('myfavorites'),
  setFavorite: lobby(undefined, 'POST'),
  getDfsFlags: lobby('DFS'),
  getBalance: lobby('getBalance'),
  getUnreadMessages: lobby('getunreadmessages'),
  getReferral: lobby('raf'),
  getSuggested: lobby('suggest'),
  getGameLockDetails: lobby('getgamelockdetails', 'POST'),
  getWidgets: play('widgets'),
  getStickyBanner: play('stickybanner'),
  getEscapePodWidget: play('escapepodwidget'),
  getCrewponWidget: play('crewponwidget'),
  getFortuneTellerWidget: play('fortunetellerwidget'),
  getGameOfTheMonth: play('gameofthemonth'),
  getWinners: play('winners'),
  getKeepPlaying: play('keepplaying'),
  getGameToken: play('gettoken'),
  launchGame: play('gamelauncher', 'POST'),
  getTournaments: play('gettournaments', 'POST'),
  getTournamentsLobby: play('gettournamentslobby'),
  getLiveDealer: play('getlivedealer', 'POST'),
  getDailyFreeSpins: extra('LoyaltyController.php', 'dailyfreespins'),
  sendFreeSpinEmail: extra('LoyaltyController.php', 'sendfreespinemail'),
  checkFreeSpinEmailClick: extra('LoyaltyController.php', 'emailclickcheck'),
  redeemDailyFreeSpins: extra('LoyaltyController.php', 'redeem_dfs', 'POST'),
  getMessages: extra('MessageCenter.php', 'getmessages'),
  getRngWidget: extra('RngCampaignController.php', 'widget'),
  getRngWidgetHtml: extra('RngCampaignController.php', 'widgethtml'),
  getWaypointsWidget: extra('WaypointsController.php', 'widget'),
  getWaypointsWidgetHtml: extra('WaypointsController.php', 'widgethtml'),
  getSynthGameWidget: extra('SynthGameController.php', 'widget'),
  getSynthGameWidgetHtml: extra('SynthGameController.php', 'widgethtml'),
  redeemFiftyFree: extra('CashierCoupons.php', undefined, 'POST'),
  rollbackTryout: extra('WebplayController.php', undefined, 'POST'),
  getLoyaltyTexts: extra(LOYALTY_TEXTS_FILE, undefined),
  getSessionSummary: protection('session'),
  getLimits: protection('limits'),
  setLimit: protection('setlimit', 'POST'),
  declineLimits: protection('declinelimits', 'POST'),
  setRealityCheck: protection('setrealitycheck', 'POST'),
  takeBreak: protection('takebreak', 'POST'),
  selfExclude: protection('selfexclude', 'POST'),
  pressPanicButton: protection('panic', 'POST'),
  getActivity: protection('activity'),
  getAccountHistory: protection('history'),
  acknowledge: protection('acknowledge', 'POST'),
} as const satisfies Record<keyof ControllerClient, CallEntry>;

/** The name of a controller call (a method of the client). */
export type CallName = keyof typeof CONTROLLER_CALLS;

// The table names every method of the client, and nothing else.
const everyCallListed: [Exclude<keyof ControllerClient, CallName>] extends [never] ? true : never = true;
void everyCallListed;

/** Every call's name. */
export const CALL_NAMES = Object.keys(CONTROLLER_CALLS) as readonly CallName[];

/** The calls whose code is in `part` of the client. */
export type CallsIn<P extends CallPart> = { [N in CallName]: (typeof CONTROLLER_CALLS)[N]['part'] extends P ? N : never }[CallName];

/** The names of the calls in `part` of the client. */
export function callsIn<P extends CallPart>(part: P): readonly CallsIn<P>[] {
  return CALL_NAMES.filter((name): name is CallsIn<P> => CONTROLLER_CALLS[name].part === part);
}
