// The application core: what every casino app shares below its screens. The data layer itself
// (`createDataLayer`) is the `./data-layer` entry, loaded after the first paint.
export type { EarlyHeroBanner } from './catalog/catalog-messages.ts';
export {
  CACHE_LIFETIME,
  FRESH,
  isUnsupportedAnswer,
  PLAYER_TAGS,
  type LobbyCall,
  type LobbyEndpointBuilder,
  type LobbyQueryError,
} from './data/base-query.ts';
export type { LobbyApi } from './data/calls.ts';
export type { CoreLobbyApi, DataLayer } from './data/data-layer-types.ts';
export { browserDeps } from './platform/browser-deps.ts';
export { cookieString, readJarCookie, writeJarCookie } from './platform/cookies.ts';
export { currentInstallOffer, installOfferUsed, listenForInstallOffer, subscribeInstallOffer } from './platform/install-offer.ts';
export { runInSlices } from './platform/run-in-slices.ts';
export { appPath, loginUrl, logoutUrl, MESSAGE_CENTER_PATH, playerPanelLinks } from './platform/site-links.ts';
export type { SiteNavigation } from './platform/site-navigation.ts';
export { safeStorage, type SafeStorage } from './platform/storage.ts';
export { profileProblems, type CoreProfile } from './profile.ts';
export { earlyHeroBanner, type EarlyHero } from './start-up/early-hero.ts';
export type { DataLayerHost } from './store/data-layer-host.ts';
export type { AppDeps } from './store/deps.ts';
export { favoriteAddRequested, favoriteToggleRequested } from './store/favorites.ts';
export type { AppDispatch, AppStartListening } from './store/listening.ts';
export { selectFilterTaxa, selectSearchIndex } from './store/list-selectors.ts';
export {
  selectFavoriteKeys,
  selectFavoritesProcessing,
  selectIsGuest,
  selectNewGameIds,
  selectProviderNames,
  selectVisibleGames,
} from './store/lobby-selectors.ts';
export { noticeDismissed, noticeShown, type Notice, type NoticeKind } from './store/notifications-slice.ts';
export { gameEnded, gameStarted, PLAY_SESSION_KEY } from './store/play-session.ts';
export { CASHIER_TOOLTIP_KEY, logoutRequested, MESSAGE_CACHE_KEY } from './store/player-storage.ts';
export { languageChosen, themeChosen } from './store/preferences-slice.ts';
export { gameLaunched, RECENT_GAMES_KEY } from './store/recent-games.ts';
export { selectJurisdiction, selectLicence, selectMarketCatalog, selectMarketGames, selectMarketRules } from './store/market-selectors.ts';
export type { RootState } from './store/root-state.ts';
export {
  selectBalance,
  selectBoot,
  selectCasinoRules,
  selectCatalog,
  selectConfig,
  selectDfsFlags,
  selectFavorites,
  selectLanguage,
  selectMayHaveMarket,
  selectLauncher,
  selectNavigation,
  selectNavPages,
  selectOptions,
  selectPlayer,
  selectTheme,
  selectUnread,
} from './store/selectors.ts';
export {
  bootRequested,
  firstScreenPainted,
  heroPictureLoading,
  heroPictureSettled,
  laterPartsLoaded,
  lobbyShown,
  sessionExpired,
} from './store/session-slice.ts';
export type { BootFailure } from './store/session-slice.ts';
export { startApp, type StartOptions } from './store/start-app.ts';
export type { AppStore } from './store/store.ts';
