import type { Environment } from './entities/config.ts';
import type { LobbyOptions } from './options.ts';

/** The options the balance notices read: the low-balance and win/lose thresholds. */
export type BalanceNoticeOptions = Pick<LobbyOptions, 'lowBalanceThreshold' | 'liveWinLoseThreshold' | 'testWinLoseThreshold'>;

/** A notification after a game: won or lost `amount` (positive), or a balance under the threshold. */
export type BalanceNotice =
  | { readonly kind: 'win'; readonly amount: number }
  | { readonly kind: 'lose'; readonly amount: number }
  | { readonly kind: 'lowbalance'; readonly balance: number };

function isAmount(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The win/lose threshold of `environment`: the live one, or the lower one testers see elsewhere. */
export function winLoseThreshold(environment: Environment, options: Omit<BalanceNoticeOptions, 'lowBalanceThreshold'>): number {
  return environment === 'live' ? options.liveWinLoseThreshold : options.testWinLoseThreshold;
}

/**
 * The notices after a game moved the balance from `before` to `after`: win or lose when the change
 * (in cents, so 0.3 → 3.3 counts as 3) reaches the environment's threshold, then lowbalance when
 * `after` is under `lowBalanceThreshold`. No notice at all without a readable `after`; no win or
 * lose without a readable `before`.
 */
export function balanceNotices(
  before: number | null,
  after: number | null,
  env: { readonly environment: Environment },
  options: BalanceNoticeOptions,
): BalanceNotice[] {
  if (!isAmount(after)) return [];
  const notices: BalanceNotice[] = [];
  if (isAmount(before)) {
    const change = Math.round((after - before) * 100) / 100;
    const threshold = winLoseThreshold(env.environment, options);
    if (change >= threshold) notices.push({ kind: 'win', amount: change });
    else if (change <= -threshold) notices.push({ kind: 'lose', amount: -change });
  }
  if (after < options.lowBalanceThreshold) notices.push({ kind: 'lowbalance', balance: after });
  return notices;
}
