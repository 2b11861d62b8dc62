export { LANGUAGES } from './entities/config.ts';
export type { CasinoConfig, CasinoPages, Environment, Language, LanguageKey, NavItem } from './entities/config.ts';
export type { BalanceSnapshot, Balances, DfsFlags, InboxSummary, Player, PlayerClass, Referral } from './entities/player.ts';
export { SPORTSBOOK_PROVIDER, WEEKDAYS } from './entities/catalog.ts';
export type {
  Catalog,
  Category,
  Feature,
  Game,
  GameLockDetails,
  GameRef,
  JackpotMultiplier,
  LockBy,
  MultiplierSchedule,
  Provider,
  RepeatParam,
  Taxon,
  Theme,
  Weekday,
} from './entities/catalog.ts';
export { safeReturnPath } from './return-path.ts';
export { resolveLanguage, toLanguage } from './language.ts';
export type { LanguageSources } from './language.ts';
export { resolveTheme, THEME_COOKIE_DAYS } from './theme.ts';
export type { ThemeName } from './theme.ts';
export { FUSION, SINGLE_PROVIDER, variantOf } from './variant.ts';
export type { Variant, VariantId } from './variant.ts';
export { casinoTweaks } from './casino-tweaks.ts';
export type { CasinoTweaks } from './casino-tweaks.ts';
export { playPath, routeAccess } from './access.ts';
export type { Access, AccessContext, RouteId } from './access.ts';
export { LAUNCH_ERRORS } from './entities/play.ts';
export type { LaunchErrorCode, LaunchResult, LaunchedGame, LiveDealerLaunch, SynthDetails, TryoutRollback } from './entities/play.ts';
export { PROMO_REPEATS } from './entities/promotions.ts';
export type {
  CouponRedemption,
  CustomPromo,
  PromoDisplayOn,
  PromoRepeat,
  PromoSchedule,
  PromoTarget,
  Promotions,
  RegularPromo,
} from './entities/promotions.ts';
export { TOURNAMENT_STATUSES } from './entities/tournaments.ts';
export type {
  LobbyTournament,
  Tournament,
  TournamentSchedule,
  TournamentStatus,
  TournamentsAnswer,
  TournamentsLobby,
} from './entities/tournaments.ts';
export { DFS_REASONS } from './entities/dfs.ts';
export type { DfsEmailStatus, DfsReason, DfsRedeemResult, DfsSlice, DfsSpinPayload, DfsValidation } from './entities/dfs.ts';
export type { InboxMessage, MessageCenter } from './entities/messages.ts';
export { WIDGET_NAMES } from './entities/widgets.ts';
export type { CampaignWidget, GameOfTheMonth, HtmlWidget, StickyBanner, WidgetName, Winner, Winners } from './entities/widgets.ts';
export type { LoyaltyTexts } from './entities/loyalty.ts';
