export {
  LANGUAGES,
  type CasinoConfig,
  type CasinoLicence,
  type CasinoPages,
  type Environment,
  type Language,
  type LanguageKey,
  type NavItem,
} from './entities/config.ts';
export type { BalanceSnapshot, Balances, DfsFlags, InboxSummary, Player, PlayerClass, Referral } from './entities/player.ts';
export { SPORTSBOOK_PROVIDER, VOLATILITIES, WEEKDAYS } from './entities/catalog.ts';
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
  Volatility,
  Weekday,
} from './entities/catalog.ts';
export { safeReturnPath } from './return-path.ts';
export { isSameOriginPath, safeUrl } from './safe-url.ts';
export { languageStorageKey, resolveLanguage, SITE_LANGUAGE_COOKIE, toLanguage, type LanguageSources } from './language.ts';
export { resolveTheme, type ThemeName } from './theme.ts';
export { FUSION, SINGLE_PROVIDER, variantOf, type Variant, type VariantId } from './variant.ts';
export { casinoTweaks, type CasinoTweaks } from './casino-tweaks.ts';
export {
  defaultLobbyOptions,
  mediaWidths,
  optionCustomProperties,
  resolveLobbyOptions,
  START_UP_OPTIONS,
  STYLESHEET_OPTIONS,
} from './options.ts';
export type { CasinoOptionOverrides, LobbyOptionOverrides, LobbyOptions, StartUpOption, StylesheetOption } from './options.ts';
export {
  type OverlayKind,
  type OverlayPlan,
  type OverlayRequest,
  type OverlayViewport,
  type OverlayZone,
  arrangeOverlays,
  OVERLAY_ZONES,
  overlayShows,
} from './overlays.ts';
export { routeAccess, type Access, type AccessContext, type RouteId } from './access.ts';
export { gameLinks, playPath, type GameLinks } from './game-links.ts';
export {
  LAUNCH_ERRORS,
  type LaunchErrorCode,
  type LaunchResult,
  type LaunchedGame,
  type LiveDealerLaunch,
  type SynthDetails,
  type TryoutRollback,
} from './entities/play.ts';
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
export {
  DFS_REASONS,
  type DfsEmailStatus,
  type DfsReason,
  type DfsRedeemResult,
  type DfsSlice,
  type DfsSpinPayload,
  type DfsValidation,
} from './entities/dfs.ts';
export type { InboxMessage, MessageCenter } from './entities/messages.ts';
export { messageCacheUsable, parseMessageCache, type MessageCache } from './message-center.ts';
export {
  WIDGET_NAMES,
  type CampaignWidget,
  type GameOfTheMonth,
  type HtmlWidget,
  type StickyBanner,
  type WidgetName,
  type Winner,
  type Winners,
} from './entities/widgets.ts';
export type { LoyaltyTexts } from './entities/loyalty.ts';
export {
  nyOffsetMs,
  nyWallClock,
  nyWallClockToInstant,
  parseWallClock,
  secondOfDay,
  SERVER_TIME_ZONE,
  type WallClock,
} from './new-york-time.ts';
export {
  effectiveJackpot,
  hasJackpot,
  multiplierActive,
  topJackpotGames,
  totalJackpot,
  type EffectiveJackpot,
  type JackpotBoost,
} from './jackpots.ts';
export { displayName } from './display-name.ts';
export {
  buildSearchIndex,
  isSearchable,
  normalizeForSearch,
  searchGames,
  type SearchableGame,
  type SearchIndex,
  type SearchOptions,
} from './search.ts';
export { countByTaxon, taxaWithCounts, taxonSlugs, type TaxonCount, type TaxonField } from './taxon-counts.ts';
export {
  applyFilters,
  clearFilter,
  FILTER_KEYS,
  filterOptions,
  activeFilterCount,
  hasActiveFilters,
  lobbyShowsFilters,
  matchesFilters,
  resetFilters,
  searchShowsFilters,
  toggleFilterValue,
  usesMultiColumn,
} from './filters.ts';
export type { FilterableGame, FilterGroup, FilterKey, FilterOption, FilterState, FilterTaxa } from './filters.ts';
export { parseSortOption, SORT_OPTIONS, sortGames, sortOptions, type SortableGame, type SortContext, type SortOption } from './sort.ts';
export { newestGames, newGameIds, released, releaseKey } from './new-games.ts';
export { isGameVisible, visibleGames, type VisibilityContext, type VisibleGameFields } from './visibility.ts';
export { FIRST_PAGE, hasMore, pageSlice, pagingAfter, type PagingEvent, type PagingOptions, type PagingState } from './paging.ts';
export { isRandomPlayCandidate, nextCarouselIndex, RANDOM_PLAY_PATH, randomPlayPicks, type RandomPlayFields } from './random-play.ts';
export { randomIndex, randomItem, randomSample, type RandomSource } from './random-sample.ts';
export { isSlug, SLUG_PATTERN } from './slug.ts';
export {
  addRecentGame,
  parseRecentGames,
  recentKey,
  resolveRecentGames,
  type RecentGame,
  type RecentGamesOptions,
} from './recent-games.ts';
export { keepPlayingGames } from './keep-playing.ts';
export {
  FAVORITES_PATH,
  favoriteKey,
  favoritesPageGames,
  isFavorite,
  pendingFavoriteAccess,
  pendingFavoriteFromQuery,
} from './favorites.ts';
export type { PendingFavorite, QueryValue } from './favorites.ts';
export { buildHomeSections, homeSectionSteps } from './home-sections.ts';
export {
  HOME_SECTION_IDS,
  HOME_SECTION_LOOKS,
  homeSectionOrder,
  pendingHomeSections,
  type HomeLayout,
  type HomeSection,
  type HomeSectionId,
  type HomeSectionOptions,
  type HomeSectionsInput,
} from './home-section-plan.ts';
export { lockView, type LockedGame, type LockView } from './lock.ts';
export { balanceNotices, winLoseThreshold, type BalanceNotice, type BalanceNoticeOptions } from './balance-notices.ts';
export { cashierTooltipPlan, type CashierTooltipInput, type CashierTooltipOptions, type CashierTooltipPlan } from './cashier-tooltip.ts';
export { launchDecision, moneySwitchPath, moneySwitchVisible, type LaunchInput, type MoneySwitchInput, type PlayMode } from './launch.ts';
export { gameUrl, launchErrorView, launchOutcome, type GameUrlParams, type LaunchErrorView, type LaunchOutcome } from './launch-result.ts';
export { randomPlayImageIndex, tipsFor, type TipOptions } from './play-screen.ts';
export { fireworksSchedule, nextFireworksDelayMs, synthExtrasApply, type FireworksOptions } from './synthetic.ts';
export {
  frameOrigin,
  LEGACY_OPEN_CASHIER_MESSAGE,
  OPEN_CASHIER_MESSAGE,
  parseGameFrameMessage,
} from './postmessage.ts';
export type { GameFrameMessage, MessageSource } from './postmessage.ts';
export { backToTopVisible } from './back-to-top.ts';
export {
  homeScreenHintVisible,
  installPromptVisible,
  isAppleMobileSafari,
  type HomeScreenHintInput,
  type InstallPromptInput,
} from './install-prompt.ts';
export { dfsReasonView, freeSpinsView, redeemedToday, toDfsReason, type DfsReasonAction, type DfsView } from './rewards/dfs-view.ts';
export {
  isUsableSlice,
  isWinningSlice,
  landingSlice,
  pickSlice,
  spinPayload,
  usableSlices,
  WHEEL_TURNS,
  wheelRotation,
} from './rewards/prize-wheel.ts';
export {
  landWheel,
  sliceRestAngle,
  wheelAngle,
  wheelCourse,
  wheelRestsAt,
  type WheelCourse,
  type WheelLanding,
} from './rewards/wheel-course.ts';
export { countdownLabelsShort, countdownToNextSpin, nextNyMidnight, type Countdown } from './rewards/dfs-countdown.ts';
export {
  FIFTY_FREE_COUPON,
  fiftyFreeDecision,
  fiftyFreeDueInMs,
  fiftyFreeNext,
  fiftyFreeOffer,
  readFiftyFreeStored,
} from './rewards/fifty-free.ts';
export type { FiftyFreeContext, FiftyFreeDecision, FiftyFreeOffer, FiftyFreeStored } from './rewards/fifty-free.ts';
export {
  customPromosFor,
  customPromoVisible,
  heroBanner,
  heroBannerPromo,
  isVideoMedia,
  LOBBY_PAGE,
  PROMOTIONS_PAGE,
  promoGrid,
  safeLink,
  shownMinDeposit,
} from './promos/promo-display.ts';
export type { LobbyRoute, PromoGridCell, PromoPlace } from './promos/promo-display.ts';
export { durationParts, promoCountdownEnd, type DurationParts } from './promos/promo-countdown.ts';
export {
  PROMO_CONTENT_MESSAGE,
  PROMO_FRAME_DOCUMENT,
  PROMO_FRAME_FILE,
  PROMO_HEIGHT_MESSAGE,
  parsePromoFrameHeight,
  promoContentMessage,
} from './promos/promo-frame.ts';
export type { PromoContentMessage, PromoFrameSource } from './promos/promo-frame.ts';
export {
  findTournament,
  FINISHED_SLIDES_WIDE,
  finishedSlidesPerView,
  HOME_TOURNAMENT_SLIDES_WIDE,
  homeTournamentSlidesPerView,
  fusionLists,
  TOURNAMENT_BADGES,
  tournamentBadge,
  tournamentClock,
  tournamentInstant,
  tournamentLobbyUrl,
  UPCOMING_SLIDES,
  wholePrizePool,
} from './promos/tournaments.ts';
export type { TournamentBadge, TournamentClock } from './promos/tournaments.ts';
export {
  CAMPAIGN_WIDGETS,
  HTML_WIDGETS,
  isCampaignWidget,
  isHtmlWidget,
  rollbackBannerVisible,
  TRYOUT_COOKIE,
  WINNERS_ROWS,
  widgetsToShow,
  winnersRows,
} from './promos/winners-widgets.ts';
export type { CampaignWidgetName, HtmlWidgetName, WinnersRowsInput } from './promos/winners-widgets.ts';
export { loadOnce } from './load-once.ts';
export { sameData } from './same-data.ts';
export { cachedCatalogKey, INSTALL_TAGS_TEMPLATE } from './cached-catalog.ts';
export { EARLY_HERO_TIMING, EARLY_START, EARLY_START_PARTS, HERO_PICTURE_SIZE } from './early-start.ts';
export { HISTORY_KINDS, JURISDICTIONS, LIMIT_KINDS, LIMIT_PERIODS } from './entities/protection.ts';
export type {
  AccountHistory,
  Acknowledgement,
  ActivityDay,
  ActivitySummary,
  ActivityTotals,
  HistoryEntry,
  HistoryKind,
  Jurisdiction,
  LimitKind,
  LimitPeriod,
  LimitsState,
  PendingLimit,
  PlayerLimit,
  ProtectionBlock,
  ProtectionBlockReason,
  SessionSummary,
} from './entities/protection.ts';
export { LIMIT_PERIOD_DAYS, marketRules } from './protection/market-rules.ts';
export type {
  BreakRules,
  ExclusionRules,
  FirstDepositRules,
  FooterRules,
  InactivityRules,
  LimitRules,
  MarketRules,
  NamedLink,
  RealityCheckRules,
  StatementRules,
  SwedishBarRules,
} from './protection/market-rules.ts';
export { resolveJurisdiction, toJurisdiction } from './protection/jurisdiction.ts';
export { accountTools, type AccountTool } from './protection/account-tools.ts';
export { formatElapsed, netPositionView, sessionElapsedMs, type NetPositionView } from './protection/session-clock.ts';
export { nextRealityCheckAt, realityCheckDue, realityCheckInterval, type RealityCheckClock } from './protection/reality-check.ts';
export {
  depositFits,
  isIncrease,
  limitChange,
  limitReachedUntil,
  limitWindowMs,
  reachedUntil,
  requestLimit,
  settleLimit,
  usedInWindow,
} from './protection/limits.ts';
export type { LimitChange, LimitMove } from './protection/limits.ts';
export { hasSessionLimit, sessionLimitReachedAt } from './protection/session-limit.ts';
export { activeBlock, addMonths, breakEnds, exclusionEnds, panicEnds } from './protection/blocks.ts';
export { activitySummaryRequired, type SummaryMoment } from './protection/activity-summary.ts';
export { inactivityState, inactivityTimes, type InactivityTimes } from './protection/inactivity.ts';
export { protectionTools, toolsPopupRequired, type ProtectionTool } from './protection/tools-popup.ts';
export { asksBeforePlay, dueBeforePlay, type BeforePlay } from './protection/before-play.ts';
export { marketCatalog, marketGames } from './protection/slot-jackpots.ts';
export { featureNames, hasGameInfo, playScreenOdds } from './game-info.ts';
