import { REWARD_PLAYER_SEEDS } from './reward-players.ts';
/** Amounts in major units; null is an amount the server does not send (the UI shows ---). */
export interface BalanceSeed {
  readonly balance: number | null;
  readonly fun_money: number | null;
  readonly real: number | null;
  readonly bonus: number | null;
  readonly withdrawable: number | null;
  readonly playthrough: number | null;
  readonly comppoints: number | null;
}

/** A demo player every casino seeds; all share the password {@link DEMO_PASSWORD}. */
export interface PlayerSeed {
  /** Added to the profile's PID base. */
  readonly pidOffset: number;
  readonly username: string;
  readonly fname: string;
  readonly lname: string;
  readonly class: string;
  readonly class_vip_level: number;
  readonly class_display_name: string;
  readonly practicemode: 0 | 1;
  readonly unread: number;
  /** Deposit-locked games open once a player has deposited. */
  readonly hasDeposited: boolean;
  readonly balances: BalanceSeed;
  /** How many favorites to seed, besides the fixed ones. */
  readonly favoriteCount: number;
  /** Shortnames always among the favorites when the catalog has them. */
  readonly fixedFavorites: readonly string[];
  /** One line for the login page's list of demo logins. */
  readonly blurb: string;
}

/** Password of every demo player. */
export const DEMO_PASSWORD = 'demo';

/** The demo players, one per situation the lobby must render. */
export const PLAYER_SEEDS: readonly PlayerSeed[] = [
  {
    pidOffset: 1,
    username: 'newbie',
    fname: 'Nora',
    lname: 'Newman',
    class: 'new_player',
    class_vip_level: 0,
    class_display_name: 'New Player',
    practicemode: 1,
    unread: 1,
    hasDeposited: false,
    balances: { balance: 12.5, fun_money: 1000, real: 2.5, bonus: 10, withdrawable: 2.5, playthrough: 35, comppoints: null },
    favoriteCount: 2,
    fixedFavorites: [],
    blurb: 'New player, practice mode, small balance, never deposited',
  },
  {
    pidOffset: 2,
    username: 'regular',
    fname: 'Rafael',
    lname: 'Reyes',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    practicemode: 0,
    unread: 3,
    hasDeposited: true,
    balances: { balance: 250, fun_money: 5000, real: 230, bonus: 20, withdrawable: 230, playthrough: 0, comppoints: 1240 },
    favoriteCount: 7,
    fixedFavorites: ['captain-goldbeard-voyage'],
    blurb: 'Regular player, 8 favorites, 3 unread messages',
  },
  {
    pidOffset: 3,
    username: 'vip',
    fname: 'Valentina',
    lname: 'Voss',
    class: 'vip',
    class_vip_level: 3,
    class_display_name: 'VIP Gold',
    practicemode: 1,
    unread: 12,
    hasDeposited: true,
    balances: {
      balance: 18450.75,
      fun_money: 10000,
      real: 17950.75,
      bonus: 500,
      withdrawable: 17950.75,
      playthrough: 1200,
      comppoints: 98700,
    },
    favoriteCount: 5,
    fixedFavorites: ['vip-diamond-lounge'],
    blurb: 'VIP level 3, practice mode, VIP-only games open',
  },
  {
    pidOffset: 4,
    username: 'lowbalance',
    fname: 'Leo',
    lname: 'Lowe',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    practicemode: 0,
    unread: 0,
    hasDeposited: true,
    balances: { balance: 2.5, fun_money: null, real: 2.5, bonus: 0, withdrawable: 2.5, playthrough: 0, comppoints: 15 },
    favoriteCount: 3,
    fixedFavorites: [],
    blurb: 'Balance 2.50: low-balance notice and cashier tooltip',
  },
  {
    pidOffset: 5,
    username: 'nofavs',
    fname: 'No\u00e9mie',
    lname: 'Fairchild',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    practicemode: 1,
    unread: 0,
    hasDeposited: false,
    balances: { balance: 75, fun_money: 2000, real: 0, bonus: 75, withdrawable: 0, playthrough: 150, comppoints: 0 },
    favoriteCount: 0,
    fixedFavorites: [],
    blurb: 'No favorites yet: the empty favorites page',
  },
  ...REWARD_PLAYER_SEEDS,
];
