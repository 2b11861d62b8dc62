// The header's and the shell's occasional overlays, in a chunk of their own: the cashier tooltip
// (a player whose balance runs low) and the install prompt (once the browser offers installation)
// come up after the first paint if at all, so the first visit's entry does not carry them.
export { CashierTooltip, InstallPrompt } from '@lobby/ui';
