/**
 * Every text the widgets show, in English. The app translates these keys (placeholders use the
 * i18next `{{name}}` form) and hands its `t` to `UiProvider`; stories use these defaults.
 */
export const UI_TEXT_EN = {
  'common.close': 'Close',
  'common.newTab': '(opens in a new tab)',
  'shell.skipToContent': 'Skip to content',
  'header.home': '{{casino}} home',
  'header.menu': 'Menu',
  'header.search': 'Search games',
  'header.login': 'Log in',
  'header.signup': 'Sign up',
  'balance.label': 'Balance',
  'balance.deposit': 'Deposit',
  'inbox.label': 'Inbox',
  'inbox.unread': 'Inbox, {{count}} unread',
  'cashier.tooltipTitle': 'Running low?',
  'cashier.tooltipText': 'Your balance is getting low. Top up now to keep the reels spinning.',
  'nav.label': 'Main navigation',
  'nav.toggle': 'Sidebar',
  'pages.signup': 'Sign up',
  'pages.cashier': 'Cashier',
  'pages.vipprogram': 'VIP program',
  'mobileNav.title': 'Menu',
  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.theme': 'Dark theme',
  'player.label': 'Your account',
  'player.balance': 'Balance',
  'player.vipLevel': 'VIP level {{level}}',
  'player.bonus': 'Bonus',
  'player.withdrawable': 'Withdrawable',
  'player.playthrough': 'Playthrough',
  'player.comppoints': 'Comp points',
  'player.profile': 'Profile',
  'player.deposit': 'Deposit',
  'player.cashOut': 'Cash out',
  'player.dashboard': 'Dashboard',
  'player.logout': 'Log out',
  'launcher.label': 'Quick links',
  'notFound.title': 'Lost in the Shuffle',
  'notFound.text': 'The page you requested is no longer available, or cannot be found.',
  'notFound.back': 'Back to homepage',
  'loading.status': 'Loading the lobby…',
  'error.unreachable.title': 'We can’t reach the casino',
  'error.unreachable.text':
    'The casino did not answer. Check your connection, then try again in a moment.',
  'error.unexpected.title': 'Something went wrong on our side',
  'error.unexpected.text':
    'The casino answered with something we did not expect. Please try again; your balance and games are safe.',
  'error.offline.title': 'You are offline',
  'error.offline.text': 'Reconnect to the internet and we will pick up right where you left off.',
  'error.retry': 'Try again',
  'error.retrying': 'Trying again…',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
} as const satisfies Record<string, string>;

/** A key of the widget texts. */
export type UiTextKey = keyof typeof UI_TEXT_EN;

/** Values substituted into `{{name}}` placeholders. */
export type UiTextVars = Record<string, string | number>;

/** Replaces `{{name}}` placeholders; unknown names are left as they are. */
export function interpolate(template: string, vars?: UiTextVars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** A `t` over a fixed table of texts, e.g. `createUiT(UI_TEXT_EN)` for stories and tests. */
export function createUiT(texts: Record<UiTextKey, string>) {
  return (key: UiTextKey, vars?: UiTextVars): string => interpolate(texts[key], vars);
}
