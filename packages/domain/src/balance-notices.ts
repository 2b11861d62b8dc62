import type { Environment } from './entities/config.ts';
import { defaultLobbyOptions } from './options.ts';

/** A balance under this many currency units is low. */
export const LOW_BALANCE_THRESHOLD: number = defaultLobbyOptions.lowBalanceThreshold;
/** A balance change of at least this much is a win or a loss on the live environment. */
export const LIVE_WIN_LOSE_THRESHOLD: number = defaultLobbyOptions.liveWinLoseThreshold;
/** The win/lose threshold elsewhere (staging, development), so testers see the notices. */
export const TEST_WIN_LOSE_THRESHOLD: number = defaultLobbyOptions.testWinLoseThreshold;
/** Win, lose, low-balance and favorite-added notifications hide themselves after this long. */
export const NOTICE_AUTO_HIDE_MS: number = defaultLobbyOptions.noticeAutoHideMs;

/** A notification after a game: won or lost `amount` (positive), or a balance under the threshold. */
export type BalanceNotice =
  | { readonly kind: 'win'; readonly amount: number }
  | { readonly kind: 'lose'; readonly amount: number }
  | { readonly kind: 'lowbalance'; readonly balance: number };

function isAmount(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The win/lose threshold of `environment`. */
export function winLoseThreshold(environment: Environment): number {
  return environment === 'live' ? LIVE_WIN_LOSE_THRESHOLD : TEST_WIN_LOSE_THRESHOLD;
}

/**
 * The notices after a game moved the balance from `before` to `after`: win or lose when the change
 * (in cents, so 0.3 → 3.3 counts as 3) reaches the environment's threshold, then lowbalance when
 * `after` is under LOW_BALANCE_THRESHOLD. No notice at all without a readable `after`; no win or
 * lose without a readable `before`.
 */
export function balanceNotices(before: number | null, after: number | null, env: { readonly environment: Environment }): BalanceNotice[] {
  if (!isAmount(after)) return [];
  const notices: BalanceNotice[] = [];
  if (isAmount(before)) {
    const change = Math.round((after - before) * 100) / 100;
    const threshold = winLoseThreshold(env.environment);
    if (change >= threshold) notices.push({ kind: 'win', amount: change });
    else if (change <= -threshold) notices.push({ kind: 'lose', amount: -change });
  }
  if (after < LOW_BALANCE_THRESHOLD) notices.push({ kind: 'lowbalance', balance: after });
  return notices;
}
