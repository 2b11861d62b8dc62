import '@lobby/ui/extras.css';
// The header's occasional overlay, after the first paint: the cashier tooltip (a player whose
// balance runs low) comes up after it if at all, so the first visit's entry does not carry it.
export { CashierTooltip } from '@lobby/ui';
