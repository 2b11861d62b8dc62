export {
  UiProvider,
  useUi,
  type DepositLinkProps,
  type UiContextValue,
  type UiLinkProps,
  type UiOptions,
  type UiProviderProps,
} from './ui-context.tsx';
export { prefersReducedMotion } from './motion.ts';
export {
  UI_MARKET_NAMESPACES,
  UI_NAMESPACES,
  createUiT,
  interpolate,
  type UiMarketNamespace,
  type UiMarketResources,
  type UiNamespace,
  type UiResources,
  type UiTextKey,
  type UiTextVars,
} from './ui-text.ts';
export { UI_MARKET_TEXTS_EN, UI_TEXTS_EN, UI_TEXT_EN } from './locales/english.ts';
export { loadUiTexts } from './locales/load-ui-texts.ts';
export { MessageCenterView, type InboxItem, type MessageCenterViewProps } from './messages/message-center.tsx';

export { Icon, type IconProps } from './icon/icon.tsx';
export { ICON_NAMES, type IconName } from './icon/icon-names.ts';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button.tsx';
export { PageLink, type PageLinkProps } from './link/page-link.tsx';
export { isAppPath, safeHref } from './link/href.ts';
export { DepositEntry, DepositLink } from './link/deposit-link.tsx';
export { Modal, type ModalProps } from './modal/modal.tsx';
export { brandCustomProperties, brandStyleSheet, type Brand, type BrandColors } from './brand/brand.ts';
export { Toast, type ToastProps, type ToastTone } from './toast/toast.tsx';
export { NotificationStack, type NotificationStackProps, type UiNotification } from './toast/notification-stack.tsx';

export { AppShell, type AppShellProps } from './shell/app-shell.tsx';
export { AppHeader, type AppHeaderProps, type GuestAccount, type PlayerAccount } from './header/app-header.tsx';
export { QuickAccess, type QuickAccessProps } from './header/quick-access.tsx';
export { InboxBell, unreadBadgeText, type InboxBellProps } from './header/inbox-bell.tsx';
export { CashierTooltip, type CashierTooltipProps } from './header/cashier-tooltip.tsx';

export { NavList, type NavListProps, type NavPages } from './navigation/nav-list.tsx';
export { Sidebar, type SidebarProps } from './navigation/sidebar.tsx';
export { MobileSidebar, type MobileSidebarProps } from './navigation/mobile-sidebar.tsx';
export { SettingsPanel, LANGUAGE_NAMES, type SettingsPanelProps, type UiTheme } from './navigation/settings-panel.tsx';
export { PlayerBox, type PlayerBoxProps, type PlayerSummary } from './navigation/player-box.tsx';
export { BottomLauncher, type BottomLauncherProps } from './navigation/bottom-launcher.tsx';

export { NotFoundPage, type NotFoundPageProps } from './screens/not-found-page.tsx';
export { LoadingScreen, type LoadingScreenProps } from './screens/loading-screen.tsx';
export { ErrorScreen, type ErrorKind, type ErrorScreenProps } from './screens/error-screen.tsx';

export { PlayScreen, type PlayScreenProps } from './play/play-screen.tsx';
export { MoneySwitch, type MoneyMode, type MoneySwitchProps } from './play/money-switch.tsx';
export { PracticeModeTag, type PracticeModeTagProps } from './play/practice-mode-tag.tsx';
export { GameFrame, type GameFrameProps } from './play/game-frame.tsx';
export { LoadingOverlay, type LoadingOverlayProps } from './play/loading-overlay.tsx';
export { LiveDealerFrame, type LiveDealerFrameProps } from './play/live-dealer-frame.tsx';
export { ProviderChooser, type GameVersion, type ProviderChooserProps } from './play/provider-chooser.tsx';
export { GameErrorView, type GameErrorVariant, type GameErrorViewProps } from './play/game-error-view.tsx';
export { SyntheticOverlays, type SyntheticOverlaysProps } from './play/synthetic-overlays.tsx';
export { RandomPlayCarousel, type CarouselImage, type RandomPlayCarouselProps } from './play/random-play-carousel.tsx';
export { RandomPlayPicker, type RandomPlayPick, type RandomPlayPickerProps } from './play/random-play-picker.tsx';
export { GuestLoginPrompt, type GuestLoginPromptProps } from './play/guest-login-prompt.tsx';

export { GameCard, type GameCardProps } from './lobby/game-card.tsx';
export { GameCardPlaceholder } from './lobby/game-card-placeholder.tsx';
export type { CardJackpot } from './lobby/game-card-badges.tsx';
export { FavoriteButton, type CardFavorite, type FavoriteButtonProps } from './lobby/favorite-button.tsx';
export { GameThumb, type GameThumbProps } from './lobby/game-thumb.tsx';
export { GameGrid, type CardShape, type GameGridProps } from './lobby/game-grid.tsx';
export { GridScrollerContext } from './lobby/grid-scroller.ts';
export { GameRail, type GameRailProps } from './lobby/game-rail.tsx';
export { HomeSection, type HomeSectionProps } from './lobby/home-section.tsx';
export { FilterToggle, type FilterToggleProps } from './lobby/filter-toggle.tsx';
export { ProviderCard, ThemeTile, type ProviderCardProps, type ThemeTileProps } from './lobby/provider-card.tsx';
export { ProviderDirectory, type DirectoryProvider, type ProviderDirectoryProps } from './lobby/provider-directory.tsx';
export { TaxonGrid, type TaxonGridProps } from './lobby/taxon-grid.tsx';
export { PageTopBar, type PageTopBarFilter, type PageTopBarProps } from './lobby/page-top-bar.tsx';
export { SortMenu, type SortMenuOption, type SortMenuProps } from './lobby/sort-menu.tsx';
export { FilterPanel, type FilterPanelCallbacks, type FilterPanelGroup, type FilterPanelProps } from './lobby/filter-panel.tsx';
export { NoResults, type NoResultsProps } from './lobby/no-results.tsx';
export { SearchModal, type SearchModalProps } from './lobby/search-modal.tsx';
export { GameLockModal, type GameLockKind, type GameLockModalProps, type GameLockStatus } from './lobby/game-lock-modal.tsx';
export { TotalJackpot, type TotalJackpotProps } from './lobby/total-jackpot.tsx';
export { FavoritesEmpty, type FavoritesEmptyProps } from './lobby/favorites-empty.tsx';
export { EmptyState, type EmptyStateProps } from './lobby/empty-state.tsx';
export { Page, PageSection, type PageProps, type PageSectionProps } from './shell/page.tsx';
export { BackToTop, type BackToTopProps } from './back-to-top/back-to-top.tsx';
export { InstallPrompt, type InstallPromptProps } from './install/install-prompt.tsx';
export { HomeScreenHint, type HomeScreenHintProps } from './install/home-screen-hint.tsx';
export { NextSpinCountdown, type NextSpinCountdownProps } from './rewards/next-spin-countdown.tsx';
export { DfsReasonPanel, type DfsEmailStep, type DfsReasonPanelProps } from './rewards/dfs-reason-panel.tsx';
export { PrizeWheel, type PrizeWheelProps, type WheelPhase } from './rewards/prize-wheel.tsx';
export { DfsRedeemResult, type DfsRedeemResultProps } from './rewards/dfs-redeem-result.tsx';
export { FiftyFreeOffer, type FiftyFreeOfferProps } from './rewards/fifty-free-offer.tsx';
export { AccountOverview, type AccountLinkKind, type AccountOverviewProps, type BalanceKind } from './rewards/account-overview.tsx';
export { LoyaltyView, type LoyaltyViewProps } from './rewards/loyalty-view.tsx';
export { ReferralLink, type ReferralLinkProps } from './rewards/referral-link.tsx';
export { DfsTeaser, type DfsTeaserProps } from './rewards/dfs-teaser.tsx';
export { PROMOS_TEXT_EN, type PromosText, type PromosTextKey } from './promos/promos-text.ts';
export { Countdown } from './promos/countdown.tsx';
export { TermsPopup } from './promos/terms-popup.tsx';
export { CtaLink } from './promos/cta-link.tsx';
export { PromoCard, PromoGrid, WildcardCard, type PromoCardProps, type PromoCta, type PromoMedia } from './promos/promo-card.tsx';
export { CustomPromo } from './promos/custom-promo.tsx';
export { HeroBanner } from './promos/hero-banner.tsx';
export { HeroBannerPlaceholder } from './promos/hero-banner-placeholder.tsx';
export { TournamentCard, TournamentClockView, type TournamentCardProps, type TournamentCountdown } from './promos/tournament-card.tsx';
export { Carousel } from './promos/carousel.tsx';
export { TournamentDetail } from './promos/tournament-detail.tsx';
export { WinnersTicker, type WinnerRow } from './promos/winners-ticker.tsx';
export { GameOfTheMonthCard, HtmlWidget, StickyBanner, StickyLoginBar } from './promos/feature-widgets.tsx';
export { RollbackBanner, type RollbackBannerProps } from './promos/rollback-banner.tsx';
export { TournamentLobbyFrame, TournamentLoginPrompt } from './promos/tournament-lobby.tsx';
export { ServerHtml } from './promos/server-html.tsx';

// Player protection per market (`@lobby/ui/protection.css`; texts in the `protection` namespace).
// Each is its own module: an app imports them only where the casino's market shows them.
export { SessionClock, type SessionClockProps } from './protection/session-clock.tsx';
export { RealityCheckDialog, type RealityCheckDialogProps } from './protection/reality-check-dialog.tsx';
export { RealityCheckInterval, type RealityCheckIntervalProps } from './protection/reality-check-interval.tsx';
export { InactivityWarning, type InactivityWarningProps } from './protection/inactivity-warning.tsx';
export { LimitsPanel, type LimitChangeResult, type LimitsPanelProps } from './protection/limits-panel.tsx';
export { FirstDepositPrompt, type FirstDepositPromptProps } from './protection/first-deposit-prompt.tsx';
export { DepositButton, type DepositButtonProps } from './protection/deposit-button.tsx';
export { SessionLimitDialog, type SessionLimitDialogProps } from './protection/session-limit-dialog.tsx';
export { TakeBreakFlow, type TakeBreakFlowProps } from './protection/take-break-flow.tsx';
export { SelfExclusionFlow, type SelfExclusionFlowProps } from './protection/self-exclusion-flow.tsx';
export { PanicButton, type PanicButtonProps } from './protection/panic-button.tsx';
export { ActivitySummaryPanel, type ActivitySummaryPanelProps } from './protection/activity-summary-panel.tsx';
export { SwedishBar, type SwedishBarProps } from './protection/swedish-bar.tsx';
export { ProtectionToolsPopup, type ProtectionToolsPopupProps } from './protection/protection-tools-popup.tsx';
export { ProtectionLinks, type ProtectionLinksProps } from './protection/protection-links.tsx';
export { RgStatement } from './protection/rg-statement.tsx';
export { RgFooter, type RgFooterProps } from './protection/rg-footer.tsx';
export { AccountHistoryList, type AccountHistoryListProps } from './protection/account-history-list.tsx';
export { GameInfoPanel, type GameInfoPanelProps } from './protection/game-info-panel.tsx';
export { GameInfoDialog, type GameInfoDialogProps } from './protection/game-info-dialog.tsx';
export { GameOdds, type GameOddsProps } from './protection/game-odds.tsx';
