import type { OverlayKind } from './overlay-kinds.ts';

/**
 * Every tunable of the lobby in one place: durations, thresholds, counts and breakpoints, each with
 * the rule it comes from. Code reads the options in force (the defaults below with the casino's
 * overrides, resolved once by the application), never these defaults directly; the stylesheet's
 * duration and breakpoint tokens are checked against them (packages/ui `styles/options-tokens.test.ts`).
 */
export interface LobbyOptions {
  // Durations (milliseconds unless the name says otherwise)
  /** Modals and drawers open and close in this long (CSS `--lb-duration`). */
  readonly modalAnimationMs: number;
  /** Small transitions: hovers, toggles, focus rings (CSS `--lb-duration-fast`). */
  readonly fastTransitionMs: number;
  /** Win, lose, low-balance and favorite-added notifications hide themselves after this long. */
  readonly noticeAutoHideMs: number;
  /** Search runs this long after the last keystroke. */
  readonly searchDelayMs: number;
  /** A list asks for its next page at most this often while the end stays in view. */
  readonly loadMoreDebounceMs: number;
  /** The back-to-top button appears once scrolling has settled for this long. */
  readonly backToTopDebounceMs: number;
  /** A cached message center list is used while it is at most this old. */
  readonly messageCacheMaxAgeMs: number;
  /** Balance and inbox refresh, when the player returns to the tab, at most this often. */
  readonly balanceRefreshMinIntervalMs: number;
  /** The game load overlay is removed this long after the game frame starts loading. */
  readonly gameLoadOverlayMs: number;
  /** The live dealer loader is removed this long after its URL arrives (2.5 s, plus 0.6 s of fade). */
  readonly liveDealerOverlayMs: number;
  /** The tournament lobby overlay starts fading this long after it loads. */
  readonly tournamentLobbyOverlayMs: number;
  /** The tournament lobby overlay is removed this long after it starts fading. */
  readonly tournamentLobbyOverlayRemoveMs: number;
  /** Random play rotates its carousel image this often. */
  readonly randomPlayRotateMs: number;
  /** The synthetic game reminds the player after this long. */
  readonly synthReminderMs: number;
  /** The low-balance cashier tooltip shows this long after the lobby loads. */
  readonly cashierTooltipDelayMs: number;
  /** The cashier tooltip hides itself after this long. */
  readonly cashierTooltipVisibleMs: number;
  /** A press on a single-flight control (favorite heart) stays claimed at most this long. */
  readonly singleFlightClaimMs: number;
  /** The daily free spins email confirmation is checked this often until it is clicked. */
  readonly dfsEmailPollMs: number;
  /** The daily free spins wheel spins this long. */
  readonly wheelSpinMs: number;
  /** The wheel's result shows this long after the wheel has come to rest. */
  readonly wheelResultDelayMs: number;
  /**
   * The wheel turns this many times a second until its slice is known (the controller names it in
   * the redeem's answer), then slows down to rest on it when the spin's time is up.
   */
  readonly wheelCruiseTurnsPerSecond: number;
  /**
   * A slice named late still gets this long to slow down onto, so the wheel never jumps or turns
   * back (the spin then ends after its usual time). With the cruise speed it allows at least three
   * turns, enough to reach any slice while slowing steadily.
   */
  readonly wheelSettleMinMs: number;
  /** The fifty-free offer shows this long after the lobby loads. */
  readonly fiftyFreeOfferDelayMs: number;
  /** The promotion terms popup hides itself after this long. */
  readonly promoTermsHideMs: number;
  /** The referral link's "copied" confirmation shows this long. */
  readonly copiedConfirmationMs: number;
  /** Start-up (configuration and catalog) may take this long before the error screen says it failed. */
  readonly bootDeadlineMs: number;
  /** After this long the loading screen says the connection is slow and offers to try again. */
  readonly slowBootMs: number;
  /** The session clock (elapsed time, net position) redraws this often. */
  readonly sessionClockTickMs: number;
  /** The protection state (session summary, limits) is asked for again at most this often while it shows. */
  readonly protectionRefreshMs: number;

  // Longer periods
  /** The cashier tooltip may show again after this many minutes. */
  readonly cashierTooltipRepeatMinutes: number;
  /** Synthetic-game fireworks come at the earliest this many minutes apart. */
  readonly fireworksMinMinutes: number;
  /** Synthetic-game fireworks come at the latest this many minutes apart. */
  readonly fireworksMaxMinutes: number;
  /** The theme cookie lives this many days. */
  readonly themeCookieDays: number;
  /** The wheel's `wheeldata` cookie lives this many days. */
  readonly wheelCookieDays: number;

  // Thresholds
  /** A balance under this many currency units is low. */
  readonly lowBalanceThreshold: number;
  /** A balance change of at least this much is a win or a loss on the live environment. */
  readonly liveWinLoseThreshold: number;
  /** The win/lose threshold elsewhere (staging, development), so testers see the notices. */
  readonly testWinLoseThreshold: number;
  /** Search runs from this many characters on. */
  readonly searchMinLength: number;
  /** Search offers filters when it finds more results than this. */
  readonly searchFilterMinResults: number;
  /** A lobby list offers filters when it holds more games than this. */
  readonly lobbyFilterMinGames: number;
  /** A filter list with more options than this is shown in several columns. */
  readonly multiColumnMinOptions: number;
  /** The back-to-top button shows beyond this many screen heights of scrolling. */
  readonly backToTopScreens: number;
  /** A compressed controller envelope may inflate to at most this many bytes (a hostile one must not fill the memory). */
  readonly envelopeMaxInflatedBytes: number;

  // Counts
  /** Games per page of a lobby list. */
  readonly pageSize: number;
  /** Games per message when the catalog worker hands the catalog to the page: each message is its own short task. */
  readonly catalogTransferChunkGames: number;
  /**
   * With a cached catalog the fresh one is asked for once the lobby has shown it and painted; it
   * waits at most this long for each (a lobby that never shows, a hidden tab, which does not paint).
   */
  readonly freshCatalogAfterPaintMaxMs: number;
  /**
   * A cached catalog that takes longer than this to read (a database another tab blocks, an engine
   * that holds it) is not waited for: start-up asks for the fresh one instead.
   */
  readonly cachedCatalogReadMaxMs: number;
  /**
   * The service worker (the app's offline copy) installs once the page has finished no request for
   * this long after the first screen showed, so that its download does not share the line with the
   * first screen's...
   */
  readonly serviceWorkerQuietMs: number;
  /** ...and after this long at most, on a page that keeps fetching. */
  readonly serviceWorkerMaxWaitMs: number;
  /**
   * The parts after the first screen (the home's feature slots, the sticky bars, the player's
   * offers) mount once the home's hero picture has painted, so that their code and calls do not
   * share the line with it; they wait for the picture this long at most.
   */
  readonly heroPictureMaxWaitMs: number;
  /**
   * On a first visit to the home, the first screen's code is asked for once the banner index.html's
   * starter read early has painted, so that its download does not share the line with the banner's
   * picture; it waits for that banner this long at most.
   */
  readonly earlyHeroMaxWaitMs: number;
  /** Games in a home page section. */
  readonly homeSectionSize: number;
  /** Recent games kept per player. */
  readonly recentGamesMax: number;
  /** Newest games flagged as new in a lobby list. */
  readonly newFlagCountList: number;
  /** Games in the home page's new games section. */
  readonly newGamesHomeCount: number;
  /** Games in a random sample (home popular row without a popular sub-group). */
  readonly randomSampleSize: number;
  /** Popular games in the search modal's empty state. */
  readonly popularLobbySampleSize: number;
  /** Games in the top jackpots list. */
  readonly topJackpotsCount: number;
  /** Pictures in the random play carousel. */
  readonly randomPlayImages: number;
  /** Loading tips shown by default. */
  readonly tipCount: number;
  /** Loading tips shown in French on fusion. */
  readonly tipCountFrenchFusion: number;
  /** Width and height of the daily free spins wheel image, in px. */
  readonly wheelImagePx: number;
  /** A custom promo's script frame grows to the height its document reports, up to this many px (32rem, as the inline promo box). */
  readonly promoFrameMaxHeightPx: number;
  /** A game thumbnail's own size in px (portrait art), given to the image so its box is known before it loads. */
  readonly thumbnailPx: { readonly width: number; readonly height: number };
  /** Home sections whose first cards are in the first screen: their thumbnails load first, with high priority. */
  readonly firstScreenSections: number;
  /** Cards of each of those sections that load with high priority; every other thumbnail loads lazily. */
  readonly firstScreenCards: number;
  /** Home sections rendered at once; the rest render right after the first paint. */
  readonly firstPaintSections: number;
  /**
   * The home's custom promos and the server's widgets show after this many rows: their height is
   * known only once they arrive, and there, below a phone's first screen, they move nothing in view.
   */
  readonly homeWidgetsAfterSections: number;
  /**
   * The home's later parts come in when their place comes within this many screen heights of the
   * viewport, and stay: its feature slots (widgets, tournaments, game of the month, promotions,
   * winners) render, asking for nothing and rendering nothing until then, and its rows past the
   * first screen show their cards, keeping their placeholders until then.
   */
  readonly lateSlotsAheadScreens: number;

  // Overlays: one at a time where they would meet (see overlays.ts)
  /**
   * Which overlay shows first when several want the screen: higher first. Player-protection
   * prompts (a dialog) outrank every offer; a tooltip about the action at hand outranks a sheet; a
   * guest's login bar outranks the promo banner.
   */
  readonly overlayPriorities: Readonly<Record<OverlayKind, number>>;
  /** How many bottom bars may stack on a wide screen (a phone shows at most one), and how many notices show at once. */
  readonly overlayLimits: { readonly bottomBarsWide: number; readonly notices: number };

  // Breakpoints (px): a band starts at its width, so `max-width` queries use the width minus 1.
  /** Layout bands of the shell and lobby: `@media (min-width: desktop)`, `(max-width: medium - 1)`... */
  readonly breakpoints: {
    /** Cards and notices tighten below this. */
    readonly narrow: number;
    /** Two-column forms and panels stack below this. */
    readonly small: number;
    /** Phone layout below this: 12 cards a page instead of 16, compact top bar. */
    readonly medium: number;
    /** Sidebar and header from here up; bottom launcher and drawer below. */
    readonly desktop: number;
  };
  /** The finished tournaments carousel shows 4 slides, 3 under the first width, 2 under the second, 1 under the third. */
  readonly tournamentCarouselWidths: readonly [number, number, number];
  /** The home's tournaments carousel shows 3 slides, 2 under the first width, 1 under the second. */
  readonly homeTournamentsCarouselWidths: readonly [number, number];
  /** The winners ticker switches to its small-screen row count under this width. */
  readonly winnersSmallScreenPx: number;
  /** Countdowns use short labels under this width. */
  readonly countdownShortLabelsPx: number;
  /** The category slider changes its slide count under these widths (the spec's 567 and 799 px maximums). */
  readonly categorySliderWidths: readonly [number, number];
}

/** The lobby's options as the specifications give them. */
export const defaultLobbyOptions = {
  modalAnimationMs: 350,
  fastTransitionMs: 160,
  noticeAutoHideMs: 7200,
  searchDelayMs: 300,
  loadMoreDebounceMs: 200,
  backToTopDebounceMs: 200,
  messageCacheMaxAgeMs: 15 * 60_000,
  balanceRefreshMinIntervalMs: 30_000,
  gameLoadOverlayMs: 4000,
  liveDealerOverlayMs: 2500 + 600,
  tournamentLobbyOverlayMs: 2500,
  tournamentLobbyOverlayRemoveMs: 1000,
  randomPlayRotateMs: 2000,
  synthReminderMs: 20_000,
  cashierTooltipDelayMs: 3000,
  cashierTooltipVisibleMs: 10_000,
  singleFlightClaimMs: 1000,
  dfsEmailPollMs: 60_000,
  wheelSpinMs: 8000,
  wheelResultDelayMs: 2000,
  wheelCruiseTurnsPerSecond: 1.5,
  wheelSettleMinMs: 2000,
  fiftyFreeOfferDelayMs: 60_000,
  promoTermsHideMs: 10_000,
  copiedConfirmationMs: 4_000,
  bootDeadlineMs: 18_000,
  slowBootMs: 4_000,
  sessionClockTickMs: 1000,
  protectionRefreshMs: 60_000,

  cashierTooltipRepeatMinutes: 1440,
  fireworksMinMinutes: 1,
  fireworksMaxMinutes: 2,
  themeCookieDays: 365,
  wheelCookieDays: 1,

  lowBalanceThreshold: 5,
  liveWinLoseThreshold: 100,
  testWinLoseThreshold: 3,
  searchMinLength: 3,
  searchFilterMinResults: 6,
  lobbyFilterMinGames: 20,
  multiColumnMinOptions: 16,
  backToTopScreens: 2,
  // 20,000 games are about 7 MB of JSON: ample room, and a deflate bomb stops long before the tab suffers.
  envelopeMaxInflatedBytes: 64 * 1024 * 1024,

  pageSize: 50,
  // About 5 ms to receive on a phone-class CPU: 20,000 games arrive in twenty short tasks, not one long one.
  catalogTransferChunkGames: 1_000,
  freshCatalogAfterPaintMaxMs: 5_000,
  cachedCatalogReadMaxMs: 2_000,
  serviceWorkerQuietMs: 1_000,
  serviceWorkerMaxWaitMs: 10_000,
  heroPictureMaxWaitMs: 3_000,
  earlyHeroMaxWaitMs: 800,
  homeSectionSize: 10,
  recentGamesMax: 12,
  newFlagCountList: 3,
  newGamesHomeCount: 10,
  randomSampleSize: 10,
  popularLobbySampleSize: 12,
  topJackpotsCount: 10,
  randomPlayImages: 5,
  tipCount: 7,
  tipCountFrenchFusion: 12,
  wheelImagePx: 350,
  promoFrameMaxHeightPx: 512,
  thumbnailPx: { width: 300, height: 400 },
  firstScreenSections: 2,
  firstScreenCards: 4,
  firstPaintSections: 3,
  homeWidgetsAfterSections: 2,
  lateSlotsAheadScreens: 1,
  overlayPriorities: {
    'protection-prompt': 100,
    notice: 80,
    'cashier-tooltip': 70,
    'dfs-sheet': 50,
    'fifty-free': 45,
    'install-prompt': 30,
    'login-bar': 20,
    'sticky-banner': 10,
  },
  overlayLimits: { bottomBarsWide: 2, notices: 3 },

  breakpoints: { narrow: 420, small: 560, medium: 640, desktop: 1024 },
  tournamentCarouselWidths: [1400, 800, 568],
  homeTournamentsCarouselWidths: [1024, 568],
  winnersSmallScreenPx: 568,
  countdownShortLabelsPx: 600,
  categorySliderWidths: [568, 800],
} as const satisfies LobbyOptions;

/**
 * Options the stylesheet mirrors (animation durations, layout bands): CSS cannot read the options in
 * force, so another value would drift from its tokens. Neither a casino's tweaks nor a profile
 * changes them.
 */
export const STYLESHEET_OPTIONS = [
  'breakpoints',
  'modalAnimationMs',
  'fastTransitionMs',
] as const satisfies readonly (keyof LobbyOptions)[];
/** An option the stylesheet mirrors. */
export type StylesheetOption = (typeof STYLESHEET_OPTIONS)[number];

/**
 * Options read before the configuration has answered: the bounds of start-up, the decoding of the
 * configuration's own answer, the catalog's transfer and the work deferred behind the first screen.
 * A casino's tweaks come with that answer, too late for them: only the app's profile changes them.
 */
export const START_UP_OPTIONS = [
  'bootDeadlineMs',
  'slowBootMs',
  'envelopeMaxInflatedBytes',
  'catalogTransferChunkGames',
  'freshCatalogAfterPaintMaxMs',
  'serviceWorkerQuietMs',
  'serviceWorkerMaxWaitMs',
  'earlyHeroMaxWaitMs',
] as const satisfies readonly (keyof LobbyOptions)[];
/** An option read before the configuration has answered. */
export type StartUpOption = (typeof START_UP_OPTIONS)[number];

/** Options an app's profile may change: all but those the stylesheet mirrors. */
export type LobbyOptionOverrides = Partial<Omit<LobbyOptions, StylesheetOption>>;

/** Options a casino's tweaks may change: those of a profile, but for the ones start-up reads before the tweaks are known. */
export type CasinoOptionOverrides = Omit<LobbyOptionOverrides, StartUpOption>;

/** `defaultLobbyOptions` with each of `overrides` applied in turn (later wins; undefined skipped). */
export function resolveLobbyOptions(...overrides: readonly (LobbyOptionOverrides | undefined)[]): LobbyOptions {
  let options: LobbyOptions = defaultLobbyOptions;
  for (const layer of overrides) {
    if (!layer) continue;
    const defined = Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
    options = { ...options, ...defined };
  }
  return options;
}

/**
 * Every width a stylesheet may switch at: the layout bands and the widths single widgets change at
 * (carousels, the winners ticker, countdowns). `@media (min-width: N)` or `(max-width: N - 1)`.
 */
export function mediaWidths(options: LobbyOptions): readonly number[] {
  const widths = [
    ...Object.values(options.breakpoints),
    ...options.tournamentCarouselWidths,
    ...options.homeTournamentsCarouselWidths,
    ...options.categorySliderWidths,
    options.winnersSmallScreenPx,
    options.countdownShortLabelsPx,
  ];
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * The CSS custom properties that mirror the options, as the stylesheet's tokens declare them:
 * durations in ms and breakpoints in px. The ui package's tokens test compares them with tokens.css.
 */
export function optionCustomProperties(options: LobbyOptions): Readonly<Record<string, string>> {
  return {
    '--lb-duration': `${options.modalAnimationMs}ms`,
    '--lb-duration-fast': `${options.fastTransitionMs}ms`,
    '--lb-breakpoint-narrow': `${options.breakpoints.narrow}px`,
    '--lb-breakpoint-small': `${options.breakpoints.small}px`,
    '--lb-breakpoint-medium': `${options.breakpoints.medium}px`,
    '--lb-breakpoint-desktop': `${options.breakpoints.desktop}px`,
  };
}
