import { useUi } from '@lobby/ui';

/** The money formatter the widgets use, for pages that format amounts themselves. */
export function useMoney() {
  return useUi().formatMoney;
}
