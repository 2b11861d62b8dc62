import type {
  AccountHistory,
  Acknowledgement,
  ActivitySummary,
  LimitsState,
  ProtectionBlock,
  SessionSummary,
  BalanceSnapshot,
  CampaignWidget,
  Catalog,
  CouponRedemption,
  DfsEmailStatus,
  DfsFlags,
  DfsRedeemResult,
  DfsValidation,
  GameLockDetails,
  GameOfTheMonth,
  GameRef,
  HtmlWidget,
  InboxSummary,
  Language,
  LaunchResult,
  LiveDealerLaunch,
  LoyaltyTexts,
  MessageCenter,
  Promotions,
  Referral,
  StickyBanner,
  TournamentsAnswer,
  TournamentsLobby,
  TryoutRollback,
  WidgetName,
  Winners,
} from '@lobby/domain';
import type {
  ConfigAnswer,
  GameLockParams,
  LaunchGameParams,
  PromosParams,
  RedeemDfsParams,
  SelfExcludeParams,
  SetFavoriteParams,
  SetLimitParams,
  SetLimitResult,
  TournamentsParams,
} from './client-types.ts';
import type { SetFavoriteResult } from './schema/lobby.ts';
import type { CallOptions } from './transport.ts';

type Action<T> = (options?: CallOptions) => Promise<T>;
type ActionWith<P, T> = (params: P, options?: CallOptions) => Promise<T>;

/** Lobby calls (shell, catalog, favorites, balance, inbox). Rejections are always ControllerError. */
export interface LobbyCalls {
  /** `getconfig`: the casino configuration and the player (null for a guest). */
  readonly getConfig: Action<ConfigAnswer>;
  /** `getgames`: the catalog; bad games are dropped, duplicate ids keep the first. */
  readonly getGames: Action<Catalog>;
  /** `getpromos` (POST): custom and regular promos. With the start-up calls: the home's hero banner, its largest picture, needs it first. */
  readonly getPromos: ActionWith<PromosParams, Promotions>;
  /**
   * `getgames` as the controller sent it (fetched and retried like `getGames`), for `readCatalog`
   * to decode and validate elsewhere, such as a Web Worker.
   */
  readonly getGamesBody: Action<string>;
  /** `myfavorites`: the player's favorites. */
  readonly getFavorites: Action<GameRef[]>;
  /** The favorite toggle (POST, never retried): the server's new favorites list. */
  readonly setFavorite: ActionWith<SetFavoriteParams, SetFavoriteResult>;
  /** `DFS`: the daily free spins flags. */
  readonly getDfsFlags: Action<DfsFlags>;
  /** `getBalance`: the current balance (null amount when the server sends none). */
  readonly getBalance: Action<BalanceSnapshot>;
  /** `getunreadmessages`: the inbox badge count. */
  readonly getUnreadMessages: Action<InboxSummary>;
  /** `raf`: the refer-a-friend link. */
  readonly getReferral: Action<Referral>;
  /** `suggest`: suggested games. */
  readonly getSuggested: Action<GameRef[]>;
  /** `getgamelockdetails` (POST): why a game is locked. */
  readonly getGameLockDetails: ActionWith<GameLockParams, GameLockDetails>;
}

/** Play, promotions and home widget calls on LobbyController. */
export interface PlayCalls {
  /** `widgets`: the home widgets to show (unknown names dropped). */
  readonly getWidgets: Action<WidgetName[]>;
  /** `stickybanner`: the sticky banner, or null when there is none. */
  readonly getStickyBanner: Action<StickyBanner | null>;
  /** `escapepodwidget`: its HTML. */
  readonly getEscapePodWidget: Action<HtmlWidget>;
  /** `crewponwidget`: its HTML. */
  readonly getCrewponWidget: Action<HtmlWidget>;
  /** `fortunetellerwidget`: its HTML. */
  readonly getFortuneTellerWidget: Action<HtmlWidget>;
  /** `gameofthemonth`: the featured game, or null when the server has none. */
  readonly getGameOfTheMonth: Action<GameOfTheMonth | null>;
  /** `winners`: recent and top winners. */
  readonly getWinners: Action<Winners>;
  /** `keepplaying`: the player's recent games. */
  readonly getKeepPlaying: Action<GameRef[]>;
  /** `gettoken`: the game-launch token. */
  readonly getGameToken: Action<string>;
  /** `gamelauncher` (POST): launch URLs, or an error code. */
  readonly launchGame: ActionWith<LaunchGameParams, LaunchResult>;
  /** `gettournaments` (POST): fusion lists or the lobby list. */
  readonly getTournaments: ActionWith<TournamentsParams, TournamentsAnswer>;
  /** `gettournamentslobby`: the embedded tournament lobby URL. */
  readonly getTournamentsLobby: Action<TournamentsLobby>;
  /** `getlivedealer` (POST): the live dealer frame URL. */
  readonly getLiveDealer: Action<LiveDealerLaunch>;
}

/** Calls on the loyalty, message, campaign, cashier and webplay controllers. */
export interface ExtraCalls {
  /** LoyaltyController `dailyfreespins`: the daily free spins validation. */
  readonly getDailyFreeSpins: Action<DfsValidation>;
  /** LoyaltyController `sendfreespinemail`: asks for the confirmation email. */
  readonly sendFreeSpinEmail: Action<DfsEmailStatus>;
  /** LoyaltyController `emailclickcheck`: whether the emailed link was clicked. */
  readonly checkFreeSpinEmailClick: Action<DfsEmailStatus>;
  /** LoyaltyController `redeem_dfs` (POST JSON, never retried): redeems the spins. */
  readonly redeemDailyFreeSpins: ActionWith<RedeemDfsParams, DfsRedeemResult>;
  /** MessageCenter `getmessages`: the message center. */
  readonly getMessages: Action<MessageCenter>;
  /** RngCampaignController `widget`. */
  readonly getRngWidget: Action<CampaignWidget>;
  /** RngCampaignController `widgethtml`. */
  readonly getRngWidgetHtml: Action<HtmlWidget>;
  /** WaypointsController `widget`. */
  readonly getWaypointsWidget: Action<CampaignWidget>;
  /** WaypointsController `widgethtml`. */
  readonly getWaypointsWidgetHtml: Action<HtmlWidget>;
  /** SynthGameController `widget`. */
  readonly getSynthGameWidget: Action<CampaignWidget>;
  /** SynthGameController `widgethtml`. */
  readonly getSynthGameWidgetHtml: Action<HtmlWidget>;
  /** CashierCoupons `redeem=MY50FREE` (POST): the fifty-free offer. */
  readonly redeemFiftyFree: Action<CouponRedemption>;
  /** WebplayController `tryout=rollback` (POST): back to the old design. */
  readonly rollbackTryout: Action<TryoutRollback>;
  /** `{LANG}-loyalty.json`, falling back to the English file. */
  readonly getLoyaltyTexts: ActionWith<Language, LoyaltyTexts>;
}

/**
 * ResponsibleGamingController (the project's own protocol extension, docs/controller-protocol.md).
 * A controller may lack it: `isUnsupported(error)` tells that apart from a failure.
 */
export interface ResponsibleGamingCalls {
  /** `session`: when the session began, the controller's clock, the net position and the acknowledgements. */
  readonly getSessionSummary: Action<SessionSummary>;
  /** `limits`: every limit with what counts against it and its pending change. */
  readonly getLimits: Action<LimitsState>;
  /** `setlimit` (POST): the controller applies a decrease at once and an increase after the cool-off. */
  readonly setLimit: ActionWith<SetLimitParams, SetLimitResult>;
  /** `declinelimits` (POST): the player's confirmed opt-out of the first-deposit limit prompt. */
  readonly declineLimits: Action<LimitsState>;
  /** `setrealitycheck` (POST): the reality-check interval in minutes; the session summary after it. */
  readonly setRealityCheck: ActionWith<number, SessionSummary>;
  /** `takebreak` (POST): a break of that many days; the player is logged out. */
  readonly takeBreak: ActionWith<number, ProtectionBlock>;
  /** `selfexclude` (POST): a self-exclusion; the player is logged out. */
  readonly selfExclude: ActionWith<SelfExcludeParams, ProtectionBlock>;
  /** `panic` (POST): the panic button's block; the player is logged out. */
  readonly pressPanicButton: Action<ProtectionBlock>;
  /** `activity`: the last `days` days (30, or 365 for 12 months). */
  readonly getActivity: ActionWith<number, ActivitySummary>;
  /** `history`: the account history within the market's depth, newest first. */
  readonly getAccountHistory: Action<AccountHistory>;
  /** `acknowledge` (POST): the activity summary, a reality check or the protection tools popup was seen; the controller's time of it. */
  readonly acknowledge: ActionWith<Acknowledgement, number>;
}

/** One typed function per controller action. */
export interface ControllerClient extends LobbyCalls, PlayCalls, ExtraCalls, ResponsibleGamingCalls {}
