import { cashierTooltipPlan } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { CASHIER_TOOLTIP_KEY } from '@lobby/casino-core';

/**
 * The low-balance cashier tooltip: `cashierTooltipDelayMs` after load when the balance is under
 * `lowBalanceThreshold` and it was not shown this session (or over `cashierTooltipRepeatMinutes`
 * ago); hidden after `cashierTooltipVisibleMs` or on close.
 */
export function useCashierTooltip(balance: number | null | undefined) {
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
    const loadedAt = deps.now();
    const input = { balance: balance ?? null, shownThisSession: stored !== null, lastShownAt, nowMs: loadedAt };
    const plan = cashierTooltipPlan(input, options);
    if (!plan.show) return;
    const show = setTimeout(() => {
      deps.session.set(CASHIER_TOOLTIP_KEY, String(deps.now()));
      setVisible(true);
    }, plan.showAtMs - loadedAt);
    const hide = setTimeout(() => setVisible(false), plan.hideAtMs - loadedAt);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [known, deps]);
  return { visible, close: () => setVisible(false) };
}
