import { nyWallClock } from '@lobby/domain';
import type { CasinoRuntime } from '../casino-runtime.ts';
import { type DfsPlan, dfsPlanOf } from '../seed/reward-players.ts';
import type { PlayerRecord } from '../store/player-queries.ts';
import { type DfsState, readDfsState } from '../store/rewards-store.ts';
import { casinoNow } from './clock.ts';

/** The game the daily free spins are played on (in every casino's catalog). */
export const DFS_GAME = 'wild-west-gold-rush';
/** Spins redeemed without the wheel. */
export const DFS_PLAIN_SPINS = 30;

/** The New York date of an instant, YYYY-MM-DD. */
export function nyDay(ms: number): string {
  const c = nyWallClock(ms);
  if (!c) return '';
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** A player's plan and stored state, the state created from the plan on first read. */
export function dfsStanding(rt: CasinoRuntime, player: PlayerRecord): { plan: DfsPlan; state: DfsState; today: string } {
  const plan = dfsPlanOf(player.username);
  const today = nyDay(casinoNow(rt));
  const state = readDfsState(rt.db, rt.casinoId, player.pid, () => ({
    emailToken: null,
    emailSentAt: null,
    emailClicked: false,
    redeemedDay: plan.redeemedToday ? today : null,
    activeCoupon: plan.activeCoupon,
  }));
  return { plan, state, today };
}

/** Why the player may not redeem now, or null when they may; the checks in the order the casino makes them. */
export function dfsReason(rt: CasinoRuntime, player: PlayerRecord): string | null {
  const { plan, state, today } = dfsStanding(rt, player);
  if (!rt.config.dfs) return 'no_dfs_data';
  if (plan.broken) return plan.broken;
  if (plan.requiresEmail && !state.emailClicked) return 'email_not_clicked';
  if (!player.hasDeposited) return 'minimum_deposit';
  if (state.redeemedDay === today) return 'redeemed_today';
  if (state.activeCoupon) return 'active_coupon';
  const balance = player.balances.balance;
  if (plan.underFiveOnly && (balance === null || balance >= 5)) return 'fivedolar_balance';
  return null;
}

/** Whether the player's offer uses the wheel: the casino's wheel is on and the plan has slices. */
export function usesWheel(rt: CasinoRuntime, player: PlayerRecord): boolean {
  return rt.config.dfs_spinwheel && (dfsPlanOf(player.username).slices?.length ?? 0) > 0;
}

/** The `dailyfreespins` answer. */
export function dfsValidation(rt: CasinoRuntime, player: PlayerRecord) {
  const reason = dfsReason(rt, player);
  const wheel = usesWheel(rt, player);
  const plan = dfsPlanOf(player.username);
  const game = rt.findGame(DFS_GAME);
  return {
    DFSSPINWHEEL: wheel,
    allowed_to_redeem: reason === null,
    reason_not_allowed_to_redeem: reason ?? '',
    enabled_sections: wheel ? ['wheel', 'terms'] : ['terms'],
    slices: wheel ? (plan.slices ?? []) : [],
    newrulevalidation: true,
    wheel_description: 'Spin the wheel once a day for free spins on Wild West Gold Rush.',
    successmsg: 'Your free spins are waiting in Wild West Gold Rush.',
    casino_id: rt.casinoId,
    terms_page: '/site/terms',
    game_image: game ? `${rt.origin}/assets/games/${game.shortname}/landscape.svg` : null,
    campaign_description: `Daily free spins: up to ${wheel ? Math.max(...(plan.slices ?? []).map((s) => s.no_of_spins)) : DFS_PLAIN_SPINS} spins every day.`,
    email: `${player.username}@example.com`,
    game_slug: DFS_GAME,
    dfs_game_slug: DFS_GAME,
    spins_remaining: wheel ? null : DFS_PLAIN_SPINS,
    cashierURL: `${rt.origin}/site/cashier`,
    webplayURL: `${rt.origin}/`,
    is_spin_available_for_today: reason === null,
  };
}
