import type { DfsSlice } from '@lobby/domain';
import type { PlayerSeed } from './players.ts';

/** How a demo player stands with daily free spins: the state machine's starting point. */
export interface DfsPlan {
  /** The prize wheel's slices; without them (or with the casino's wheel off) the spins are redeemed at once. */
  readonly slices: readonly DfsSlice[] | null;
  /** The player must click the emailed link first. */
  readonly requiresEmail: boolean;
  /** The offer is for balances under 5: more counts as `fivedolar_balance`. */
  readonly underFiveOnly: boolean;
  /** The campaign's own data problem, if any: the reason is then fixed. */
  readonly broken: 'no_dfs_data' | 'no_dfs_game' | 'no_dfs_template' | 'server_error_email_click' | null;
  /** Starts with a coupon still active. */
  readonly activeCoupon: boolean;
  /** Starts as redeemed today. */
  readonly redeemedToday: boolean;
  /** The coupon service refuses the redeem with this message. */
  readonly redeemRefusal: string | null;
}

/** The wheel of the demo casino: eight slices, one of them empty. */
export const DEMO_WHEEL: readonly DfsSlice[] = [
  { no_of_spins: 10, probability: 30 },
  { no_of_spins: 20, probability: 20 },
  { no_of_spins: 5, probability: 25 },
  { no_of_spins: 50, probability: 2 },
  { no_of_spins: 15, probability: 10 },
  { no_of_spins: 0, probability: 5 },
  { no_of_spins: 25, probability: 5 },
  { no_of_spins: 100, probability: 3 },
];

const PLAN: DfsPlan = {
  slices: null,
  requiresEmail: false,
  underFiveOnly: false,
  broken: null,
  activeCoupon: false,
  redeemedToday: false,
  redeemRefusal: null,
};

/** The redeem refusal of `dfsfail`, as the coupon service words it. */
export const DFS_REFUSAL = 'The coupon service is unavailable. Please try again later.';

/** Daily free spins plans by username; a player without one has the plain plan (no wheel). */
export const DFS_PLANS: Readonly<Record<string, DfsPlan>> = {
  regular: { ...PLAN, slices: DEMO_WHEEL },
  dfswheel: { ...PLAN, slices: DEMO_WHEEL },
  dfsemail: { ...PLAN, slices: DEMO_WHEEL, requiresEmail: true },
  dfsfive: { ...PLAN, underFiveOnly: true },
  dfscoupon: { ...PLAN, activeCoupon: true },
  dfsdone: { ...PLAN, slices: DEMO_WHEEL, redeemedToday: true },
  dfsnodata: { ...PLAN, broken: 'no_dfs_data' },
  dfsnogame: { ...PLAN, broken: 'no_dfs_game' },
  dfsnotemplate: { ...PLAN, broken: 'no_dfs_template' },
  dfserror: { ...PLAN, broken: 'server_error_email_click' },
  dfsfail: { ...PLAN, redeemRefusal: DFS_REFUSAL },
};

/** The plan of a player. */
export function dfsPlanOf(username: string): DfsPlan {
  return DFS_PLANS[username.toLowerCase()] ?? PLAN;
}

const depositor = {
  lname: 'Spinner',
  class: 'regular',
  class_vip_level: 0,
  class_display_name: 'Regular',
  practicemode: 0,
  unread: 0,
  hasDeposited: true,
  favoriteCount: 0,
  fixedFavorites: [],
} as const;

const balances = (balance: number) => ({
  balance,
  fun_money: 1000,
  real: balance,
  bonus: 0,
  withdrawable: balance,
  playthrough: 0,
  comppoints: 100,
});

/** Demo players for each daily free spins situation (PIDs 41 and up above the casino's base). */
export const REWARD_PLAYER_SEEDS: readonly PlayerSeed[] = [
  {
    ...depositor,
    pidOffset: 41,
    username: 'dfswheel',
    fname: 'Wanda',
    balances: balances(3),
    blurb: 'Daily free spins with the prize wheel',
  },
  {
    ...depositor,
    pidOffset: 42,
    username: 'dfsemail',
    fname: 'Emil',
    balances: balances(3),
    blurb: 'Daily free spins after the emailed link',
  },
  { ...depositor, pidOffset: 43, username: 'dfsfive', fname: 'Fiona', balances: balances(40), blurb: 'Daily free spins: balance over 5' },
  {
    ...depositor,
    pidOffset: 44,
    username: 'dfscoupon',
    fname: 'Cora',
    balances: balances(3),
    blurb: 'Daily free spins: a coupon is active',
  },
  { ...depositor, pidOffset: 45, username: 'dfsdone', fname: 'Dora', balances: balances(3), blurb: 'Daily free spins: redeemed today' },
  {
    ...depositor,
    pidOffset: 46,
    username: 'dfsnodata',
    fname: 'Nadia',
    balances: balances(3),
    blurb: 'Daily free spins: no campaign data',
  },
  { ...depositor, pidOffset: 47, username: 'dfsnogame', fname: 'Gino', balances: balances(3), blurb: 'Daily free spins: no campaign game' },
  {
    ...depositor,
    pidOffset: 48,
    username: 'dfsnotemplate',
    fname: 'Tess',
    balances: balances(3),
    blurb: 'Daily free spins: no coupon template',
  },
  {
    ...depositor,
    pidOffset: 49,
    username: 'dfserror',
    fname: 'Erin',
    balances: balances(3),
    blurb: 'Daily free spins: email check server error',
  },
  {
    ...depositor,
    pidOffset: 50,
    username: 'dfsfail',
    fname: 'Felix',
    balances: balances(3),
    blurb: 'Daily free spins: the redeem is refused',
  },
];
