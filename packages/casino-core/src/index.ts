export type { EarlyHeroBanner } from './catalog/catalog-messages.ts';
export { accountApi } from './data/account-api.ts';
export { favoritesApi } from './data/favorites-api.ts';
export { CACHE_LIFETIME, FRESH, lobbyApi } from './data/lobby-api.ts';
export { browserDeps } from './platform/browser-deps.ts';
export { cookieString, readJarCookie, writeJarCookie } from './platform/cookies.ts';
export { currentInstallOffer, installOfferUsed, subscribeInstallOffer } from './platform/install-offer.ts';
export { runInSlices } from './platform/run-in-slices.ts';
export { MESSAGE_CENTER_PATH, appPath, loginUrl, logoutUrl, playerPanelLinks } from './platform/site-links.ts';
export type { SiteNavigation } from './platform/site-navigation.ts';
export { safeStorage } from './platform/storage.ts';
export type { SafeStorage } from './platform/storage.ts';
export { earlyHeroAnswer, earlyHeroBanner, firstScreenTurn, settledEarlyHero } from './start-up/early-hero.ts';
export { unreadLoaded } from './store/account-slice.ts';
export { dataLayerHost } from './store/data-layer-host.ts';
export type { DataLayerHost } from './store/data-layer-host.ts';
export type { AppDeps, LobbyApi } from './store/deps.ts';
export { favoriteAddRequested, favoriteToggleRequested } from './store/favorites.ts';
export { selectFilterTaxa, selectSearchIndex } from './store/list-selectors.ts';
export {
  selectFavoriteKeys,
  selectFavoritesProcessing,
  selectIsGuest,
  selectNewGameIds,
  selectProviderNames,
  selectVisibleGames,
} from './store/lobby-selectors.ts';
export { noticeDismissed, noticeShown } from './store/notifications-slice.ts';
export { PLAY_SESSION_KEY, gameEnded, gameStarted } from './store/play-session.ts';
export { CASHIER_TOOLTIP_KEY, MESSAGE_CACHE_KEY, logoutRequested } from './store/player-storage.ts';
export { languageChosen, themeChosen } from './store/preferences-slice.ts';
export { RECENT_GAMES_KEY, gameLaunched } from './store/recent-games.ts';
export {
  selectBalance,
  selectBoot,
  selectCasinoRules,
  selectCatalog,
  selectConfig,
  selectLanguage,
  selectLauncher,
  selectNavPages,
  selectNavigation,
  selectPlayer,
  selectTheme,
  selectUnread,
} from './store/selectors.ts';
export {
  bootRequested,
  configLoaded,
  firstScreenPainted,
  heroPictureLoading,
  heroPictureSettled,
  lobbyShown,
  sessionExpired,
} from './store/session-slice.ts';
export type { BootFailure } from './store/session-slice.ts';
export { startApp } from './store/start-app.ts';
export { createAppStore } from './store/store.ts';
export type { AppDispatch, AppStore, RootState } from './store/store.ts';
export { profileProblems } from './profile.ts';
export type { CoreProfile } from './profile.ts';
