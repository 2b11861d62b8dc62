import { LOBBY_SLOTS } from '../features/lobby/lobby-slots.tsx';
import { PROMOS_SLOTS } from '../features/promos/promos-slots.tsx';
import { PROTECTION_SLOTS } from '../features/protection/protection-slots.tsx';
import { REWARDS_SLOTS } from '../features/rewards/rewards-slots.tsx';
import type { Slots } from '../shared/slots.tsx';

/**
 * What every casino gets unless its profile says otherwise, and where the features meet: the
 * lobby's search in the shell's header; the promotions in the home's hero, tournaments, game of the
 * month, promotions and winners, the list pages' custom promos and the bars after every page; the
 * rewards' offers over every page and their widget among the promotions' widgets; the market's
 * bar, clock, footer, overlays and the account's way to its tools (nothing in a casino without a market).
 */
export const DEFAULT_SLOTS: Slots = {
  ...LOBBY_SLOTS,
  ...PROMOS_SLOTS,
  ...REWARDS_SLOTS,
  ...PROTECTION_SLOTS,
};
