import rewards from '@lobby/ui/locales/en/rewards.json';

/** English texts of the rewards pages, the offer and the popup, added when their chunk first loads. */
export const EN_REWARDS = { rewards } as const;
