import { REWARDS_TEXT_EN } from '@lobby/ui';

/** English texts of the rewards pages and the offer, added when their chunk first loads. */
export const EN_REWARDS = { ui: REWARDS_TEXT_EN } as const;
