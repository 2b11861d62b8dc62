import { cashierTooltipPlan } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { CASHIER_TOOLTIP_KEY } from '@lobby/casino-core';

/**
 * The low-balance cashier tooltip: 3 s after load when the balance is under 5 and it was not shown
 * this session (or over 1440 minutes ago); hidden after 10 s or on close.
 */
export function useCashierTooltip(balance: number | null | undefined) {
  const deps = useDeps();
  const [visible, setVisible] = useState(false);
  const known = balance !== undefined;
  // Decided once per page load, as soon as the balance is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later balance changes do not re-plan the tooltip.
  useEffect(() => {
    if (!known) return;
    const stored = deps.session.get(CASHIER_TOOLTIP_KEY);
    const lastShownAt = stored === null ? null : Number(stored);
    const loadedAt = deps.now();
    const plan = cashierTooltipPlan({ balance: balance ?? null, shownThisSession: stored !== null, lastShownAt, nowMs: loadedAt });
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
