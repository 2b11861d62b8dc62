import { PROMOS_SLOTS } from '../features/promos/promos-slots.tsx';
import type { Slots } from '../shared/slots.tsx';

/**
 * What every casino gets unless its profile says otherwise: the promotions feature fills the
 * home's hero, tournaments, game of the month, promotions and winners, and the bars after every page.
 */
export const DEFAULT_SLOTS: Slots = {
  ...PROMOS_SLOTS,
};
