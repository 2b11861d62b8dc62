import { LOW_BALANCE_THRESHOLD } from './balance-notices.ts';
import { defaultLobbyOptions } from './options.ts';

/** The cashier tooltip appears this long after the page loads. */
export const CASHIER_TOOLTIP_DELAY_MS: number = defaultLobbyOptions.cashierTooltipDelayMs;
/** The cashier tooltip hides itself after this long on screen. */
export const CASHIER_TOOLTIP_VISIBLE_MS: number = defaultLobbyOptions.cashierTooltipVisibleMs;
/** The cashier tooltip may come back after this many minutes. */
export const CASHIER_TOOLTIP_REPEAT_MINUTES: number = defaultLobbyOptions.cashierTooltipRepeatMinutes;

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

const HIDDEN: CashierTooltipPlan = { show: false, showAtMs: null, hideAtMs: null };

/**
 * The cashier tooltip plan at page load: shown CASHIER_TOOLTIP_DELAY_MS after `nowMs` for
 * CASHIER_TOOLTIP_VISIBLE_MS when the balance is under LOW_BALANCE_THRESHOLD and it was not shown
 * this session, or was last shown more than CASHIER_TOOLTIP_REPEAT_MINUTES ago. A recorded showing
 * without a readable time, or with one in the future, counts as recent.
 */
export function cashierTooltipPlan(input: CashierTooltipInput): CashierTooltipPlan {
  const { balance, shownThisSession, lastShownAt, nowMs } = input;
  if (typeof balance !== 'number' || !Number.isFinite(balance) || balance >= LOW_BALANCE_THRESHOLD) return HIDDEN;
  if (!Number.isFinite(nowMs)) return HIDDEN;
  if (shownThisSession) {
    const repeatMs = CASHIER_TOOLTIP_REPEAT_MINUTES * 60_000;
    const stale = typeof lastShownAt === 'number' && Number.isFinite(lastShownAt) && nowMs - lastShownAt > repeatMs;
    if (!stale) return HIDDEN;
  }
  const showAtMs = nowMs + CASHIER_TOOLTIP_DELAY_MS;
  return { show: true, showAtMs, hideAtMs: showAtMs + CASHIER_TOOLTIP_VISIBLE_MS };
}
