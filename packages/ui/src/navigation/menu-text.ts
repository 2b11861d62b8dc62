/** Texts of the small-screen menu (the drawer, its settings and the player box). */
export const MENU_TEXT_EN = {
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
} as const satisfies Record<string, string>;
