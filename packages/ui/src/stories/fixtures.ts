import type { NavItem } from '@lobby/domain';
import type { NavPages } from '../navigation/nav-list.tsx';
import type { PlayerSummary } from '../navigation/player-box.tsx';

// Sample data shared by the stories; shaped like a real casino's configuration.

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'Lobby', action: '/', icon: 'home', ucc_internal: true },
  { id: 'slots', label: 'Slots', action: '/category/online-slots', icon: 'slots', ucc_internal: true },
  { id: 'table', label: 'Table Games', action: '/category/table-games', icon: 'table-games', ucc_internal: true },
  { id: 'live', label: 'Live Dealer', action: '/category/live-dealer', icon: 'live-dealer', ucc_internal: true },
  { id: 'jackpots', label: 'Jackpots', action: '/jackpot-games', icon: 'jackpot', ucc_internal: true },
  { id: 'promos', label: 'Promotions', action: '/promotions', icon: 'promotions', ucc_internal: true },
  { id: 'tournaments', label: 'Tournaments', action: '/tournaments', icon: 'tournaments', ucc_internal: true },
  { id: 'help', label: 'Help Centre', action: 'https://help.example.com', icon: 'help', ucc_internal: false },
];

export const LAUNCHER_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'Lobby', action: '/', icon: 'home', ucc_internal: true },
  { id: 'slots', label: 'Slots', action: '/category/online-slots', icon: 'slots', ucc_internal: true },
  { id: 'live', label: 'Live', action: '/category/live-dealer', icon: 'live-dealer', ucc_internal: true },
  { id: 'promos', label: 'Promos', action: '/promotions', icon: 'gift', ucc_internal: true },
  { id: 'vip', label: 'VIP', action: 'https://vip.example.com', icon: 'vip', ucc_internal: false },
];

export const PAGES: NavPages = {
  signup: 'https://casino.example.com/signup',
  cashier: 'https://casino.example.com/cashier',
  vipprogram: 'https://casino.example.com/vip',
};

export const PLAYER: PlayerSummary = {
  fname: 'Alex',
  lname: 'Morgan',
  class_display_name: 'Gold VIP',
  balances: { balance: 1250.5, currency_code: 'USD' },
};

/** A player with every amount the panel can show. */
export const PLAYER_DETAILED: PlayerSummary = {
  ...PLAYER,
  class_vip_level: 3,
  balances: { balance: 1250.5, currency_code: 'USD', bonus: 40, withdrawable: 1100, playthrough: 210.25, comppoints: 1520 },
};

/** Every account link of the player panel. */
export const PLAYER_LINKS = {
  profileHref: '/dashboard/',
  depositHref: 'https://cashier.example/deposit',
  cashOutHref: 'https://cashier.example/withdraw',
  dashboardHref: '/dashboard/',
  logoutHref: '/site/logout?return=%2F',
};

export const CASINO_NAME = 'Royal Aurora';
