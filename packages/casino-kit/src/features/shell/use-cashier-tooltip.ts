import { cashierTooltipPlan } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { CASHIER_TOOLTIP_KEY } from '@lobby/casino-core';

/**
 * The low-balance cashier tooltip: `cashierTooltipDelayMs` after load (or `shownAt`) when the balance is under
 * `lowBalanceThreshold` and it was not shown this session (or over `cashierTooltipRepeatMinutes`
 * ago); hidden after `cashierTooltipVisibleMs` or on close.
 */
export function useCashierTooltip(balance: number | null | undefined, shownAt?: number) {
  const deps = useDeps();
  const options = useLobbyOptions();
  const [visible, setVisible] = useState(false);
  const known = balance !== undefined;
  // Decided once per page load, as soon as the balance is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later balance changes do not re-plan the tooltip.
  useEffect(() => {
    if (!known) return;
    const stored = deps.session.get(CASHIER_TOOLTIP_KEY);
    const lastShownAt = stored === null ? null : Number(stored);
    // Counted from when the page showed (`shownAt`): this code may arrive later, and the delay must not grow by that.
    const loadedAt = shownAt ?? deps.now();
    const now = deps.now();
    const input = { balance: balance ?? null, shownThisSession: stored !== null, lastShownAt, nowMs: loadedAt };
    const plan = cashierTooltipPlan(input, options);
    if (!plan.show) return;
    const show = setTimeout(() => {
      deps.session.set(CASHIER_TOOLTIP_KEY, String(deps.now()));
      setVisible(true);
    }, plan.showAtMs - now);
    const hide = setTimeout(() => setVisible(false), plan.hideAtMs - now);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [known, deps]);
  return { visible, close: () => setVisible(false) };
}
