export { LANGUAGES } from './entities/config.ts';
export type { CasinoConfig, CasinoLicence, CasinoPages, Environment, Language, LanguageKey, NavItem } from './entities/config.ts';
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
export { languageStorageKey, resolveLanguage, SITE_LANGUAGE_COOKIE, toLanguage } from './language.ts';
export type { LanguageSources } from './language.ts';
export { resolveTheme } from './theme.ts';
export type { ThemeName } from './theme.ts';
export { FUSION, SINGLE_PROVIDER, variantOf } from './variant.ts';
export type { Variant, VariantId } from './variant.ts';
export { casinoTweaks } from './casino-tweaks.ts';
export {
  defaultLobbyOptions,
  mediaWidths,
  optionCustomProperties,
  resolveLobbyOptions,
  START_UP_OPTIONS,
  STYLESHEET_OPTIONS,
} from './options.ts';
export type { CasinoOptionOverrides, LobbyOptionOverrides, LobbyOptions, StartUpOption, StylesheetOption } from './options.ts';
export type { OverlayKind, OverlayPlan, OverlayRequest, OverlayViewport, OverlayZone } from './overlays.ts';
export { arrangeOverlays, OVERLAY_ZONES, overlayShows } from './overlays.ts';
export type { CasinoTweaks } from './casino-tweaks.ts';
export { routeAccess } from './access.ts';
export type { Access, AccessContext, RouteId } from './access.ts';
export { gameLinks, playPath } from './game-links.ts';
export type { GameLinks } from './game-links.ts';
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
export { messageCacheUsable, parseMessageCache } from './message-center.ts';
export type { MessageCache } from './message-center.ts';
export { WIDGET_NAMES } from './entities/widgets.ts';
export type { CampaignWidget, GameOfTheMonth, HtmlWidget, StickyBanner, WidgetName, Winner, Winners } from './entities/widgets.ts';
export type { LoyaltyTexts } from './entities/loyalty.ts';
export { nyOffsetMs, nyWallClock, nyWallClockToInstant, parseWallClock, secondOfDay, SERVER_TIME_ZONE } from './new-york-time.ts';
export type { WallClock } from './new-york-time.ts';
export { effectiveJackpot, hasJackpot, multiplierActive, topJackpotGames, totalJackpot } from './jackpots.ts';
export type { EffectiveJackpot, JackpotBoost } from './jackpots.ts';
export { displayName } from './display-name.ts';
export { buildSearchIndex, isSearchable, normalizeForSearch, searchGames } from './search.ts';
export type { SearchableGame, SearchIndex, SearchOptions } from './search.ts';
export { countByTaxon, taxaWithCounts, taxonSlugs } from './taxon-counts.ts';
export type { TaxonCount, TaxonField } from './taxon-counts.ts';
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
export { parseSortOption, SORT_OPTIONS, sortGames, sortOptions } from './sort.ts';
export type { SortableGame, SortContext, SortOption } from './sort.ts';
export { newestGames, newGameIds, released, releaseKey } from './new-games.ts';
export { isGameVisible, visibleGames } from './visibility.ts';
export type { VisibilityContext, VisibleGameFields } from './visibility.ts';
export { FIRST_PAGE, hasMore, pageSlice, pagingAfter } from './paging.ts';
export type { PagingEvent, PagingOptions, PagingState } from './paging.ts';
export { isRandomPlayCandidate, nextCarouselIndex, RANDOM_PLAY_PATH, randomPlayPicks } from './random-play.ts';
export type { RandomPlayFields } from './random-play.ts';
export { randomIndex, randomItem, randomSample } from './random-sample.ts';
export type { RandomSource } from './random-sample.ts';
export { isSlug, SLUG_PATTERN } from './slug.ts';
export { addRecentGame, parseRecentGames, recentKey, resolveRecentGames } from './recent-games.ts';
export type { RecentGame, RecentGamesOptions } from './recent-games.ts';
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
export { HOME_SECTION_IDS, HOME_SECTION_LOOKS, homeSectionOrder, pendingHomeSections } from './home-section-plan.ts';
export type { HomeLayout, HomeSection, HomeSectionId, HomeSectionOptions, HomeSectionsInput } from './home-section-plan.ts';
export { lockView } from './lock.ts';
export type { LockedGame, LockView } from './lock.ts';
export { balanceNotices, winLoseThreshold } from './balance-notices.ts';
export type { BalanceNotice, BalanceNoticeOptions } from './balance-notices.ts';
export { cashierTooltipPlan } from './cashier-tooltip.ts';
export type { CashierTooltipInput, CashierTooltipOptions, CashierTooltipPlan } from './cashier-tooltip.ts';
export { launchDecision, moneySwitchPath, moneySwitchVisible } from './launch.ts';
export type { LaunchInput, MoneySwitchInput, PlayMode } from './launch.ts';
export { gameUrl, launchErrorView, launchOutcome } from './launch-result.ts';
export type { GameUrlParams, LaunchErrorView, LaunchOutcome } from './launch-result.ts';
export { randomPlayImageIndex, tipsFor } from './play-screen.ts';
export type { TipOptions } from './play-screen.ts';
export { fireworksSchedule, nextFireworksDelayMs, synthExtrasApply } from './synthetic.ts';
export type { FireworksOptions } from './synthetic.ts';
export {
  frameOrigin,
  LEGACY_OPEN_CASHIER_MESSAGE,
  OPEN_CASHIER_MESSAGE,
  parseGameFrameMessage,
} from './postmessage.ts';
export type { GameFrameMessage, MessageSource } from './postmessage.ts';
export { backToTopVisible } from './back-to-top.ts';
export { homeScreenHintVisible, installPromptVisible, isAppleMobileSafari } from './install-prompt.ts';
export type { HomeScreenHintInput, InstallPromptInput } from './install-prompt.ts';
export { dfsReasonView, freeSpinsView, redeemedToday, toDfsReason } from './rewards/dfs-view.ts';
export type { DfsReasonAction, DfsView } from './rewards/dfs-view.ts';
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
export { landWheel, sliceRestAngle, wheelAngle, wheelCourse, wheelRestsAt } from './rewards/wheel-course.ts';
export type { WheelCourse, WheelLanding } from './rewards/wheel-course.ts';
export { countdownLabelsShort, countdownToNextSpin, nextNyMidnight } from './rewards/dfs-countdown.ts';
export type { Countdown } from './rewards/dfs-countdown.ts';
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
export { durationParts, promoCountdownEnd } from './promos/promo-countdown.ts';
export {
  PROMO_CONTENT_MESSAGE,
  PROMO_FRAME_DOCUMENT,
  PROMO_FRAME_FILE,
  PROMO_HEIGHT_MESSAGE,
  parsePromoFrameHeight,
  promoContentMessage,
} from './promos/promo-frame.ts';
export type { PromoContentMessage, PromoFrameSource } from './promos/promo-frame.ts';
export type { DurationParts } from './promos/promo-countdown.ts';
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
export { accountTools } from './protection/account-tools.ts';
export type { AccountTool } from './protection/account-tools.ts';
export { formatElapsed, netPositionView, sessionElapsedMs } from './protection/session-clock.ts';
export type { NetPositionView } from './protection/session-clock.ts';
export { nextRealityCheckAt, realityCheckDue, realityCheckInterval } from './protection/reality-check.ts';
export type { RealityCheckClock } from './protection/reality-check.ts';
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
export { activitySummaryRequired } from './protection/activity-summary.ts';
export type { SummaryMoment } from './protection/activity-summary.ts';
export { inactivityState, inactivityTimes } from './protection/inactivity.ts';
export type { InactivityTimes } from './protection/inactivity.ts';
export { protectionTools, toolsPopupRequired } from './protection/tools-popup.ts';
export { asksBeforePlay, dueBeforePlay } from './protection/before-play.ts';
export type { BeforePlay } from './protection/before-play.ts';
export type { ProtectionTool } from './protection/tools-popup.ts';
export { marketCatalog, marketGames } from './protection/slot-jackpots.ts';
export { featureNames, hasGameInfo, playScreenOdds } from './game-info.ts';
