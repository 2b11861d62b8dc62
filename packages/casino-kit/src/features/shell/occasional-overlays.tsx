import '@lobby/ui/extras.css';
import { CashierTooltip, type CashierTooltipProps } from '@lobby/ui';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';

// The header's occasional overlay, after the first paint: the cashier tooltip (a player whose
// balance runs low) comes up after it if at all, so the first visit's entry does not carry it.

/** The cashier tooltip, once it is its turn among the overlays (a phone's bottom may be taken). */
export function CashierTooltipInTurn(props: CashierTooltipProps) {
  return useOverlayTurn('cashier-tooltip', true) ? <CashierTooltip {...props} /> : null;
}
