import type { LobbyOptions } from './options.ts';

/** When to show and hide the cashier tooltip; both null when it is not shown. */
export type CashierTooltipPlan =
  | { readonly show: true; readonly showAtMs: number; readonly hideAtMs: number }
  | { readonly show: false; readonly showAtMs: null; readonly hideAtMs: null };

/** What the tooltip decision reads: the balance, the session's record of it, and the load time. */
export interface CashierTooltipInput {
  readonly balance: number | null;
  /** Whether this session already recorded a showing. */
  readonly shownThisSession: boolean;
  /** When it was last shown (epoch ms), if recorded. */
  readonly lastShownAt: number | null;
  /** The page load time. */
  readonly nowMs: number;
}

/** The options the tooltip reads: its timings and the low-balance threshold. */
export type CashierTooltipOptions = Pick<
  LobbyOptions,
  'cashierTooltipDelayMs' | 'cashierTooltipVisibleMs' | 'cashierTooltipRepeatMinutes' | 'lowBalanceThreshold'
>;

const HIDDEN: CashierTooltipPlan = { show: false, showAtMs: null, hideAtMs: null };

/**
 * The cashier tooltip plan at page load: shown `cashierTooltipDelayMs` after `nowMs` for
 * `cashierTooltipVisibleMs` when the balance is under `lowBalanceThreshold` and it was not shown
 * this session, or was last shown more than `cashierTooltipRepeatMinutes` ago. A recorded showing
 * without a readable time, or with one in the future, counts as recent.
 */
export function cashierTooltipPlan(input: CashierTooltipInput, options: CashierTooltipOptions): CashierTooltipPlan {
  const { balance, shownThisSession, lastShownAt, nowMs } = input;
  if (typeof balance !== 'number' || !Number.isFinite(balance) || balance >= options.lowBalanceThreshold) return HIDDEN;
  if (!Number.isFinite(nowMs)) return HIDDEN;
  if (shownThisSession) {
    const repeatMs = options.cashierTooltipRepeatMinutes * 60_000;
    const stale = typeof lastShownAt === 'number' && Number.isFinite(lastShownAt) && nowMs - lastShownAt > repeatMs;
    if (!stale) return HIDDEN;
  }
  const showAtMs = nowMs + options.cashierTooltipDelayMs;
  return { show: true, showAtMs, hideAtMs: showAtMs + options.cashierTooltipVisibleMs };
}
