import protection from '@lobby/ui/locales/en/protection.json';

/** English texts of the player-protection widgets, added when the market's chunk first loads. */
export const EN_PROTECTION = { protection } as const;
