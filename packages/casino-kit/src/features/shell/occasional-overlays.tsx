import '@lobby/ui/extras.css';
import { CashierTooltip, type CashierTooltipProps } from '@lobby/ui';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { useCashierTooltip } from './use-cashier-tooltip.ts';

// The header's occasional overlay, after the first paint: the cashier tooltip (a player whose
// balance runs low) comes up after it if at all, so the first visit's entry carries neither its
// view nor the rule that decides when it shows.

/** The cashier tooltip, once it is its turn among the overlays (a phone's bottom may be taken). */
export function CashierTooltipInTurn(props: CashierTooltipProps) {
  return useOverlayTurn('cashier-tooltip', true) ? <CashierTooltip {...props} /> : null;
}

/** Props of {@link CashierTooltipHost}. */
interface CashierTooltipHostProps {
  /** The player's balance; null when unknown. */
  readonly balance: number | null;
  /** When the shell showed it (epoch ms): the tooltip's delay counts from then. */
  readonly shownAt: number;
  readonly cashierHref?: string | undefined;
}

/** The low-balance cashier tooltip, when and while its rule says. */
export function CashierTooltipHost({ balance, shownAt, cashierHref }: CashierTooltipHostProps) {
  const tooltip = useCashierTooltip(balance, shownAt);
  return tooltip.visible ? <CashierTooltipInTurn cashierHref={cashierHref} onClose={tooltip.close} /> : null;
}
